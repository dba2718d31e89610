import { describe, expect, it } from 'vitest';
import {
  applyInquiryUpdate,
  excerpt,
  INBOX_PARAMS,
  inboxQuery,
  shortReceived,
  telHref,
  totalCount,
  type InquiryPage,
  type InquiryView,
} from './inquiry-inbox';
import { listHref, readListState } from '../shared/list-params';

const inquiry = (overrides: Partial<InquiryView> = {}): InquiryView => ({
  id: 1,
  name: 'Maria Santos',
  phone: '+63 917 555 0101',
  company: 'Santos Trading',
  email: 'maria@example.ph',
  purpose: 'Request for Quote',
  brands: 'HP',
  products: '',
  service: '',
  message: 'Hello',
  status: 'new',
  notes: '',
  forward_status: 'not_configured',
  forward_attempts: 0,
  forward_error: null,
  forwarded_at: null,
  created_at: '2026-11-22T08:00:00.000Z',
  updated_at: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

describe('inbox URL state', () => {
  it('reads status, purpose, search, page and open inquiry, ignoring malformed values', () => {
    const read = (query: string) => readListState(new URLSearchParams(query), INBOX_PARAMS);
    expect(read('status=quoted&purpose=Request+for+Quote&q=acme&page=3&id=42')).toEqual({
      search: 'acme',
      page: 3,
      detail: 42,
      filters: { status: 'quoted', purpose: 'Request for Quote' },
    });
    expect(read('status=archived&purpose=Spam&page=0&id=abc')).toEqual({
      search: '',
      page: 1,
      detail: null,
      filters: { status: '', purpose: '' },
    });
    expect(read('page=-2&id=1.5').page).toBe(1);
  });

  it('keeps the filters when the open inquiry closes, and starts a new tab at page 1', () => {
    const params = new URLSearchParams('status=in_progress&purpose=Services&q=Juan+%26+Co&page=2&id=7');
    expect(listHref(params, INBOX_PARAMS, { detail: null })).toBe(
      '?status=in_progress&purpose=Services&q=Juan+%26+Co&page=2',
    );
    expect(listHref(params, INBOX_PARAMS, { filters: { status: 'new' } })).toBe(
      '?status=new&purpose=Services&q=Juan+%26+Co&id=7',
    );
  });

  it('asks the API for the listed page without the open inquiry', () => {
    expect(inboxQuery({ status: '', purpose: '', q: '', page: 1 })).toEqual({ page: 1, page_size: 20 });
    expect(inboxQuery({ status: 'new', purpose: 'Product Inquiry', q: ' maria ', page: 2 })).toEqual({
      page: 2,
      page_size: 20,
      status: 'new',
      purpose: 'Product Inquiry',
      q: 'maria',
    });
  });
});

describe('list helpers', () => {
  it('puts the message on one line and shortens it', () => {
    expect(excerpt('Line one\n\nLine   two\t end ')).toBe('Line one Line two end');
    const long = excerpt('word '.repeat(50), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
    expect(excerpt('short', 20)).toBe('short');
  });

  it('makes a dialable tel: link', () => {
    expect(telHref('+63 917 555-0101')).toBe('tel:+639175550101');
    expect(telHref('(02) 8123 4567')).toBe('tel:0281234567');
  });

  it('sums the status counts', () => {
    expect(totalCount({ new: 3, in_progress: 1, quoted: 0, closed: 2 })).toBe(6);
  });
});

describe('received dates in Manila time', () => {
  // 08:00 UTC is 4:00 PM in Manila (UTC+8, no daylight saving).
  const iso = '2026-11-22T08:00:00.000Z';

  it('shows the time for today, the day for this year, the full date before', () => {
    expect(shortReceived(iso, new Date('2026-11-22T10:00:00Z'))).toMatch(/^4:00\s?PM$/i);
    expect(shortReceived(iso, new Date('2026-11-23T10:00:00Z'))).toBe('Nov 22');
    expect(shortReceived(iso, new Date('2027-01-02T10:00:00Z'))).toBe('Nov 22, 2026');
  });

  it('decides "today" in Manila, not in UTC', () => {
    // 17:00 UTC on the 21st is already 1 AM on the 22nd in Manila.
    expect(shortReceived('2026-11-21T17:00:00Z', new Date('2026-11-22T03:00:00Z'))).toMatch(/^1:00\s?AM$/i);
  });

  it('tolerates garbage', () => {
    expect(shortReceived('not a date')).toBe('');
  });
});

describe('applyInquiryUpdate', () => {
  const page: InquiryPage = {
    count: 2,
    next: null,
    previous: null,
    results: [inquiry({ id: 1 }), inquiry({ id: 2, status: 'quoted' })],
    status_counts: { new: 1, in_progress: 0, quoted: 1, closed: 0 },
  };

  it('replaces the row and moves the tab counts', () => {
    const next = applyInquiryUpdate(page, inquiry({ id: 1, status: 'in_progress', notes: 'Called' }));
    expect(next.results[0]).toMatchObject({ status: 'in_progress', notes: 'Called' });
    expect(next.status_counts).toEqual({ new: 0, in_progress: 1, quoted: 1, closed: 0 });
    expect(page.status_counts.new).toBe(1);
  });

  it('keeps counts for a notes-only change and ignores rows not on the page', () => {
    expect(applyInquiryUpdate(page, inquiry({ id: 2, status: 'quoted', notes: 'x' })).status_counts).toEqual(
      page.status_counts,
    );
    expect(applyInquiryUpdate(page, inquiry({ id: 99 }))).toBe(page);
  });
});
