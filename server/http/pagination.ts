import type { Context } from 'hono';

/**
 * The same request with another page number, as the `next`/`previous` links of a list. A path, not a full URL:
 * behind a proxy the app cannot know the public host, and clients resolve it against the URL they called.
 */
export function pageLink(c: Context, page: number): string {
  const url = new URL(c.req.url);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}
