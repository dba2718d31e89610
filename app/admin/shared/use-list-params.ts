import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '~/domain/constants';
import {
  applyListChange,
  listHref,
  readListState,
  type ListChange,
  type ListParamsConfig,
  type ListState,
} from './list-params';

export interface ListParams<F extends string = never> extends ListState<F> {
  /** What the search box shows; it reaches the URL (and the list) once typing pauses. */
  text: string;
  setText: (text: string) => void;
  /** Sends the typed search at once; false when the URL already holds it (a screen may then reload). */
  searchNow: () => boolean;
  /** Writes a change to the URL: a new history entry, unless `replace`. */
  update: (change: ListChange<F>, replace?: boolean) => void;
  /** The link for a change, for pages, filters and details that are links. */
  href: (change: ListChange<F>) => string;
  params: URLSearchParams;
}

/**
 * A list's search, filters, page and open detail, kept in the URL so reload, back/forward and a shared link show
 * the same view. Every admin list uses it, with the one debounce of `ADMIN_SEARCH_DEBOUNCE_MS`.
 */
export function useListParams<F extends string = never>(config: ListParamsConfig<F>): ListParams<F> {
  const [params, setParams] = useSearchParams();
  // The config is a literal in each screen: its shape, not its identity, decides what is read.
  const configRef = useRef(config);
  const state = readListState(params, configRef.current);

  const update = useCallback(
    (change: ListChange<F>, replace = false) =>
      setParams((current) => applyListChange(current, configRef.current, change), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const href = useCallback((change: ListChange<F>) => listHref(params, configRef.current, change), [params]);

  const [text, setText] = useState(state.search);
  // The search last written to the URL: any other change of it is back/forward, and the box follows.
  const pushed = useRef(state.search);
  useEffect(() => {
    if (state.search !== pushed.current) {
      pushed.current = state.search;
      setText(state.search);
    }
  }, [state.search]);

  const commit = useCallback(
    (value: string) => {
      const previous = pushed.current;
      pushed.current = value;
      // Starting a search is a step back can undo; refining it keystroke by keystroke is not.
      update({ search: value }, previous !== '');
    },
    [update],
  );

  useEffect(() => {
    const value = text.trim();
    if (value === pushed.current) return;
    const timer = window.setTimeout(() => commit(value), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, commit]);

  const searchNow = useCallback(() => {
    const value = text.trim();
    if (value === pushed.current) return false;
    commit(value);
    return true;
  }, [text, commit]);

  return { ...state, text, setText, searchNow, update, href, params };
}
