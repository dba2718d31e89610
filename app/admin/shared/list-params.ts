/**
 * What an admin list keeps in its URL (search text, filters, page, the open detail), read and written as plain
 * functions so the rules are tested without a browser. `useListParams` puts them behind React Router.
 */

export interface ListParamsConfig<F extends string = never> {
  /** The search text's name in the URL: `q` unless a screen's links already use another (orders: `query`). */
  search?: string;
  /** The open detail's id in the URL (orders: `order`, inquiries: `id`); a list without details has none. */
  detail?: string;
  /** Each filter's name and the values it accepts; anything else in the URL reads as '' (no filter). */
  filters?: Record<F, (value: string) => boolean>;
}

export interface ListState<F extends string = never> {
  search: string;
  page: number;
  detail: number | null;
  filters: Record<F, string>;
}

/** A change to the URL; `extra` sets or removes (null) names a screen keeps besides the list's own. */
export interface ListChange<F extends string = never> {
  search?: string;
  page?: number;
  detail?: number | null;
  filters?: Partial<Record<F, string>>;
  extra?: Record<string, string | null>;
}

const PAGE = 'page';

/** A page number or an id from the URL: digits only, 1 or more; anything else is null. */
export function positiveInt(raw: string | null): number | null {
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function readListState<F extends string = never>(
  params: URLSearchParams,
  config: ListParamsConfig<F>,
): ListState<F> {
  const filters = {} as Record<F, string>;
  for (const [name, accepts] of Object.entries(config.filters ?? {}) as [F, (value: string) => boolean][]) {
    const value = params.get(name) ?? '';
    filters[name] = value && accepts(value) ? value : '';
  }
  return {
    search: params.get(config.search ?? 'q') ?? '',
    page: positiveInt(params.get(PAGE)) ?? 1,
    detail: config.detail ? positiveInt(params.get(config.detail)) : null,
    filters,
  };
}

function put(next: URLSearchParams, name: string, value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') next.delete(name);
  else next.set(name, value);
}

/**
 * The URL after a change. A new search or filter starts again at page 1; page 1 and empty values are left out,
 * so a plain list keeps a plain URL.
 */
export function applyListChange<F extends string = never>(
  params: URLSearchParams,
  config: ListParamsConfig<F>,
  change: ListChange<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const narrowed = change.search !== undefined || Object.keys(change.filters ?? {}).length > 0;
  if (change.search !== undefined) put(next, config.search ?? 'q', change.search.trim());
  for (const [name, value] of Object.entries(change.filters ?? {}) as [F, string | undefined][]) {
    put(next, name, value);
  }
  if (change.page !== undefined) put(next, PAGE, change.page > 1 ? String(change.page) : null);
  else if (narrowed) next.delete(PAGE);
  if (change.detail !== undefined && config.detail) {
    put(next, config.detail, change.detail === null ? null : String(change.detail));
  }
  for (const [name, value] of Object.entries(change.extra ?? {})) put(next, name, value);
  return next;
}

/** The link (`?…`, or `?` for the plain list) that shows the list after a change. */
export function listHref<F extends string = never>(
  params: URLSearchParams,
  config: ListParamsConfig<F>,
  change: ListChange<F>,
): string {
  return `?${applyListChange(params, config, change).toString()}`;
}

/** How many pages `count` rows fill; an empty list still has its one (empty) page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** "Showing 26–50 of 120": the first and last row numbers of a page, 0 and 0 when there are none. */
export function pageRange(page: number, pageSize: number, shown: number, count: number) {
  const first = count > 0 && shown > 0 ? (page - 1) * pageSize + 1 : 0;
  return { first, last: first > 0 ? first + shown - 1 : 0 };
}

/**
 * A navigation landed and the URL now shows `shown`; `changed` says whether its search differs from the one before,
 * and `settled` whether the router has nothing more on its way. `sent` holds the searches the box wrote to the URL
 * that it has not shown yet, oldest first. A router commits a finished navigation as a transition, so the URL can
 * still arrive at an earlier search of the box's after a later one was sent: that is the box's own, and typing goes
 * on. Any other new search (back, forward, a link) is one the box must now show; the same search under a new page
 * or filter leaves what is on its way alone. Once the router is settled, whatever the box sent and the URL does not
 * show was dropped for another navigation (a filter clicked while a search loaded): forgotten, so the box sends
 * its text again.
 */
export function searchArrived(
  sent: readonly string[],
  shown: string,
  changed: boolean,
  settled: boolean,
): { sent: string[]; follow: boolean } {
  const index = sent.indexOf(shown);
  const follow = index < 0 && changed;
  const waiting = index >= 0 ? sent.slice(index + 1) : follow ? [] : [...sent];
  return { sent: settled ? [] : waiting, follow };
}
