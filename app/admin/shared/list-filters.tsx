import { Search } from 'lucide-react';
import { Link } from 'react-router';
import type { ListParams } from './use-list-params';
import { inputClass } from './ui';

/**
 * A list's status tabs as links (All first), so each status has its own URL; `filter` names the list's filter in
 * its URL. Picking a tab closes an open detail, which may not be in the new tab.
 */
export function StatusTabs<S extends string, F extends string>({
  label,
  list,
  filter,
  labels,
}: {
  label: string;
  list: ListParams<F>;
  filter: F;
  /** Each status's tab name, in the order of the tabs. */
  labels: Record<S, string>;
}) {
  const current = list.filters[filter] || null;
  const statuses = Object.keys(labels) as S[];
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max gap-1 rounded-lg bg-slate-100 p-1">
        {[null, ...statuses].map((value) => (
          <li key={value ?? 'all'}>
            <Link
              to={list.href({
                filters: { [filter]: value ?? '' } as Partial<Record<F, string>>,
                detail: null,
              })}
              aria-current={value === current ? 'page' : undefined}
              preventScrollReset
              className={`block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                value === current
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {value ? labels[value] : 'All'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list's search box, typed into `useListParams` (which debounces it into the URL). */
export function ListSearch<F extends string>({
  id,
  label,
  placeholder,
  list,
  className = '',
}: {
  id: string;
  label: string;
  placeholder: string;
  list: ListParams<F>;
  className?: string;
}) {
  return (
    <div className={`relative w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={list.text}
        onChange={(event) => list.setText(event.target.value)}
        placeholder={placeholder}
        className={`${inputClass} pl-9`}
        maxLength={200}
      />
    </div>
  );
}
