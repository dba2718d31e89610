import type { ActiveFilters, FilterGroup, ProductSort } from '~/domain/catalogue';
import { MULTI_SELECT_FILTER_GROUPS } from '~/domain/constants';

export const SORT_LABELS: Record<ProductSort, string> = {
  latest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
};

export function isMultiSelect(group: FilterGroup): boolean {
  return (MULTI_SELECT_FILTER_GROUPS as readonly string[]).includes(group);
}

/** One filter group as the sidebar shows it; labels come from the server so the domain module stays there. */
export interface FilterGroupView {
  group: FilterGroup;
  label: string;
  values: string[];
}

export interface ListingParams {
  filters: ActiveFilters;
  sort: ProductSort;
  page: number;
}

export function activeFilterCount(filters: ActiveFilters): number {
  return Object.values(filters).reduce((total, values) => total + (values?.length ?? 0), 0);
}

/**
 * The listing's query string. Groups keep the order the loader parsed them in (the display order), so the
 * same selection always gives the same URL; sort can be left out (canonical URLs).
 */
export function listingSearch({ filters, sort, page }: ListingParams, withSort = true): string {
  const params = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) {
    for (const value of values ?? []) params.append(group, value);
  }
  if (withSort && sort !== 'latest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Toggles one filter value; any filter change goes back to page 1 (section 4). */
export function withFilterToggled(
  current: ListingParams,
  group: FilterGroup,
  value: string,
  checked: boolean,
): ListingParams {
  const values = current.filters[group] ?? [];
  let next: string[];
  if (isMultiSelect(group)) next = checked ? [...values, value] : values.filter((item) => item !== value);
  else next = checked && value ? [value] : [];
  return { ...current, filters: { ...current.filters, [group]: next }, page: 1 };
}
