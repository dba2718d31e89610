import type { ActivityEntityType, ActivityPage } from '~/domain/activity';
import { api, unwrap } from '../../lib/api-client';
import { adminPaths } from '../../lib/admin-paths';
import { activityQuery } from './activity-model';

/** A record's history shows its last ten changes first; the activity screen the API's page of 50. */
const RECORD_HISTORY_LIMIT = 10;

/** What a history asks the API for, besides the cursor: the same for its first page and every older one. */
export type HistoryQuery = Partial<ReturnType<typeof activityQuery>>;

/**
 * One page of a history and the query it answers, so the list can ask for the next older page itself. A page
 * that could not be loaded is null: the history shows its failure, not the screen's.
 */
export interface HistoryPage {
  query: HistoryQuery;
  before: number | null;
  page: ActivityPage | null;
}

/** The page of `query` older than the entry `before` (the newest page without it); never rejects. */
export async function loadHistory(query: HistoryQuery, before: number | null = null): Promise<HistoryPage> {
  const page = await unwrap(
    api.GET('/api/activity/', { params: { query: { ...query, before: before ?? undefined } } }),
  ).catch(() => null);
  return { query, before, page };
}

/** The first page of one record's history, for the loader of the screen that shows the record. */
export function loadRecordHistory(entityType: ActivityEntityType, entityId: number): Promise<HistoryPage> {
  return loadHistory(activityQuery({ entityType, entityId, limit: RECORD_HISTORY_LIMIT }));
}

/** The address of the older page's loader (`activity-page.ts`) for a history's query. */
export function olderPageHref(query: HistoryQuery, before: number): string {
  const params = new URLSearchParams({ before: String(before) });
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return adminPaths.activityPage(params);
}
