import type { MiddlewareHandler } from 'hono';
import { messages } from '~/domain/messages';
import { findActiveUser, sessionRevoked, verifyToken, type AuthUser } from '../services/auth/auth';
import { ForbiddenError, UnauthenticatedError } from '../errors';
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
 * `duringPasswordChange`: the one route a user still holding a generated first password may call; every
 * other guarded route refuses them with 403 until they chose their own.
 */
export function requireRole(
  role: Role,
  options: { duringPasswordChange?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw new UnauthenticatedError(messages.auth.notAuthenticated);
    if (!hasRole(user, role)) throw new ForbiddenError(messages.auth.permissionDenied);
    if (user.mustChangePassword && !options.duringPasswordChange) {
      throw new ForbiddenError(
        messages.auth.passwordChangeRequired,
        {},
        { code: 'password_change_required' },
      );
    }
    await next();
  };
}

export const staffOnly = requireRole('staff');
export const anyStaffMayChangePassword = requireRole('staff', { duringPasswordChange: true });
export const superuserOnly = requireRole('superuser');

/** The signed-in user of a route already guarded by requireRole. */
export function currentUser(c: { var: { user: AuthUser | null } }): AuthUser {
  if (!c.var.user) throw new UnauthenticatedError(messages.auth.notAuthenticated);
  return c.var.user;
}
