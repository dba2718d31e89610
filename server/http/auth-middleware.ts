import type { MiddlewareHandler } from 'hono';
import { messages } from '~/domain/messages';
import type { Env } from '../env';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { findActiveUser, sessionRevoked, verifyToken, type AuthUser } from '../services/auth/auth';
import { mustSetUpTwoFactor } from '../services/auth/two-factor';
import { tokenSettings } from './token-settings';
import type { AppEnv } from './types';

/**
 * Resolves the bearer token, when one is sent, to a current user row, so a deactivated or demoted account
 * loses access with its next request rather than when its token expires.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new UnauthenticatedError(messages.auth.invalidToken);
    const { env, database, now } = c.var.deps;
    const { userId, sessionId } = await verifyToken(tokenSettings(env), match[1]!, 'access', now());
    const [user, revoked] = await Promise.all([
      findActiveUser(database.db, userId),
      sessionRevoked(database.db, sessionId),
    ]);
    if (!user || revoked) throw new UnauthenticatedError(messages.auth.invalidToken);
    c.set('user', { ...user, sessionId });
  }
  await next();
};

export type Role = 'staff' | 'superuser';

export function hasRole(user: AuthUser | null, role: Role): boolean {
  if (!user) return false;
  return role === 'superuser' ? user.isSuperuser : user.isStaff || user.isSuperuser;
}

/**
 * What an account must do before anything else: replace a generated first password, or, when
 * REQUIRE_2FA_FOR_SUPERUSERS is on, enrol an administrator in two-factor sign-in. The `code` tells the admin
 * which; it answers with My account.
 */
function pendingAccountSetup(user: AuthUser, env: Env) {
  if (user.mustChangePassword) {
    return { detail: messages.auth.passwordChangeRequired, code: 'password_change_required' };
  }
  if (mustSetUpTwoFactor(user, { requiredForSuperusers: env.REQUIRE_2FA_FOR_SUPERUSERS })) {
    return { detail: messages.twoFactor.setupRequired, code: 'two_factor_setup_required' };
  }
  return null;
}

/**
 * `duringAccountSetup`: the own-account routes a user with a pending set-up (pendingAccountSetup) may still
 * call; every other guarded route refuses them with 403 until it is done.
 */
function requireRole(role: Role, options: { duringAccountSetup?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw new UnauthenticatedError(messages.auth.notAuthenticated);
    if (!hasRole(user, role)) throw new ForbiddenError(messages.auth.permissionDenied);
    const pending = options.duringAccountSetup ? null : pendingAccountSetup(user, c.var.deps.env);
    if (pending) throw new ForbiddenError(pending.detail, {}, { code: pending.code });
    await next();
  };
}

export const staffOnly = requireRole('staff');
/** The signed-in user's own account: password and two-factor sign-in, open during a pending set-up. */
export const ownAccount = requireRole('staff', { duringAccountSetup: true });
export const superuserOnly = requireRole('superuser');

/** The signed-in user of a route already guarded by requireRole. */
export function currentUser(c: { var: { user: AuthUser | null } }): AuthUser {
  if (!c.var.user) throw new UnauthenticatedError(messages.auth.notAuthenticated);
  return c.var.user;
}
