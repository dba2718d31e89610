import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  listHref,
  pageCount,
  pageRange,
  positiveInt,
  readListState,
  searchArrived,
  type ListParamsConfig,
} from './list-params';

const orders: ListParamsConfig<'status'> = {
  search: 'query',
  detail: 'order',
  filters: { status: (value) => ['pending', 'shipped'].includes(value) },
};

describe('readListState', () => {
  it('reads the search, page, detail and filters a screen names', () => {
    const params = new URLSearchParams('query=acme&page=3&order=42&status=shipped');
    expect(readListState(params, orders)).toEqual({
      search: 'acme',
      page: 3,
      detail: 42,
      filters: { status: 'shipped' },
    });
  });

  it('falls back to the plain list for anything malformed', () => {
    const params = new URLSearchParams('page=-2&order=4x&status=lost');
    expect(readListState(params, orders)).toEqual({
      search: '',
      page: 1,
      detail: null,
      filters: { status: '' },
    });
  });

  it('reads `q` by default and no detail when the list opens none', () => {
    expect(readListState(new URLSearchParams('q=red&id=5'), {})).toEqual({
      search: 'red',
      page: 1,
      detail: null,
      filters: {},
    });
  });
});

describe('applyListChange', () => {
  it('starts a new search at page 1 and trims it', () => {
    const next = applyListChange(new URLSearchParams('page=4&status=pending'), orders, { search: '  acme ' });
    expect(next.toString()).toBe('status=pending&query=acme');
  });

  it('starts a new filter at page 1 and drops a cleared one', () => {
    const params = new URLSearchParams('status=pending&page=2');
    expect(applyListChange(params, orders, { filters: { status: 'shipped' } }).toString()).toBe(
      'status=shipped',
    );
    expect(applyListChange(params, orders, { filters: { status: '' } }).toString()).toBe('');
  });

  it('leaves page 1 out of the URL and keeps the rest', () => {
    const params = new URLSearchParams('q=red&page=3');
    expect(applyListChange(params, {}, { page: 1 }).toString()).toBe('q=red');
    expect(applyListChange(params, {}, { page: 4 }).toString()).toBe('q=red&page=4');
  });

  it('opens and closes the detail without moving the page', () => {
    const params = new URLSearchParams('page=2');
    const open = applyListChange(params, orders, { detail: 7 });
    expect(open.toString()).toBe('page=2&order=7');
    expect(applyListChange(open, orders, { detail: null }).toString()).toBe('page=2');
  });

  it('sets and removes names the screen keeps besides the list', () => {
    const params = new URLSearchParams('new=1&inquiry=3');
    expect(applyListChange(params, orders, { extra: { new: null, inquiry: null } }).toString()).toBe('');
  });

  it('does not change the URL it was given', () => {
    const params = new URLSearchParams('q=red');
    applyListChange(params, {}, { search: 'blue' });
    expect(params.toString()).toBe('q=red');
  });
});

describe('listHref', () => {
  it('is a query link, `?` for the plain list', () => {
    expect(listHref(new URLSearchParams('q=red&page=2'), {}, { page: 3 })).toBe('?q=red&page=3');
    expect(listHref(new URLSearchParams('page=2'), {}, { page: 1 })).toBe('?');
  });
});

describe('positiveInt', () => {
  it('accepts digits from 1 only', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('1.5')).toBeNull();
    expect(positiveInt('9999999999')).toBeNull();
    expect(positiveInt(null)).toBeNull();
  });
});

describe('pageCount and pageRange', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('numbers the rows of a page', () => {
    expect(pageRange(2, 25, 25, 60)).toEqual({ first: 26, last: 50 });
    expect(pageRange(3, 25, 10, 60)).toEqual({ first: 51, last: 60 });
    expect(pageRange(1, 25, 0, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('searchArrived', () => {
  it("keeps the box's text when the URL arrives at a search the box sent, even an earlier one", () => {
    expect(searchArrived(['zq', 'zqmx', 'zqmx1b'], 'zq', true, false)).toEqual({
      sent: ['zqmx', 'zqmx1b'],
      follow: false,
    });
    expect(searchArrived(['zqmx', 'zqmx1b'], 'zqmx1b', true, true)).toEqual({ sent: [], follow: false });
  });

  it('passes over searches the router dropped for a later one', () => {
    expect(searchArrived(['zq', 'zqmx', 'zqmx1b'], 'zqmx', true, false)).toEqual({
      sent: ['zqmx1b'],
      follow: false,
    });
  });

  it('leaves searches on their way alone while only the page or a filter changed', () => {
    expect(searchArrived(['zqmx'], 'zq', false, false)).toEqual({ sent: ['zqmx'], follow: false });
  });

  it('forgets what the router dropped once it has nothing more on its way', () => {
    // The URL showed "zq"; the box sent "zqm" and then "zq" again, and the router dropped "zqm".
    expect(searchArrived(['zqm', 'zq'], 'zq', false, true)).toEqual({ sent: [], follow: false });
    // A filter clicked while "zqmx" loaded took its place: the box sends "zqmx" again rather than wait for it.
    expect(searchArrived(['zqmx'], 'zq', false, true)).toEqual({ sent: [], follow: false });
  });

  it('follows a search the box never sent: back, forward or a link', () => {
    expect(searchArrived(['zqmx'], '', true, false)).toEqual({ sent: [], follow: true });
    expect(searchArrived([], 'acme', true, true)).toEqual({ sent: [], follow: true });
  });
});
