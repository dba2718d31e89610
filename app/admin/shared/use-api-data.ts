import { useCallback, useEffect, useState } from 'react';
import type { ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { api, unwrap, type ApiError } from '../../lib/api-client';
import type { paths } from '../../lib/api-schema';

export interface ApiData<T> {
  data: T | null;
  /** The failed answer (status and body) or a network error; screens turn it into the spec's message. */
  error: ApiError | Error | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the data in place after a change the screen already knows the result of. */
  setData: (update: T | ((current: T | null) => T | null) | null) => void;
}

type GetPath = ClientPathsWithMethod<typeof api, 'get'>;
type GetInit<P extends GetPath> = MaybeOptionalInit<paths[P], 'get'>;
/** What a GET of the path answers on success, as the API document describes it. */
export type GetData<P extends GetPath> = NonNullable<
  FetchResponse<paths[P]['get'], GetInit<P>, `${string}/${string}`>['data']
>;
/** The path's parameters as `api.GET` takes them; `null` waits (for example until a category is chosen). */
type InitArgument<P extends GetPath> =
  undefined extends GetInit<P> ? [init?: GetInit<P> | null] : [init: GetInit<P> | null];

type UntypedGet = (path: string, init?: object) => ReturnType<typeof api.GET>;

/**
 * Loads one API resource for a back-office screen through the typed client: loading, then data or error (the
 * spec's list states). It loads again whenever the path or its parameters change.
 */
export function useApiGet<P extends GetPath>(path: P, ...[init]: InitArgument<P>): ApiData<GetData<P>> {
  const [data, setData] = useState<GetData<P> | null>(null);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [loading, setLoading] = useState(init !== null);
  const [generation, setGeneration] = useState(0);
  // The request as a value, so a screen that builds its parameters anew on each render does not load again.
  const request = init === null ? null : JSON.stringify([path, init ?? {}]);

  useEffect(() => {
    if (request === null) return;
    let current = true;
    const [requestPath, requestInit] = JSON.parse(request) as [string, object];
    setLoading(true);
    setError(null);
    // The path and parameters were checked against the document where this hook was called.
    unwrap((api.GET as UntypedGet)(requestPath, requestInit))
      .then((body) => {
        if (current) setData(body as GetData<P>);
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
  }, [request, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, loading, reload, setData };
}
