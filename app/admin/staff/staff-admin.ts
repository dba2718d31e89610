import type { components } from '../../lib/api-schema';
import { SESSION_KEYS } from '../../lib/session';

/** A staff user as GET /api/user/staff-list/ and /api/user/staff/{id}/ give it. */
export type StaffUser = components['schemas']['Staff'];

/** The login response carries no user id, so the signed-in account is recognised by its username or email. */
export function isOwnAccount(
  user: StaffUser,
  session: { username: string | null; email: string | null },
): boolean {
  const same = (a: string | null, b: string) => Boolean(a) && a?.toLowerCase() === b.toLowerCase();
  return same(session.username, user.username) || same(session.email, user.email);
}

/** The signed-in account as the browser stored it at sign-in, for `isOwnAccount`. */
export function signedInAccount() {
  return {
    username: window.localStorage.getItem(SESSION_KEYS.username),
    email: window.localStorage.getItem(SESSION_KEYS.email),
  };
}

export function staffRoleLabel(user: Pick<StaffUser, 'is_superuser'>): 'Admin' | 'Staff' {
  return user.is_superuser ? 'Admin' : 'Staff';
}

/**
 * The PATCH body: username, email, name and position always, the flags only when changed so unchanged rights never conflict,
 * and a new password only when one was typed (setting one signs the user out everywhere).
 */
export function staffPatch(
  original: Pick<StaffUser, 'is_active' | 'is_superuser'>,
  values: {
    username: string;
    email: string;
    full_name: string;
    position: string;
    is_active: boolean;
    is_superuser: boolean;
    password1?: string;
    password2?: string;
  },
) {
  const passwordGiven = Boolean(values.password1 || values.password2);
  return {
    username: values.username,
    email: values.email,
    full_name: values.full_name,
    position: values.position,
    is_active: values.is_active === original.is_active ? undefined : values.is_active,
    is_superuser: values.is_superuser === original.is_superuser ? undefined : values.is_superuser,
    password1: passwordGiven ? (values.password1 ?? '') : undefined,
    password2: passwordGiven ? (values.password2 ?? '') : undefined,
  };
}
