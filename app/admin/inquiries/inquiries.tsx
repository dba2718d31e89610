import { ChevronLeft, ChevronRight, Inbox, MailOpen, Search, X } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  INQUIRY_PURPOSES,
  INQUIRY_INBOX_PAGE_SIZE,
  INQUIRY_SEARCH_DEBOUNCE_MS,
  INQUIRY_SEARCH_MAX_LENGTH,
  INQUIRY_STATUSES,
} from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import { PurposeBadge, StatusBadge } from './inquiry-badges';
import { InquiryDetail } from './inquiry-detail';
import { AdminPageHeader, Button, buttonClass, inputClass, Loading, Notice, Panel } from '../shared/ui';
import {
  applyInquiryUpdate,
  excerpt,
  inboxApiPath,
  inboxHref,
  inboxSearch,
  pageCount,
  readInboxState,
  shortReceived,
  totalCount,
  type InboxState,
  type InquiryPage,
  type InquiryView,
  type StatusTab,
} from './inquiry-inbox';
import { useApiData } from '../shared/use-api-data';

const text = adminMessages.inquiryInbox;

export function meta() {
  return [{ title: `${text.title} | Back office` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The inquiry inbox: status tabs, search and pages on the left, the open inquiry on the right (one after the
 * other below xl). Everything that picks the view lives in the URL, so reload, back and shared links keep it.
 */
export default function InquiriesScreen() {
  const [params, setParams] = useSearchParams();
  const state = readInboxState(params);
  const list = useApiData<InquiryPage>(inboxApiPath(state));
  const { setData: setList } = list;

  const update = useCallback(
    (changes: Partial<InboxState>, replace = false) =>
      setParams((current) => new URLSearchParams(inboxSearch({ ...readInboxState(current), ...changes })), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );

  const [query, setQuery] = useState(state.q);
  const [urlQuery, setUrlQuery] = useState(state.q);
  // Back and forward move the URL under the box: the box follows (adjusted while rendering, not in an effect).
  if (urlQuery !== state.q) {
    setUrlQuery(state.q);
    setQuery(state.q);
  }
  useEffect(() => {
    if (query === state.q) return;
    const timer = window.setTimeout(() => update({ q: query, page: 1 }, true), INQUIRY_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, state.q, update]);

  const onSaved = useCallback(
    (inquiry: InquiryView) =>
      setList((current) => (current ? applyInquiryUpdate(current, inquiry) : current)),
    [setList],
  );

  const detailOpen = state.id !== null;
  const backTo = inboxHref({ ...state, id: null });

  return (
    <div>
      <div className={detailOpen ? 'hidden xl:block' : ''}>
        <AdminPageHeader title={text.title} description={text.description} />
        <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
          <StatusTabs
            active={state.status}
            counts={list.data?.status_counts ?? null}
            onSelect={(status) => update({ status, page: 1 })}
          />
          <div className="flex w-full flex-col gap-3 sm:flex-row xl:w-auto xl:max-w-[36rem] xl:min-w-0 xl:flex-1">
            <PurposeSelect value={state.purpose} onChange={(purpose) => update({ purpose, page: 1 })} />
            <SearchBox value={query} onChange={setQuery} />
          </div>
        </div>
      </div>

      <div className="xl:grid xl:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] xl:items-start xl:gap-6">
        <div className={detailOpen ? 'hidden xl:block' : ''}>
          <InboxList state={state} list={list} />
        </div>
        <div
          className={`xl:sticky xl:top-6 xl:max-h-[calc(100vh-3rem)] xl:overflow-y-auto xl:rounded-xl ${detailOpen ? '' : 'hidden xl:block'}`}
        >
          {state.id !== null ? (
            <InquiryDetail key={state.id} id={state.id} backTo={backTo} onSaved={onSaved} />
          ) : (
            <Panel className="flex flex-col items-center justify-center gap-3 px-6 py-24 text-center">
              <span className="rounded-full bg-slate-100 p-3">
                <MailOpen aria-hidden="true" className="size-6 text-slate-400" />
              </span>
              <p className="text-sm text-slate-600">{text.selectPrompt}</p>
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}

function StatusTabs({
  active,
  counts,
  onSelect,
}: {
  active: StatusTab;
  counts: InquiryPage['status_counts'] | null;
  onSelect: (status: StatusTab) => void;
}) {
  const tabs: { value: StatusTab; label: string; count: number | null }[] = [
    { value: 'all', label: text.all, count: counts ? totalCount(counts) : null },
    ...INQUIRY_STATUSES.map((status) => ({
      value: status,
      label: text.statuses[status],
      count: counts ? counts[status] : null,
    })),
  ];
  return (
    <nav aria-label={text.statusTabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
        {tabs.map((tab) => {
          const selected = tab.value === active;
          return (
            <li key={tab.value}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(tab.value)}
                className={`inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  selected ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {tab.label}
                {tab.count !== null && (
                  <span
                    data-testid="tab-count"
                    className={`min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums ${
                      selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600'
                    }`}
                  >
                    {tab.count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PurposeSelect({ value, onChange }: { value: string; onChange: (purpose: string) => void }) {
  return (
    <div className="sm:w-44 sm:shrink-0">
      <label htmlFor="inquiry-purpose" className="sr-only">
        {text.purposeLabel}
      </label>
      <select
        id="inquiry-purpose"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{text.allPurposes}</option>
        {INQUIRY_PURPOSES.map((purpose) => (
          <option key={purpose} value={purpose}>
            {purpose}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="relative w-full sm:min-w-0 sm:flex-1">
      <label htmlFor="inquiry-search" className="sr-only">
        {text.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id="inquiry-search"
        type="search"
        value={value}
        maxLength={INQUIRY_SEARCH_MAX_LENGTH}
        placeholder={text.searchPlaceholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          aria-label={text.clearSearch}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

function InboxList({ state, list }: { state: InboxState; list: ReturnType<typeof useApiData<InquiryPage>> }) {
  const { data, error, loading, reload } = list;

  if (error) {
    return (
      <Panel className="space-y-3 p-4">
        <Notice tone="error">{text.loadFailed}</Notice>
        <Button variant="secondary" onClick={reload}>
          {text.retry}
        </Button>
      </Panel>
    );
  }
  if (!data) {
    return (
      <Panel>
        <Loading label={text.loading} />
      </Panel>
    );
  }
  if (data.results.length === 0) {
    const searching = state.q.trim() !== '';
    return (
      <Panel className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="rounded-full bg-slate-100 p-3">
          <Inbox aria-hidden="true" className="size-6 text-slate-400" />
        </span>
        <p className="text-sm font-medium text-slate-700">
          {searching ? text.noMatch : state.status === 'all' ? text.empty : text.emptyTab}
        </p>
      </Panel>
    );
  }

  const pages = pageCount(data.count, INQUIRY_INBOX_PAGE_SIZE);
  const now = new Date();
  return (
    <Panel className={`overflow-hidden transition-opacity ${loading ? 'opacity-60' : ''}`}>
      <ul aria-label={text.title} aria-busy={loading} className="divide-y divide-slate-100">
        {data.results.map((inquiry) => (
          <InboxRow key={inquiry.id} inquiry={inquiry} state={state} now={now} />
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={text.pageOf(state.page, pages)}
          className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3"
        >
          <PageLink state={state} page={state.page - 1} disabled={state.page <= 1} label={text.previousPage}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </PageLink>
          <p className="text-sm text-slate-600">{text.pageOf(state.page, pages)}</p>
          <PageLink state={state} page={state.page + 1} disabled={state.page >= pages} label={text.nextPage}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </PageLink>
        </nav>
      )}
    </Panel>
  );
}

function PageLink({
  state,
  page,
  disabled,
  label,
  children,
}: {
  state: InboxState;
  page: number;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  const look = buttonClass('secondary', 'px-2.5');
  if (disabled) {
    return (
      <span aria-disabled="true" aria-label={label} className={`${look} pointer-events-none opacity-40`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={inboxHref({ ...state, page })} aria-label={label} preventScrollReset className={look}>
      {children}
    </Link>
  );
}

function InboxRow({ inquiry, state, now }: { inquiry: InquiryView; state: InboxState; now: Date }) {
  const fresh = inquiry.status === 'new';
  const selected = inquiry.id === state.id;
  return (
    <li data-testid="inquiry-row">
      <Link
        to={inboxHref({ ...state, id: inquiry.id })}
        preventScrollReset
        aria-current={selected ? 'true' : undefined}
        className={`relative flex gap-3 px-4 py-3.5 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
          selected ? 'bg-brand-50' : 'hover:bg-slate-50'
        }`}
      >
        {selected && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" />}
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${fresh ? 'bg-brand-600' : 'bg-transparent'}`}
        />
        {fresh && <span className="sr-only">{text.newMarker}: </span>}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span
              className={`truncate text-sm ${fresh ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}
            >
              {inquiry.name}
            </span>
            <time
              dateTime={inquiry.created_at}
              className={`shrink-0 text-xs tabular-nums ${fresh ? 'font-semibold text-brand-700' : 'text-slate-500'}`}
            >
              {shortReceived(inquiry.created_at, now)}
            </time>
          </span>
          <span className="block truncate text-xs text-slate-500">{inquiry.company}</span>
          <span className={`mt-1 block truncate text-sm ${fresh ? 'text-slate-800' : 'text-slate-500'}`}>
            {excerpt(inquiry.message)}
          </span>
          <span className="mt-2 flex flex-wrap items-center gap-1.5">
            <PurposeBadge purpose={inquiry.purpose} />
            <StatusBadge status={inquiry.status} />
          </span>
        </span>
      </Link>
    </li>
  );
}
