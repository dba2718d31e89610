import { Check, ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

export interface PickerOption {
  value: string;
  /** Secondary text under the value (a product's brand and category). */
  hint?: string;
}

interface MultiPickerProps {
  label: string;
  /** Plural noun for the button and the filter box: "brands", "products". */
  noun: string;
  /** Singular noun for a count of one: "brand", "product". */
  singular: string;
  options: PickerOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Shown above the list, e.g. that products are narrowed to the chosen brands. */
  note?: string;
}

const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * A searchable checkbox list that opens and closes by click (spec: the picker list is about 15rem high).
 * Checkboxes keep it usable with keyboard and screen readers without a hand-written listbox.
 */
export function MultiPicker({ label, noun, singular, options, selected, onChange, note }: MultiPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    filterRef.current?.focus();
    const close = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const needle = filter.trim().toLowerCase();
  const visible = needle
    ? options.filter((option) => `${option.value} ${option.hint ?? ''}`.toLowerCase().includes(needle))
    : options;
  const isSelected = (value: string) => selected.some((chosen) => sameText(chosen, value));
  const toggle = (value: string) =>
    onChange(
      isSelected(value) ? selected.filter((chosen) => !sameText(chosen, value)) : [...selected, value],
    );

  return (
    <fieldset
      ref={rootRef}
      className="min-w-0"
      onBlur={(event) => {
        // Tabbing out closes the list; a click on a non-focusable part of the panel (relatedTarget null) does not.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="relative">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-left text-slate-900 shadow-sm hover:border-slate-400 focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none"
        >
          <span className={selected.length ? 'text-slate-900' : 'text-slate-500'}>
            {selected.length
              ? `${selected.length} ${selected.length === 1 ? singular : noun} selected`
              : `Select ${noun}`}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>

        {open && (
          <div
            id={`${id}-panel`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                setOpen(false);
              }
            }}
            className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            <div className="relative border-b border-slate-100 p-2">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-slate-400"
              />
              <input
                ref={filterRef}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                aria-label={`Filter ${noun}`}
                placeholder={`Type to filter ${noun}…`}
                className="w-full rounded-md border border-slate-200 py-2 pr-3 pl-8 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
              />
            </div>
            {note && <p className="px-3 pt-2 text-xs text-slate-500">{note}</p>}
            {visible.length === 0 ? (
              <p className="px-3 py-4 text-sm text-slate-500">
                No {noun} match “{filter.trim()}”.
              </p>
            ) : (
              <ul className="max-h-60 overflow-y-auto p-1" aria-label={label}>
                {visible.map((option) => {
                  const checked = isSelected(option.value);
                  return (
                    <li key={option.value}>
                      <label
                        className={`flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 text-sm hover:bg-slate-50 has-[:focus-visible]:bg-brand-50 ${checked ? 'bg-brand-50/60' : ''}`}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() => toggle(option.value)}
                          className="peer sr-only"
                        />
                        <span
                          aria-hidden="true"
                          className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border ${checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white'}`}
                        >
                          {checked && <Check className="size-3" strokeWidth={3} />}
                        </span>
                        <span className="min-w-0">
                          <span className="block text-slate-900">{option.value}</span>
                          {option.hint && <span className="block text-xs text-slate-500">{option.hint}</span>}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="flex justify-end border-t border-slate-100 p-2">
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                Done
              </button>
            </div>
          </div>
        )}
      </div>
      {selected.length > 0 && (
        <ul aria-label={`Selected ${noun}`} className="mt-2 flex flex-wrap gap-1.5">
          {selected.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-100"
            >
              {value}
              <button
                type="button"
                onClick={() => toggle(value)}
                aria-label={`Remove ${value}`}
                className="flex size-5 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
