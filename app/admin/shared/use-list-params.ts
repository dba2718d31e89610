import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '~/domain/constants';
import {
  applyListChange,
  listHref,
  readListState,
  searchArrived,
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
  const shown = useRef(state.search);
  const sent = useRef<string[]>([]);
  // Every landed navigation counts, even one that leaves the search as it was, and so does the router settling.
  const { key: landed } = useLocation();
  const settled = useNavigation().state === 'idle';
  useEffect(() => {
    const arrived = searchArrived(sent.current, state.search, state.search !== shown.current, settled);
    shown.current = state.search;
    sent.current = arrived.sent;
    if (arrived.follow) setText(state.search);
  }, [state.search, landed, settled]);
  /** The search the URL shows, or will once the searches on their way arrive. */
  const latest = useCallback(() => sent.current.at(-1) ?? shown.current, []);

  const commit = useCallback(
    (value: string) => {
      const previous = latest();
      sent.current = [...sent.current, value];
      // Starting a search is a step back can undo; refining it keystroke by keystroke is not.
      update({ search: value }, previous !== '');
    },
    [update, latest],
  );

  // Looked at again on every landing: one that dropped the box's search for another leaves the text to send again.
  useEffect(() => {
    const value = text.trim();
    if (value === latest()) return;
    const timer = window.setTimeout(() => commit(value), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, commit, latest, landed]);

  const searchNow = useCallback(() => {
    const value = text.trim();
    if (value === latest()) return false;
    commit(value);
    return true;
  }, [text, commit, latest]);

  return { ...state, text, setText, searchNow, update, href, params };
}
