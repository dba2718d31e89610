import { INQUIRY_INBOX_PAGE_SIZE, INQUIRY_PURPOSES, INQUIRY_STATUSES } from '~/domain/constants';
import type { InquiryPurpose, InquiryStatus, InquiryView } from '~/domain/inquiry';
import { readListState, type ListParamsConfig } from '../shared/list-params';
import { CALENDAR_DATE, shopDateFormat } from '../shared/shop-dates';

export type { InquiryView };

export interface InquiryPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: InquiryView[];
  status_counts: Record<InquiryStatus, number>;
}

export type StatusTab = InquiryStatus | 'all';

export function isInquiryStatus(value: string): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly string[]).includes(value);
}

function isInquiryPurpose(value: string): boolean {
  return (INQUIRY_PURPOSES as readonly string[]).includes(value);
}

/** What the inbox keeps in its URL besides the search (`q`) and page: a reload or a shared link shows the same view. */
export const INBOX_PARAMS: ListParamsConfig<'status' | 'purpose'> = {
  detail: 'id',
  filters: { status: isInquiryStatus, purpose: isInquiryPurpose },
};

/** The list request for an inbox view ('' status or purpose: all of them); the open inquiry does not change it. */
export function inboxQuery(view: {
  status: InquiryStatus | '';
  purpose: InquiryPurpose | '';
  q: string;
  page: number;
}) {
  return {
    page: view.page,
    page_size: INQUIRY_INBOX_PAGE_SIZE,
    status: view.status || undefined,
    purpose: view.purpose || undefined,
    q: view.q.trim() || undefined,
  };
}

/**
 * What an inbox URL asks the loader for: the list request, and the inquiry open beside it (null: none). The
 * filters read only known statuses and purposes, so the casts hold.
 */
export function inboxRequest(search: URLSearchParams) {
  const { filters, search: q, page, detail } = readListState(search, INBOX_PARAMS);
  const status = filters.status as InquiryStatus | '';
  const purpose = filters.purpose as InquiryPurpose | '';
  return { query: inboxQuery({ status, purpose, q, page }), detail };
}

/** The message on one line for a list row: runs of whitespace (line breaks too) become one space. */
export function excerpt(message: string, max = 140): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const dayKey = shopDateFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
const timeOnly = shopDateFormat({ hour: 'numeric', minute: '2-digit' });
const dayMonth = shopDateFormat({ day: 'numeric', month: 'short' });
const dayMonthYear = shopDateFormat(CALENDAR_DATE);

/**
 * The received date of a list row in Manila time, short as mail clients show it: the time for today, day and
 * month for this year, the full date before.
 */
export function shortReceived(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (dayKey.format(date) === dayKey.format(now)) return timeOnly.format(date);
  const sameYear = dayKey.format(date).slice(0, 4) === dayKey.format(now).slice(0, 4);
  return (sameYear ? dayMonth : dayMonthYear).format(date);
}

export function totalCount(counts: Record<InquiryStatus, number>): number {
  return INQUIRY_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

/** A dialable tel: link: spaces, dashes and brackets dropped, a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
