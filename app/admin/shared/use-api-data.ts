import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from './api-client';
import { apiJson } from './api-client';

export interface ApiData<T> {
  data: T | null;
  /** The failed answer (status and body) or a network error; screens turn it into the spec's message. */
  error: ApiError | Error | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data in place after a change the screen already knows the result of. */
  setData: (update: T | ((current: T | null) => T | null) | null) => void;
}

/**
 * Loads one API resource for a back-office screen: loading, then data or error (the spec's list states).
 * A null path waits (for example until a category is chosen).
 */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoading(true);
    setError(null);
    apiJson<T>(path)
      .then((body) => {
        if (current) setData(body);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure : new Error(String(failure)));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}
