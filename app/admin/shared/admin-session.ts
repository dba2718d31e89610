import { useEffect } from 'react';
import { redirect } from 'react-router';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_SECONDS } from '~/domain/constants';
import { adminPaths } from '../../lib/admin-paths';
import { refreshSession } from '../../lib/api-client';
import { secondsLeft } from '../../lib/jwt';
import { accessToken, clearTokens, isStaff, isSuperuser, SESSION_KEYS } from '../../lib/session';
// Every admin screen passes this guard first, so zod is configured before any form parses.
import '../../lib/zod-without-eval';

/** Clears the tokens and the role flags: the spec's "otherwise stored tokens and flags are cleared". */
function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEYS.isStaff);
  clearTokens();
}

/**
 * The spec's session check on load: an expired access token gets one refresh; access needs a valid token and
 * the staff or superuser flag. Anything else clears the stored session.
 */
export async function hasAdminSession(): Promise<boolean> {
  if (!isStaff() && !isSuperuser()) {
    clearSession();
    return false;
  }
  const left = secondsLeft(accessToken());
  if (left !== null && left > 0) return true;
  if ((await refreshSession()) === 'refreshed') return true;
  clearSession();
  return false;
}

/** For admin clientLoaders: throws the redirect when the session does not let the visitor in. */
export async function requireStaff(): Promise<void> {
  if (!(await hasAdminSession())) throw redirect(adminPaths.denied);
}

/** Staff management and other superuser screens: staff accounts are sent to the dashboard. */
export async function requireSuperuser(): Promise<void> {
  await requireStaff();
  if (!isSuperuser()) throw redirect(adminPaths.dashboard);
}

/** The client loader of a screen only administrators may open. */
export async function superuserOnly(): Promise<null> {
  await requireSuperuser();
  return null;
}

/**
 * Every 60 seconds: a token that expires within 300 seconds is refreshed; a refresh that fails, or a session
 * that is gone, ends access (`onDenied`).
 */
export function useSessionKeeper(onDenied: () => void): void {
  useEffect(() => {
    let stopped = false;
    async function check() {
      const left = secondsLeft(accessToken());
      if (left !== null && left >= TOKEN_REFRESH_THRESHOLD_SECONDS) return;
      const outcome = await refreshSession();
      if (stopped || outcome === 'refreshed') return;
      clearSession();
      onDenied();
    }
    const timer = window.setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [onDenied]);
}
