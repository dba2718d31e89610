import createClient from 'openapi-fetch';
import { accessToken, clearTokens, refreshToken, SESSION_KEYS } from './session';
import type { paths } from './api-schema';

/** A non-2xx answer from the API, with its parsed JSON body (or null) for the screens' messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}.`);
    this.name = 'ApiError';
  }
}

/**
 * The calls that open or close a session (sign-in, its second step, refresh, sign-out): typed like `api`, but
 * with no bearer token and no refresh on a 401, which here is a wrong password or a spent token to report.
 */
export const sessionApi = createClient<paths>();

export type RefreshOutcome = 'refreshed' | 'rejected' | 'failed';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Trades the stored refresh token for new tokens. The spec's rules: a 401 clears the access and refresh tokens
 * and the superuser flag and signals the change (everyone listening logs out); any other failure clears nothing.
 * Refresh tokens rotate and work once, so concurrent callers share one request.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshInFlight ??= doRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function doRefresh(): Promise<RefreshOutcome> {
  const refresh = refreshToken();
  if (!refresh) return 'rejected';
  try {
    const { data, response } = await sessionApi.POST('/api/token/refresh/', { body: { refresh } });
    if (response.status === 401) {
      clearTokens();
      return 'rejected';
    }
    if (typeof data?.access !== 'string') return 'failed';
    window.localStorage.setItem(SESSION_KEYS.access, data.access);
    window.localStorage.setItem(SESSION_KEYS.refresh, data.refresh);
    return 'refreshed';
  } catch {
    return 'failed';
  }
}

function withAuth(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = accessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * fetch with the stored bearer token. An access token that expired between the periodic checks gets one refresh
 * and one retry, so a screen left open over lunch still saves.
 */
async function authorizedFetch(request: Request): Promise<Response> {
  const retry = request.clone();
  const response = await fetch(new Request(request, withAuth({ headers: request.headers })));
  if (response.status !== 401 || !refreshToken()) return response;
  if ((await refreshSession()) !== 'refreshed') return response;
  return fetch(new Request(retry, withAuth({ headers: retry.headers })));
}

/**
 * The admin's one way to the API: paths, parameters, bodies and answers come from the OpenAPI document
 * (api-schema.d.ts, `npm run api:types`), so a server change the admin does not follow fails the typecheck.
 */
export const api = createClient<paths>({ fetch: authorizedFetch });

/**
 * The `bodySerializer` of a typed multipart call: the body as the browser sends a form, files as they are and
 * every other value as its text (null as an empty field, which clears it); undefined fields are left out.
 */
export function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form.set(name, value instanceof Blob ? value : value === null ? '' : String(value));
  }
  return form;
}

/** The answer of a typed call, or ApiError with the parsed error body for the screens' messages. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error ?? null);
  return data as T;
}
