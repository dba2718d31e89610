import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { INQUIRY_INBOX_PAGE_SIZE } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import { AdminList, EmptyState, listPaging } from '../shared/admin-list';
import { Panel } from '../shared/ui';
import type { ListParams } from '../shared/use-list-params';
import { PurposeBadge, StatusBadge } from './inquiry-badges';
import { excerpt, shortReceived, type InquiryPage, type InquiryView } from './inquiry-inbox';

export type InboxParams = ListParams<'status' | 'purpose'>;

const text = adminMessages.inquiryInbox;

/**
 * The listed page of the inbox: null with `failed` when it could not be loaded, dimmed while the loader brings
 * another view of it. `openId` is the inquiry open (or being opened) beside it.
 */
export function InboxList({
  params,
  list,
  failed,
  loading,
  onRetry,
  openId,
}: {
  params: InboxParams;
  list: InquiryPage | null;
  failed: boolean;
  loading: boolean;
  onRetry: () => void;
  openId: number | null;
}) {
  const now = new Date();
  const empty = params.search.trim() ? text.noMatch : params.filters.status ? text.emptyTab : text.empty;
  return (
    <Panel className="overflow-hidden">
      <AdminList
        rows={list?.results ?? null}
        loading={loading}
        error={failed}
        onRetry={onRetry}
        loadingLabel={text.loading}
        errorText={text.loadFailed}
        empty={<EmptyState icon={<Inbox aria-hidden="true" />}>{empty}</EmptyState>}
        listLabel={text.title}
        item={(inquiry) => (
          <InboxRow
            inquiry={inquiry}
            href={params.href({ detail: inquiry.id })}
            open={inquiry.id === openId}
            now={now}
          />
        )}
        paging={listPaging(params, INQUIRY_INBOX_PAGE_SIZE, list?.count)}
      />
    </Panel>
  );
}

function InboxRow({
  inquiry,
  href,
  open,
  now,
}: {
  inquiry: InquiryView;
  href: string;
  open: boolean;
  now: Date;
}) {
  const fresh = inquiry.status === 'new';
  return (
    <li data-testid="inquiry-row">
      <Link
        to={href}
        preventScrollReset
        aria-current={open ? 'true' : undefined}
        className={`relative flex gap-3 px-4 py-3.5 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
          open ? 'bg-brand-50' : 'hover:bg-slate-50'
        }`}
      >
        {open && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-brand-600" />}
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
