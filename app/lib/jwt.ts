/**
 * Reads a JWT's `exp` claim (seconds since the epoch) without verifying it: the browser only uses it to decide
 * when to refresh, and the server checks every token anyway. Answers null for anything that is not a JWT.
 */
export function tokenExpiry(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Seconds left before the token expires (negative once expired), or null when it carries no expiry. */
export function secondsLeft(token: string | null | undefined, nowMs = Date.now()): number | null {
  const exp = tokenExpiry(token);
  return exp === null ? null : exp - nowMs / 1000;
}
