import { ChevronLeft, ChevronRight, RotateCw } from 'lucide-react';
import { Fragment, type Key, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { pageCount, pageRange } from './list-params';
import { Button, buttonClass, Loading, Notice } from './ui';

const text = adminMessages.list;
const CELL = 'px-4 py-3';

export interface Column<T> {
  header: ReactNode;
  /** Classes of the column's cells (padding, alignment, visibility); `px-4 py-3` when none are given. */
  className?: string;
  /** Classes of the header cell, when they differ from the body cells'. */
  headerClassName?: string;
  /** Classes of the body cells only, when they depend on the row. */
  cellClassName?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
}

export interface Paging {
  page: number;
  pageSize: number;
  count: number;
  href: (page: number) => string;
  /** "Showing 1–25 of 120", from the first and last row numbers of the page and the count. */
  summary?: (first: number, last: number, count: number) => ReactNode;
}

/** The paging of a list whose page lives in the URL (`useListParams`), for the answer's row count. */
export function listPaging(
  list: { page: number; href: (change: { page: number }) => string },
  pageSize: number,
  count: number | undefined,
  summary?: Paging['summary'],
): Paging {
  return { page: list.page, pageSize, count: count ?? 0, href: (page) => list.href({ page }), summary };
}

/** Every row has an id, which keys it in the list. */
export interface AdminListProps<T extends { id: Key }> {
  /** The rows; null until the first answer. A list the screen has already loaded passes only its rows. */
  rows: T[] | null;
  loading?: boolean;
  /** A failed load; the rows it left stay hidden behind the message and its retry. */
  error?: unknown;
  onRetry?: () => void;
  loadingLabel?: string;
  errorText?: string;
  /** What an empty answer shows: a sentence, or a whole `EmptyState`. */
  empty: ReactNode;
  /** The table from `md` up (or always, without `card`). */
  columns?: Column<T>[];
  caption?: string;
  /** Extra classes of the table, such as a minimum width that scrolls sideways. */
  tableClassName?: string;
  /** The rows' classes: one for all rows, or each row's own. */
  rowClassName?: string | ((row: T) => string);
  /** The phone layout: one card per row below `md`, instead of the table. */
  card?: (row: T) => ReactNode;
  cardClassName?: string;
  /** A list without a table (the inquiry inbox, the activity feed): one `<li>` per row at every width. */
  item?: (row: T) => ReactNode;
  listLabel?: string;
  /** A paged list: the page shown, how many rows there are, and the link to another page. */
  paging?: Paging;
  /** Under the rows (and pages), such as the activity feed's "Show older". */
  footer?: ReactNode;
}

/**
 * The one chain every back-office list goes through: loading, then the error with a retry, the empty answer, or
 * the rows (a table, cards on phones, or a plain list) with the footer. A reload keeps the rows, dimmed.
 */
export function AdminList<T extends { id: Key }>(props: AdminListProps<T>) {
  const { rows, loading = false, error = null, rowClassName = 'hover:bg-slate-50/70' } = props;
  const rowClass = (row: T) => (typeof rowClassName === 'function' ? rowClassName(row) : rowClassName);
  if (error && !loading) {
    return (
      <div className="space-y-3 p-4 sm:p-5">
        <Notice tone="error">{props.errorText}</Notice>
        <Button variant="secondary" onClick={props.onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {text.retry}
        </Button>
      </div>
    );
  }
  if (!rows) return <Loading label={props.loadingLabel ?? ''} />;
  if (rows.length === 0) {
    return typeof props.empty === 'string' ? <EmptyState>{props.empty}</EmptyState> : props.empty;
  }
  return (
    <div aria-busy={loading} className={`transition-opacity ${loading ? 'opacity-60' : ''}`}>
      {props.item && (
        <ul aria-label={props.listLabel} className="divide-y divide-slate-100">
          {rows.map((row) => (
            <Fragment key={row.id}>{props.item?.(row)}</Fragment>
          ))}
        </ul>
      )}
      {props.card && (
        <ul className="divide-y divide-slate-100 md:hidden">
          {rows.map((row) => (
            <li key={row.id} className={props.cardClassName ?? 'flex gap-3 px-4 py-3'}>
              {props.card?.(row)}
            </li>
          ))}
        </ul>
      )}
      {props.columns && (
        <div className={`overflow-x-auto ${props.card ? 'hidden md:block' : ''}`}>
          <table className={`w-full text-left text-sm ${props.tableClassName ?? ''}`}>
            {props.caption && <caption className="sr-only">{props.caption}</caption>}
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {props.columns.map((column, index) => (
                  <th key={index} scope="col" className={column.headerClassName ?? column.className ?? CELL}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} className={rowClass(row)}>
                  {props.columns?.map((column, index) => {
                    const extra =
                      typeof column.cellClassName === 'function'
                        ? column.cellClassName(row)
                        : (column.cellClassName ?? '');
                    return (
                      <td key={index} className={`${column.className ?? CELL} ${extra}`}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {props.paging && <ListPages paging={props.paging} shown={rows.length} />}
      {props.footer}
    </div>
  );
}

/** An empty list: a sentence, with an icon and an action where the screen offers one. */
export function EmptyState({
  icon,
  action,
  children,
}: {
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center sm:px-6">
      {icon && (
        <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-500 [&_svg]:size-6">
          {icon}
        </span>
      )}
      <p className="text-sm text-slate-600">{children}</p>
      {action}
    </div>
  );
}

function ListPages({ paging, shown }: { paging: Paging; shown: number }) {
  const { first, last } = pageRange(paging.page, paging.pageSize, shown, paging.count);
  return (
    <Pagination
      page={paging.page}
      pages={pageCount(paging.count, paging.pageSize)}
      href={paging.href}
      summary={paging.summary?.(first, last, paging.count)}
    />
  );
}

/**
 * Previous and next as links (so the page lives in the URL and opens in a new tab), the page number between them
 * and an optional summary ("Showing 1–25 of 120"). Without a summary a single page shows no bar at all.
 */
function Pagination({
  page,
  pages,
  href,
  summary,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  summary?: ReactNode;
}) {
  if (!summary && pages <= 1) return null;
  return (
    <nav
      aria-label={text.pagination}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6"
    >
      {summary && <p>{summary}</p>}
      <div className={`flex items-center gap-2 ${summary ? '' : 'w-full justify-between'}`}>
        <PageLink to={page > 1 ? href(page - 1) : null}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {text.previous}
        </PageLink>
        <span className="text-xs text-slate-500 tabular-nums">{text.pageOf(page, pages)}</span>
        <PageLink to={page < pages ? href(page + 1) : null}>
          {text.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ to, children }: { to: string | null; children: ReactNode }) {
  const look = buttonClass('secondary', 'px-3');
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${look} pointer-events-none opacity-40`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset className={look}>
      {children}
    </Link>
  );
}
