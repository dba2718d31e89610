import { Search, X } from 'lucide-react';
import { INQUIRY_PURPOSES, INQUIRY_SEARCH_MAX_LENGTH, INQUIRY_STATUSES } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import { inputClass } from '../shared/ui';
import { totalCount, type InquiryPage, type StatusTab } from './inquiry-inbox';

const text = adminMessages.inquiryInbox;

/** The status tabs, each with its count once the list has loaded. */
export function StatusTabs({
  active,
  counts,
  onSelect,
}: {
  active: StatusTab;
  counts: InquiryPage['status_counts'] | null;
  onSelect: (status: StatusTab) => void;
}) {
  const tabs: { value: StatusTab; label: string; count: number | null }[] = [
    { value: 'all', label: text.all, count: counts ? totalCount(counts) : null },
    ...INQUIRY_STATUSES.map((status) => ({
      value: status,
      label: text.statuses[status],
      count: counts ? counts[status] : null,
    })),
  ];
  return (
    <nav aria-label={text.statusTabs} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
        {tabs.map((tab) => {
          const selected = tab.value === active;
          return (
            <li key={tab.value}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(tab.value)}
                className={`inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  selected ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {tab.label}
                {tab.count !== null && (
                  <span
                    data-testid="tab-count"
                    className={`min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums ${
                      selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600'
                    }`}
                  >
                    {tab.count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function PurposeSelect({ value, onChange }: { value: string; onChange: (purpose: string) => void }) {
  return (
    <div className="sm:w-44 sm:shrink-0">
      <label htmlFor="inquiry-purpose" className="sr-only">
        {text.purposeLabel}
      </label>
      <select
        id="inquiry-purpose"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{text.allPurposes}</option>
        {INQUIRY_PURPOSES.map((purpose) => (
          <option key={purpose} value={purpose}>
            {purpose}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="relative w-full sm:min-w-0 sm:flex-1">
      <label htmlFor="inquiry-search" className="sr-only">
        {text.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id="inquiry-search"
        type="search"
        value={value}
        maxLength={INQUIRY_SEARCH_MAX_LENGTH}
        placeholder={text.searchPlaceholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          aria-label={text.clearSearch}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
