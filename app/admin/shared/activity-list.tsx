import { ArrowRight, History } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ActivityEntityType, ActivityView } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import {
  activityQuery,
  activitySentence,
  activityTime,
  actorLabel,
  changeLines,
  entityPath,
} from './activity-model';
import { api, unwrap } from '../../lib/api-client';
import { AdminList } from './admin-list';
import { Button, Loading, Notice, Panel } from './ui';

const text = adminMessages.activity;

interface ActivityFilters {
  entityType?: ActivityEntityType | null;
  entityId?: number | null;
  q?: string;
  limit?: number;
}

export interface ActivityFeed {
  entries: ActivityView[];
  loading: boolean;
  failed: boolean;
  hasOlder: boolean;
  loadOlder: () => void;
}

/**
 * History pages newest first; older pages are appended by the id cursor the API answers, so entries written
 * meanwhile never shift or repeat what is already shown. A change of filters or `refreshKey` starts over.
 */
export function useActivityFeed(filters: ActivityFilters, refreshKey: unknown = null): ActivityFeed {
  const { entityType = null, entityId = null, q = '', limit } = filters;
  const [entries, setEntries] = useState<ActivityView[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  const fetchPage = useCallback(
    (before: number | null, isCurrent: () => boolean) =>
      unwrap(
        api.GET('/api/activity/', {
          params: { query: activityQuery({ entityType, entityId, q, before, limit }) },
        }),
      )
        .then((page) => {
          if (!isCurrent()) return;
          setEntries((current) => (before === null ? page.results : [...current, ...page.results]));
          setNextBefore(page.next_before);
        })
        .catch(() => {
          if (isCurrent()) setFailed(true);
        })
        .finally(() => {
          if (isCurrent()) setLoading(false);
        }),
    [entityType, entityId, q, limit],
  );

  // New filters start from an empty list (adjusted while rendering, not in an effect).
  const filterKey = `${entityType}|${entityId}|${q}|${limit}|${String(refreshKey)}|${generation}`;
  const [shownKey, setShownKey] = useState(filterKey);
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setEntries([]);
    setNextBefore(null);
    setLoading(true);
    setFailed(false);
  }

  useEffect(() => {
    let current = true;
    void fetchPage(null, () => current);
    return () => {
      current = false;
    };
  }, [fetchPage, refreshKey, generation]);

  const loadOlder = useCallback(() => {
    if (nextBefore === null) {
      setGeneration((value) => value + 1);
      return;
    }
    setLoading(true);
    setFailed(false);
    void fetchPage(nextBefore, () => true);
  }, [fetchPage, nextBefore]);

  return { entries, loading, failed, hasOlder: nextBefore !== null, loadOlder };
}

function ActivityItem({ entry, showEntity }: { entry: ActivityView; showEntity: boolean }) {
  const path = entityPath(entry);
  const lines = changeLines(entry);
  return (
    <li className="px-4 py-3 sm:px-5" data-testid="activity-entry">
      <p className="text-sm text-slate-900">
        <span className="font-medium">{activitySentence(entry)}</span>
        {showEntity && (
          <>
            {' '}
            {path ? (
              <Link to={path} className="font-semibold text-brand-700 hover:underline">
                {entry.entity_label}
              </Link>
            ) : (
              <span className="font-semibold">{entry.entity_label}</span>
            )}
          </>
        )}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">
        {actorLabel(entry)} · <time dateTime={entry.occurred_at}>{activityTime(entry.occurred_at)}</time>
        {entry.note && <> · {entry.note}</>}
      </p>
      {lines.length > 0 && (
        <dl className="mt-2 space-y-1 text-sm">
          {lines.map((line) => (
            <div key={line.field} className="flex flex-wrap items-baseline gap-x-2">
              <dt className="text-slate-600">{line.label}:</dt>
              <dd className="flex flex-wrap items-baseline gap-x-1.5 break-words">
                <span className="text-slate-500">{line.from}</span>
                <ArrowRight
                  aria-label="changed to"
                  className="size-3.5 shrink-0 self-center text-slate-400"
                />
                <span className="font-medium text-slate-900">{line.to}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The entries, then the loading, failure or "Show older" line under them. */
export function ActivityList({
  feed,
  showEntity,
  emptyText = text.empty,
}: {
  feed: ActivityFeed;
  showEntity: boolean;
  emptyText?: string;
}) {
  const first = feed.entries.length === 0;
  return (
    <AdminList
      // The first page loads or fails like any list; an older page loads or fails under the entries shown.
      rows={first && feed.loading ? null : feed.entries}
      error={first && feed.failed}
      onRetry={feed.loadOlder}
      loadingLabel={text.loading}
      errorText={text.loadFailed}
      empty={emptyText}
      listLabel={text.historyTitle}
      item={(entry) => <ActivityItem entry={entry} showEntity={showEntity} />}
      footer={
        <>
          {feed.loading && <Loading label={text.loading} />}
          {feed.failed && (
            <div className="p-4">
              <Notice tone="error">{text.loadFailed}</Notice>
            </div>
          )}
          {!feed.loading && (feed.hasOlder || feed.failed) && (
            <div className="border-t border-slate-100 px-4 py-3 text-center">
              <Button variant="secondary" onClick={feed.loadOlder}>
                {feed.failed ? text.retry : text.older}
              </Button>
            </div>
          )}
        </>
      }
    />
  );
}

/** A record's own history, for the product, order and inquiry screens. */
export function EntityHistory({
  entityType,
  entityId,
  refreshKey,
}: {
  entityType: ActivityEntityType;
  entityId: number;
  refreshKey?: unknown;
}) {
  const feed = useActivityFeed({ entityType, entityId, limit: 10 }, refreshKey);
  return (
    <Panel className="mt-6">
      <h2 className="flex items-center gap-2 border-b border-slate-100 px-5 py-3 text-base font-semibold text-slate-900">
        <History aria-hidden="true" className="size-4 text-slate-500" />
        {text.historyTitle}
      </h2>
      <ActivityList feed={feed} showEntity={false} />
    </Panel>
  );
}
