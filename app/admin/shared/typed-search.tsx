import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '~/domain/constants';
import { inputClass, labelClass } from './ui';

/**
 * A search run as a person types: `load` (a fetcher's, so the latest answer wins) once typing pauses, never for
 * blank text. `wanted` is the text an answer must be for to be shown.
 */
export function useTypedSearch(load: (text: string) => void, initial = '') {
  const [query, setQuery] = useState(initial);
  const pause = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);

  function type(text: string) {
    setQuery(text);
    window.clearTimeout(pause.current);
    const next = text.trim();
    if (next) pause.current = window.setTimeout(() => load(next), ADMIN_SEARCH_DEBOUNCE_MS);
  }

  return { query, type, wanted: query.trim().slice(0, 200) };
}

/** A labelled search box with its magnifier; Enter in it never submits the form around it. */
export function SearchField({
  id,
  label,
  value,
  onType,
  ...input
}: { id: string; label: string; value: string; onType: (text: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'aria-describedby'
>) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          className={`${inputClass} pl-9`}
          autoComplete="off"
          {...input}
        />
      </div>
    </>
  );
}
