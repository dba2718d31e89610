import { ArrowRight, History } from 'lucide-react';
import { useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import type { ActivityView } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { activitySentence, activityTime, actorLabel, changeLines, entityPath } from './activity-model';
import { olderPageHref, type HistoryPage } from './activity-history';
import type { clientLoader as activityPage } from './activity-page';
import { AdminList } from './admin-list';
import { Button, Loading, Notice, Panel } from './ui';

const text = adminMessages.activity;

export interface ActivityFeed {
  entries: ActivityView[];
  /** The first page, from the screen's loader, could not be loaded. */
  firstFailed: boolean;
  /** An older page is on its way. */
  loading: boolean;
  /** The older page last asked for could not be loaded; "Try again" asks for it again. */
  failed: boolean;
  hasOlder: boolean;
  loadOlder: () => void;
  /** Loads the screen again, and with it the first page. */
  retry: () => void;
  retrying: boolean;
}

interface Older {
  /** The first page these older pages follow; another first page (the loader ran again) starts over. */
  first: HistoryPage;
  entries: ActivityView[];
  nextBefore: number | null;
  /** An older page was asked for and has not been added yet. */
  asking: boolean;
  failed: boolean;
  /** The fetcher's last answer that was taken in (or passed over), so each answer counts once. */
  seen: unknown;
}

const startFrom = (first: HistoryPage, seen: unknown): Older => ({
  first,
  entries: [],
  nextBefore: first.page?.next_before ?? null,
  asking: false,
  failed: false,
  seen,
});

/**
 * The older pages with the fetcher's new answer: appended when it was asked for, or the failure to show. An
 * answer asked for before the history started over belongs to the old first page and is passed over.
 */
function taken(older: Older, answer: HistoryPage | undefined): Older {
  const next = { ...older, asking: false, seen: answer };
  if (!older.asking) return next;
  if (!answer?.page) return { ...next, failed: true };
  return {
    ...next,
    entries: [...older.entries, ...answer.page.results],
    nextBefore: answer.page.next_before,
    failed: false,
  };
}

/**
 * A history newest first: the first page comes from the screen's loader, older pages are appended by the id
 * cursor the API answers, so entries written meanwhile never shift or repeat what is already shown. When the
 * router loads the screen again (after a change on it, or other filters) the history starts over from the new
 * first page. The older pages are kept while rendering, not in an effect.
 */
export function useActivityFeed(first: HistoryPage): ActivityFeed {
  const fetcher = useFetcher<typeof activityPage>();
  const revalidator = useRevalidator();
  const [older, setOlder] = useState(() => startFrom(first, fetcher.data));
  let shown = older;
  if (older.first !== first) {
    shown = startFrom(first, fetcher.data);
    setOlder(shown);
  } else if (fetcher.state === 'idle' && fetcher.data !== older.seen) {
    shown = taken(older, fetcher.data);
    setOlder(shown);
  }

  const { nextBefore } = shown;
  return {
    entries: [...(first.page?.results ?? []), ...shown.entries],
    firstFailed: first.page === null,
    loading: shown.asking,
    failed: shown.failed,
    hasOlder: nextBefore !== null,
    loadOlder: () => {
      if (nextBefore === null) return;
      setOlder({ ...shown, asking: true, failed: false });
      void fetcher.load(olderPageHref(first.query, nextBefore));
    },
    retry: () => void revalidator.revalidate(),
    retrying: revalidator.state === 'loading',
  };
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
  loading = false,
}: {
  feed: ActivityFeed;
  showEntity: boolean;
  emptyText?: string;
  /** Another first page is on its way (other filters): the entries shown are dimmed until it comes. */
  loading?: boolean;
}) {
  return (
    <AdminList
      // The first page fails like any list, with a retry that loads the screen again; an older page loads or
      // fails under the entries shown.
      rows={feed.firstFailed ? null : feed.entries}
      loading={loading || feed.retrying}
      error={feed.firstFailed}
      onRetry={feed.retry}
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

/**
 * A record's own history, for the product, order, inquiry and quotation screens. Its first page comes with
 * the screen's loader (`loadRecordHistory`), so a change saved there shows once the router loads it again.
 */
export function EntityHistory({ history }: { history: HistoryPage }) {
  const feed = useActivityFeed(history);
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
