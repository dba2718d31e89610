import { ChevronDown, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { FilterGroup } from '~/domain/catalogue';
import {
  activeFilterCount,
  isMultiSelect,
  withFilterToggled,
  type FilterGroupView,
  type ListingParams,
} from './listing-params';

/** Section 3: the expanded/collapsed state of filter groups is kept in local storage. */
const FILTER_GROUPS_STORAGE_KEY = 'filterGroupsExpanded';

const EXPANDED_CHANGE_EVENT = 'filter-groups-change';

function subscribe(listener: () => void): () => void {
  window.addEventListener(EXPANDED_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(EXPANDED_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

function parseExpanded(raw: string): Partial<Record<FilterGroup, boolean>> {
  try {
    const stored = JSON.parse(raw) as unknown;
    return stored && typeof stored === 'object' ? (stored as Partial<Record<FilterGroup, boolean>>) : {};
  } catch {
    return {};
  }
}

/** Groups start expanded; the stored choice applies after hydration so server and client render alike. */
function useExpandedGroups() {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(FILTER_GROUPS_STORAGE_KEY) ?? '{}',
    () => '{}',
  );
  const expanded = parseExpanded(raw);
  const isOpen = (group: FilterGroup) => expanded[group] ?? true;
  const toggle = (group: FilterGroup) => {
    const next = { ...expanded, [group]: !isOpen(group) };
    window.localStorage.setItem(FILTER_GROUPS_STORAGE_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(EXPANDED_CHANGE_EVENT));
  };
  return { isOpen, toggle };
}

interface FilterSidebarProps {
  formId: string;
  groups: FilterGroupView[];
  error: string | null;
  params: ListingParams;
  onChange: (next: ListingParams) => void;
  clearHref: string;
}

export function FilterSidebar({ formId, groups, error, params, onChange, clearHref }: FilterSidebarProps) {
  const { isOpen, toggle } = useExpandedGroups();
  const active = activeFilterCount(params.filters);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 className="font-semibold text-slate-900">Filters</h2>
        {active > 0 && (
          <a
            href={clearHref}
            onClick={(event) => {
              event.preventDefault();
              onChange({ ...params, filters: {}, page: 1 });
            }}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-3.5" aria-hidden="true" />
            Clear all
          </a>
        )}
      </div>
      {error ? (
        <p role="alert" className="px-4 py-4 text-sm text-rose-700">
          {error}
        </p>
      ) : groups.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">No filters for this category.</p>
      ) : (
        groups.map(({ group, label, values }) => {
          const selected = params.filters[group] ?? [];
          const open = isOpen(group);
          const panelId = `filter-group-${group}`;
          const multi = isMultiSelect(group);
          return (
            <fieldset key={group} className="border-b border-slate-100 last:border-b-0">
              <legend className="w-full">
                <button
                  type="button"
                  onClick={() => toggle(group)}
                  aria-expanded={open}
                  aria-controls={panelId}
                  className="flex w-full items-center justify-between px-4 py-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
                >
                  <span>
                    {label}
                    {selected.length > 0 && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                        {selected.length}
                      </span>
                    )}
                  </span>
                  <ChevronDown
                    className={`size-4 text-slate-500 transition ${open ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  />
                </button>
              </legend>
              <div id={panelId} hidden={!open} className="max-h-64 space-y-1 overflow-y-auto px-4 pb-3">
                {!multi && (
                  <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
                    <input
                      type="radio"
                      form={formId}
                      name={group}
                      value=""
                      checked={selected.length === 0}
                      onChange={() => onChange(withFilterToggled(params, group, '', false))}
                      className="size-4 accent-brand-600"
                    />
                    Any
                  </label>
                )}
                {values.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
                  >
                    <input
                      type={multi ? 'checkbox' : 'radio'}
                      form={formId}
                      name={group}
                      value={value}
                      checked={selected.includes(value)}
                      onChange={(event) =>
                        onChange(withFilterToggled(params, group, value, event.target.checked))
                      }
                      className="size-4 rounded accent-brand-600"
                    />
                    {value}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })
      )}
      <noscript>
        <div className="border-t border-slate-100 p-4">
          <button
            type="submit"
            form={formId}
            className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
          >
            Apply filters
          </button>
        </div>
      </noscript>
    </div>
  );
}
