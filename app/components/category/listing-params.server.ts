import {
  FILTER_GROUP_LABELS,
  FILTER_GROUPS,
  PRODUCT_SORTS,
  type ActiveFilters,
  type FiltersResponse,
  type ProductSort,
} from '~/domain/catalogue';
import { isMultiSelect, type FilterGroupView, type ListingParams } from './listing-params';

/** Filters, sort and page live in the URL (?brand=HP&brand=Lenovo&page=2) so listings can be shared. */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const filters: ActiveFilters = {};
  for (const group of FILTER_GROUPS) {
    const values = [
      ...new Set(
        params
          .getAll(group)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length === 0) continue;
    // A single-select group keeps one value even when a hand-written URL repeats it.
    filters[group] = isMultiSelect(group) ? values : values.slice(0, 1);
  }
  const sortParam = params.get('sort') ?? '';
  const sort = (PRODUCT_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as ProductSort)
    : 'latest';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  return { filters, sort, page };
}

/** The groups that have values, in display order, with their labels. */
export function filterGroupViews(filters: FiltersResponse): FilterGroupView[] {
  return FILTER_GROUPS.filter((group) => (filters[group]?.length ?? 0) > 0).map((group) => ({
    group,
    label: FILTER_GROUP_LABELS[group],
    values: filters[group] ?? [],
  }));
}
