import { activityQuerySchema } from '~/domain/activity';
import { requireStaff } from './admin-session';
import { loadHistory } from './activity-history';
import type { Route } from './+types/activity-page';

/** Only a history's fetcher asks for this address; a visit to it finds no page. */
export function loader(): never {
  throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * An older page of a history (the activity screen's or a record's): a route with a loader and no screen, so
 * "Show older" loads it through a fetcher. The query is read with the API's own schema; one it refuses is a
 * failed page, which the history offers to try again.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const read = activityQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!read.success || read.data.before === undefined) return { query: {}, before: null, page: null };
  const { before, entity_type, entity_id, q, limit } = read.data;
  return loadHistory({ entity_type, entity_id, q, limit }, before);
}

/**
 * A page once loaded stays as it was: the id cursor never shifts, and a change on the screen starts its
 * history over from the screen's own loader, so the router need not load older pages again after an action.
 */
export const shouldRevalidate = () => false;
