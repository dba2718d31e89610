import createClient from 'openapi-fetch';
import { API_BASE_PATH } from '~/domain/constants';
import { accessToken, clearTokens, refreshToken, SESSION_KEYS } from '../../lib/session';
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
    const response = await fetch(`${API_BASE_PATH}/token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (response.status === 401) {
      clearTokens();
      return 'rejected';
    }
    if (!response.ok) return 'failed';
    const body = (await response.json()) as { access?: unknown; refresh?: unknown };
    if (typeof body.access !== 'string') return 'failed';
    window.localStorage.setItem(SESSION_KEYS.access, body.access);
    if (typeof body.refresh === 'string') window.localStorage.setItem(SESSION_KEYS.refresh, body.refresh);
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
 * fetch against `/api` with the stored bearer token. An access token that expired between the periodic checks
 * gets one refresh and one retry, so a screen left open over lunch still saves.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = `${API_BASE_PATH}${path}`;
  const response = await fetch(url, withAuth(init));
  if (response.status !== 401 || !refreshToken()) return response;
  if ((await refreshSession()) !== 'refreshed') return response;
  return fetch(url, withAuth(init));
}

/** The API's addresses end in a slash, as the spec writes them; the document's paths leave it out. */
async function withTrailingSlash(request: Request): Promise<Request> {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/')) return request;
  url.pathname += '/';
  // A request's body is a stream that a new Request cannot take over; the typed calls send small JSON bodies.
  const body = request.body ? await request.arrayBuffer() : undefined;
  return new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/** fetch with the stored bearer token, refreshed once and retried when it expired: what apiFetch does. */
async function authorizedFetch(original: Request): Promise<Response> {
  const request = await withTrailingSlash(original);
  const retry = request.clone();
  const response = await fetch(new Request(request, withAuth({ headers: request.headers })));
  if (response.status !== 401 || !refreshToken()) return response;
  if ((await refreshSession()) !== 'refreshed') return response;
  return fetch(new Request(retry, withAuth({ headers: retry.headers })));
}

/**
 * The typed client: paths, parameters, bodies and answers come from the OpenAPI document (api-schema.d.ts,
 * `npm run api:types`), so a server change the admin does not follow fails the typecheck.
 */
export const api = createClient<paths>({ fetch: authorizedFetch });

/** The answer of a typed call, or ApiError with the parsed error body, as apiJson throws. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error ?? null);
  return data as T;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the API and answers the parsed JSON, or throws ApiError with the parsed error body. */
export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** JSON request helper: `apiSend('/orders/', 'POST', {...})`. */
export function apiSend<T>(path: string, method: string, payload?: unknown): Promise<T> {
  return apiJson<T>(path, {
    method,
    headers: payload === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}
