import { describe, expect, it } from 'vitest';
import {
  excerpt,
  INBOX_PARAMS,
  inboxQuery,
  inboxRequest,
  shortReceived,
  telHref,
  totalCount,
} from './inquiry-inbox';
import { listHref, readListState } from '../shared/list-params';

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

  it('gives the loader the list request and the open inquiry of a URL', () => {
    expect(inboxRequest(new URLSearchParams('status=quoted&purpose=Spam&q=acme&page=2&id=7'))).toEqual({
      query: { page: 2, page_size: 20, status: 'quoted', q: 'acme' },
      detail: 7,
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
