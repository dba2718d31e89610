/** The staff session lives in localStorage under these keys (spec section 2 and 8); the admin reads the same ones. */
export const SESSION_KEYS = {
  access: 'access',
  refresh: 'refresh',
  isSuperuser: 'is_superuser',
  isStaff: 'is_staff',
  username: 'username',
  email: 'email',
  /** 'true' while the account still has a generated first password: the admin shows only My account. */
  mustChangePassword: 'must_change_password',
  /** 'true' while an administrator must still set up two-factor sign-in (REQUIRE_2FA_FOR_SUPERUSERS). */
  mustSetUpTwoFactor: 'must_set_up_two_factor',
} as const;

/** Fired on window after this tab changes the session, because the native storage event only reaches other tabs. */
const SESSION_CHANGE_EVENT = 'session-change';

export interface LoginResponse {
  access: string;
  refresh: string;
  is_superuser: boolean;
  is_staff: boolean;
  username: string;
  email?: string;
  must_change_password?: boolean;
  must_set_up_two_factor?: boolean;
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function signal(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function saveSession(session: LoginResponse): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.access, session.access);
  store.setItem(SESSION_KEYS.refresh, session.refresh);
  store.setItem(SESSION_KEYS.isSuperuser, String(session.is_superuser));
  store.setItem(SESSION_KEYS.isStaff, String(session.is_staff));
  store.setItem(SESSION_KEYS.username, session.username);
  store.setItem(SESSION_KEYS.email, session.email ?? '');
  store.setItem(SESSION_KEYS.mustChangePassword, String(session.must_change_password ?? false));
  store.setItem(SESSION_KEYS.mustSetUpTwoFactor, String(session.must_set_up_two_factor ?? false));
  signal();
}

export function mustChangePassword(): boolean {
  return storage()?.getItem(SESSION_KEYS.mustChangePassword) === 'true';
}

/** After the password change the server lets the account everywhere again; so does the admin. */
export function passwordChanged(): void {
  storage()?.setItem(SESSION_KEYS.mustChangePassword, 'false');
}

export function mustSetUpTwoFactor(): boolean {
  return storage()?.getItem(SESSION_KEYS.mustSetUpTwoFactor) === 'true';
}

/** Once two-factor sign-in is on, an administrator held to it may go everywhere again. */
export function twoFactorSetUp(): void {
  storage()?.setItem(SESSION_KEYS.mustSetUpTwoFactor, 'false');
}

/** What the spec clears on a failed login or a rejected refresh: both tokens and the superuser flag. */
export function clearTokens(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(SESSION_KEYS.access);
  store.removeItem(SESSION_KEYS.refresh);
  store.removeItem(SESSION_KEYS.isSuperuser);
  signal();
}

/** Logout wipes all browser storage, as the spec's logout does. */
export function clearAllStorage(): void {
  const store = storage();
  if (!store) return;
  store.clear();
  window.sessionStorage.clear();
  signal();
}

export function accessToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.access) ?? null;
}

export function refreshToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.refresh) ?? null;
}

export function isLoggedIn(): boolean {
  return Boolean(accessToken());
}

export function isSuperuser(): boolean {
  return storage()?.getItem(SESSION_KEYS.isSuperuser) === 'true';
}

export function isStaff(): boolean {
  return storage()?.getItem(SESSION_KEYS.isStaff) === 'true';
}

/** Subscribes to session changes in this tab and in others; returns the unsubscribe function. */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
