import type { Context } from 'hono';
import { z } from 'zod';
import type { Page } from '~/domain/catalogue';
import { API_MAX_PAGE_SIZE } from '~/domain/constants';
import { messages } from '~/domain/messages';

/** A blank parameter (`?page=`) is the same as none: forms and links send empty values. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A page past this is a typo or a probe: no list the shop keeps is that long. */
const MAX_PAGE = 1_000_000;

/** The `page` and `page_size` parameters of every paged list; extend it with the list's own filters. */
export function pageQuerySchema(defaultPageSize: number) {
  const pageSize = messages.paging.pageSize(API_MAX_PAGE_SIZE);
  return z.object({
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: messages.paging.page })
        .int({ error: messages.paging.page })
        .min(1, { error: messages.paging.page })
        .max(MAX_PAGE, { error: messages.paging.pageTooLarge })
        .default(1),
    ),
    page_size: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: pageSize })
        .int({ error: pageSize })
        .min(1, { error: pageSize })
        .max(API_MAX_PAGE_SIZE, { error: pageSize })
        .default(defaultPageSize),
    ),
  });
}

export interface PageQuery {
  page: number;
  page_size: number;
}

/**
 * The same request with another page number, as the `next`/`previous` links of a list. A path, not a full URL:
 * behind a proxy the app cannot know the public host, and clients resolve it against the URL they called.
 */
function pageLink(c: Context, page: number): string {
  const url = new URL(c.req.url);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * The `{count, next, previous, results}` envelope of every paged list. From past the end, `previous` leads
 * back to the last page that has results rather than to another empty one.
 */
export function pageEnvelope<T>(c: Context, query: PageQuery, count: number, results: T[]): Page<T> {
  const { page, page_size: pageSize } = query;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page * pageSize < count ? pageLink(c, page + 1) : null,
    previous: page > 1 ? pageLink(c, Math.min(page - 1, lastPage)) : null,
    results,
  };
}
