import type { AppLoadContext } from 'react-router';
import { redirect } from 'react-router';
import { ACCOUNT_PATH, CUSTOMER_SESSION_COOKIE } from '~/domain/account';
import { customerSession, type CustomerSessionView } from '~/server/services/account/sign-in';

/**
 * The customer's session cookie: HttpOnly (no script reads it), SameSite=Lax (no other site's form posts with it),
 * Path=/account (no other page, and no /api call, ever carries it), and Secure whenever the shop is reached over
 * TLS: the request itself, or the public address (SITE_URL) behind a proxy that ends TLS.
 */
function attributes(request: Request, context: AppLoadContext): string {
  const secure =
    new URL(request.url).protocol === 'https:' || (context.env.SITE_URL ?? '').startsWith('https:');
  return `Path=${ACCOUNT_PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function sessionCookie(
  request: Request,
  context: AppLoadContext,
  token: string,
  expires: Date,
): string {
  return `${CUSTOMER_SESSION_COOKIE}=${token}; ${attributes(request, context)}; Expires=${expires.toUTCString()}`;
}

export function clearedSessionCookie(request: Request, context: AppLoadContext): string {
  return `${CUSTOMER_SESSION_COOKIE}=; ${attributes(request, context)}; Max-Age=0`;
}

/** The session token the request's cookie carries, or null. */
export function sessionToken(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CUSTOMER_SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** The signed-in customer, or null. */
export function currentCustomer(
  request: Request,
  context: AppLoadContext,
): Promise<CustomerSessionView | null> {
  return customerSession(context.db, sessionToken(request), new Date());
}

/** The signed-in customer; anyone else goes to the sign-in form. */
export async function requireCustomer(
  request: Request,
  context: AppLoadContext,
): Promise<CustomerSessionView> {
  const session = await currentCustomer(request, context);
  if (!session) throw redirect(ACCOUNT_PATH);
  return session;
}

/**
 * Every /account answer: never stored by a browser or proxy, never indexed, and never sending its address
 * (a sign-in link's carries the token) to another site as a referrer. `same-origin` rather than `no-referrer`:
 * the pages' own form posts keep their Origin header, which React Router's action check requires.
 */
export const ACCOUNT_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'same-origin',
} as const;

/** A route's `headers`: the account headers, and the cookie a loader or action set. */
export function accountHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers(ACCOUNT_HEADERS);
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source.getSetCookie()) headers.append('Set-Cookie', cookie);
  }
  return headers;
}
