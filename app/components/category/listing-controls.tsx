import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FilterSidebar } from './filter-sidebar';
import { listingSearch, SORT_LABELS, type FilterGroupView, type ListingParams } from './listing-params';

/** The filter panel the toggle shows on phones (from md up it is always shown). */
export const FILTER_PANEL_ID = 'filter-panel';

/**
 * The listing's own URL for a choice, loaded as a plain document: the choice lives in the URL, so back and
 * forward restore it. Until the island hydrates (or without JavaScript) the same controls are a GET form.
 */
function useListingChoice(base: string, params: ListingParams) {
  const [shown, setShown] = useState(params);
  // A page restored from the back/forward cache keeps the state it was left in: show its own URL's choice.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) setShown(params);
    };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, [params]);
  const apply = (next: ListingParams) => {
    setShown(next);
    window.location.assign(`${base}${listingSearch(next)}`);
  };
  return { shown, apply };
}

/** Each filter change loads a new page: the panel stays open across them for the rest of the visit. */
const PANEL_OPEN_KEY = 'filterPanelOpen';
const PANEL_CHANGE_EVENT = 'filter-panel-change';

function subscribePanel(listener: () => void): () => void {
  window.addEventListener(PANEL_CHANGE_EVENT, listener);
  return () => window.removeEventListener(PANEL_CHANGE_EVENT, listener);
}

/** An island: shows and hides the filter panel on phones. */
export function FilterToggle({ active }: { active: number }) {
  const open = useSyncExternalStore(
    subscribePanel,
    () => window.sessionStorage.getItem(PANEL_OPEN_KEY) === 'true',
    () => false,
  );
  useEffect(() => {
    document.getElementById(FILTER_PANEL_ID)?.classList.toggle('max-md:hidden', !open);
  }, [open]);
  const toggle = () => {
    window.sessionStorage.setItem(PANEL_OPEN_KEY, String(!open));
    window.dispatchEvent(new Event(PANEL_CHANGE_EVENT));
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={open}
      aria-controls={FILTER_PANEL_ID}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:hidden"
    >
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {open ? 'Hide filters' : 'Show filters'}
      {active > 0 && <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{active}</span>}
    </button>
  );
}

interface ListingControlProps {
  formId: string;
  base: string;
  params: ListingParams;
}

/** An island: a new sort order reloads the listing at page 1. */
export function SortSelect({ formId, base, params }: ListingControlProps) {
  const { shown, apply } = useListingChoice(base, params);
  return (
    <select
      id="listing-sort"
      name="sort"
      form={formId}
      value={shown.sort}
      onChange={(event) => apply({ ...shown, sort: event.target.value as ListingParams['sort'], page: 1 })}
      className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
    >
      {Object.entries(SORT_LABELS).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** An island: the filter groups, each change reloading the listing at page 1. */
export function FilterPanel({
  base,
  params,
  ...sidebar
}: ListingControlProps & { groups: FilterGroupView[]; error: string | null }) {
  const { shown, apply } = useListingChoice(base, params);
  return <FilterSidebar {...sidebar} params={shown} onChange={apply} clearHref={base} />;
}
