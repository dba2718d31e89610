import { Inbox, MailOpen, Search, X } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  INQUIRY_PURPOSES,
  INQUIRY_INBOX_PAGE_SIZE,
  INQUIRY_SEARCH_MAX_LENGTH,
  INQUIRY_STATUSES,
} from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import type { InquiryPurpose, InquiryStatus } from '~/domain/inquiry';
import { PurposeBadge, StatusBadge } from './inquiry-badges';
import { InquiryDetail } from './inquiry-detail';
import {
  applyInquiryUpdate,
  excerpt,
  INBOX_PARAMS,
  inboxQuery,
  shortReceived,
  totalCount,
  type InquiryPage,
  type InquiryView,
  type StatusTab,
} from './inquiry-inbox';
import { AdminList, EmptyState, listPaging } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import { AdminPageHeader, inputClass, Panel } from '../shared/ui';
import { useApiGet, type ApiData } from '../shared/use-api-data';
import { useListParams, type ListParams } from '../shared/use-list-params';
import { resendEmail } from '../shared/email-list';
import type { Route } from './+types/inquiries';

type InboxParams = ListParams<'status' | 'purpose'>;

const text = adminMessages.inquiryInbox;

export function meta() {
  return [{ title: `${text.title} | Back office` }, { name: 'robots', content: 'noindex' }];
}

/** The open inquiry's e-mails are resent from here (EmailList). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return resendEmail(await request.formData());
}

/**
 * The inquiry inbox: status tabs, search and pages on the left, the open inquiry on the right (one after the
 * other below xl). Everything that picks the view lives in the URL, so reload, back and shared links keep it.
 */
export default function InquiriesScreen() {
  const params = useListParams(INBOX_PARAMS);
  const { status, purpose } = params.filters;
  // INBOX_PARAMS reads only known statuses and purposes from the URL.
  const list = useApiGet('/api/inquiries/', {
    params: {
      query: inboxQuery({
        status: status as InquiryStatus | '',
        purpose: purpose as InquiryPurpose | '',
        q: params.search,
        page: params.page,
      }),
    },
  });
  const { setData: setList } = list;

  const onSaved = useCallback(
    (inquiry: InquiryView) =>
      setList((current) => (current ? applyInquiryUpdate(current, inquiry) : current)),
    [setList],
  );

  const detailOpen = params.detail !== null;

  return (
    <div>
      <div className={detailOpen ? 'hidden xl:block' : ''}>
        <AdminPageHeader title={text.title} description={text.description} />
        <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
          <StatusTabs
            active={(status || 'all') as StatusTab}
            counts={list.data?.status_counts ?? null}
            onSelect={(tab) => params.update({ filters: { status: tab === 'all' ? '' : tab } })}
          />
          <div className="flex w-full flex-col gap-3 sm:flex-row xl:w-auto xl:max-w-[36rem] xl:min-w-0 xl:flex-1">
            <PurposeSelect
              value={purpose}
              onChange={(value) => params.update({ filters: { purpose: value } })}
            />
            <SearchBox value={params.text} onChange={params.setText} />
          </div>
        </div>
      </div>

      <div className="xl:grid xl:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] xl:items-start xl:gap-6">
        <div className={detailOpen ? 'hidden xl:block' : ''}>
          <InboxList params={params} list={list} />
        </div>
        <div
          className={`xl:sticky xl:top-6 xl:max-h-[calc(100vh-3rem)] xl:overflow-y-auto xl:rounded-xl ${detailOpen ? '' : 'hidden xl:block'}`}
        >
          {params.detail !== null ? (
            <InquiryDetail
              key={params.detail}
              id={params.detail}
              backTo={`${adminPaths.inquiries}${params.href({ detail: null })}`}
              onSaved={onSaved}
            />
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

function InboxList({ params, list }: { params: InboxParams; list: ApiData<InquiryPage> }) {
  const { data, error, loading, reload } = list;
  const now = new Date();
  const empty = params.search.trim() ? text.noMatch : params.filters.status ? text.emptyTab : text.empty;
  return (
    <Panel className="overflow-hidden">
      <AdminList
        rows={data?.results ?? null}
        loading={loading}
        error={error}
        onRetry={reload}
        loadingLabel={text.loading}
        errorText={text.loadFailed}
        empty={<EmptyState icon={<Inbox aria-hidden="true" />}>{empty}</EmptyState>}
        listLabel={text.title}
        item={(inquiry) => <InboxRow inquiry={inquiry} params={params} now={now} />}
        paging={listPaging(params, INQUIRY_INBOX_PAGE_SIZE, data?.count)}
      />
    </Panel>
  );
}

function InboxRow({ inquiry, params, now }: { inquiry: InquiryView; params: InboxParams; now: Date }) {
  const fresh = inquiry.status === 'new';
  const selected = inquiry.id === params.detail;
  return (
    <li data-testid="inquiry-row">
      <Link
        to={params.href({ detail: inquiry.id })}
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
