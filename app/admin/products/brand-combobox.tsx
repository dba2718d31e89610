import { Check, ChevronDown, Loader2, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeBrand } from '~/domain/brand';
import { BRAND_CREATION_DELAY_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { filterBrands, matchBrand } from './product-form-model';
import { inputClass } from '../shared/ui';

interface BrandComboboxProps {
  id: string;
  value: string;
  choices: readonly string[];
  onChange: (brand: string) => void;
  /** A new brand typed in; the parent adds it to the choices. */
  onCreate: (brand: string) => void;
  loadFailed: boolean;
  invalid: boolean;
  describedBy?: string;
}

type Option = { kind: 'brand'; label: string } | { kind: 'create'; label: string };

/**
 * The spec's brand picker: choose from the list or type a new brand. Follows the ARIA combobox pattern
 * (arrow keys move, Enter picks, Escape closes) so it works without a mouse.
 */
export function BrandCombobox({
  id,
  value,
  choices,
  onChange,
  onCreate,
  loadFailed,
  invalid,
  describedBy,
}: BrandComboboxProps) {
  const listId = useId();
  const statusId = useId();
  const [query, setQuery] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // Disabling the focused input blurs it; the blur must not undo the brand being created.
  const creatingRef = useRef(false);

  // A new value from outside (chosen, cleared, created) replaces whatever was typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setQuery(value);
  }
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The input was disabled while the brand was created; give the keyboard user their place back.
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !creating) inputRef.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  const typed = normalizeBrand(query);
  const filtered = filterBrands(choices, query === value ? '' : query);
  const options: Option[] = filtered.map((label) => ({ kind: 'brand', label }));
  if (typed !== '' && matchBrand(choices, typed) === null) options.push({ kind: 'create', label: typed });

  /** Opens the list with the current brand highlighted, as a native select does. */
  function openList() {
    if (open) return;
    setOpen(true);
    setActive(options.findIndex((option) => option.kind === 'brand' && option.label === value));
  }

  function pick(brand: string) {
    onChange(brand);
    setQuery(brand);
    setOpen(false);
    setActive(-1);
  }

  function create(raw: string) {
    const brand = normalizeBrand(raw);
    // The spec ignores a blank new brand: the choice stays as it was.
    if (brand === '') {
      setQuery(value);
      setOpen(false);
      return;
    }
    const existing = matchBrand(choices, brand);
    if (existing) {
      pick(existing);
      return;
    }
    setOpen(false);
    creatingRef.current = true;
    setCreating(true);
    setQuery(brand);
    timer.current = window.setTimeout(() => {
      onCreate(brand);
      onChange(brand);
      creatingRef.current = false;
      setCreating(false);
    }, BRAND_CREATION_DELAY_MS);
  }

  function choose(option: Option) {
    if (option.kind === 'brand') pick(option.label);
    else create(option.label);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open && active >= 0 ? options[active] : undefined;
      if (option) choose(option);
      else create(query);
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
      setQuery(value);
    }
  }

  function onBlur() {
    if (creatingRef.current) return;
    // A typed text that names a listed brand counts as choosing it; anything else goes back to the choice.
    const existing = matchBrand(choices, query);
    if (existing) pick(existing);
    else {
      setQuery(value);
      setOpen(false);
      setActive(-1);
    }
  }

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <div className="relative">
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-required="true"
          aria-describedby={
            [describedBy, creating ? statusId : undefined].filter(Boolean).join(' ') || undefined
          }
          aria-busy={creating || undefined}
          autoComplete="off"
          placeholder="Choose or type a brand"
          disabled={creating}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={openList}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          className={`${inputClass} pr-16 ${invalid ? 'border-red-400!' : ''}`}
        />
        <div className="absolute inset-y-0 right-0 flex items-center gap-0.5 pr-2">
          {creating ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" />
          ) : (
            value !== '' && (
              <button
                type="button"
                aria-label="Clear brand"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange('');
                  setQuery('');
                  inputRef.current?.focus();
                }}
                className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )
          )}
          <ChevronDown aria-hidden="true" className="pointer-events-none size-4 text-slate-400" />
        </div>
      </div>
      {creating && (
        <p id={statusId} role="status" className="mt-1 text-xs text-slate-600">
          {adminMessages.productForm.brandCreating}
        </p>
      )}
      {loadFailed && <p className="mt-1 text-xs text-red-600">{messages.product.brandsLoadFailed}</p>}
      <ul
        id={listId}
        role="listbox"
        aria-label="Brands"
        hidden={!open}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.length === 0 && (
          <li className="px-3 py-2 text-slate-500" role="presentation">
            {adminMessages.productForm.brandNoMatch}
          </li>
        )}
        {options.map((option, index) => {
          const selected = option.kind === 'brand' && option.label === value;
          return (
            <li
              key={`${option.kind}-${option.label}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={selected}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${
                index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
              }`}
            >
              {option.kind === 'create' ? (
                <>
                  <Plus aria-hidden="true" className="size-4 text-brand-600" />
                  {adminMessages.productForm.brandCreate(option.label)}
                </>
              ) : (
                <>
                  <Check
                    aria-hidden="true"
                    className={`size-4 ${selected ? 'text-brand-600' : 'invisible'}`}
                  />
                  {option.label}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
