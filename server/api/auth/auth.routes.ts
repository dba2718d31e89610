import { Hono } from 'hono';
import { changePasswordSchema, loginSchema, refreshSchema } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { anyStaffMayChangePassword, currentUser } from '../../http/auth-middleware';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { tokenSettings } from '../../http/token-settings';
import type { AppEnv } from '../../http/types';
import { readJson } from '../../http/validate';
import * as auth from '../../services/auth/auth';
import { changeOwnPassword } from '../../services/auth/users';

export const authRoutes = new Hono<AppEnv>();

endpoint(authRoutes, '/user/admin-login', {
  post: [
    async (c) => {
      const input = await readJson(c, loginSchema);
      const { env, database, now, sleep } = c.var.deps;
      const result = await auth.login(database.db, tokenSettings(env), input, {
        address: clientAddress(c),
        now: now(),
        sleep: sleep ?? auth.realSleep,
      });
      return c.json({
        access: result.access,
        refresh: result.refresh,
        is_superuser: result.user.isSuperuser,
        is_staff: result.user.isStaff,
        username: result.user.username,
        email: result.user.email,
        must_change_password: result.user.mustChangePassword,
      });
    },
  ],
});

endpoint(authRoutes, '/token/refresh', {
  post: [
    async (c) => {
      const { refresh } = await readJson(c, refreshSchema);
      const { env, database, now } = c.var.deps;
      return c.json(await auth.refresh(database.db, tokenSettings(env), refresh, now()));
    },
  ],
});

endpoint(authRoutes, '/user/logout', {
  post: [
    async (c) => {
      const { refresh } = await readJson(c, refreshSchema);
      const { env, database, now } = c.var.deps;
      await auth.logout(database.db, tokenSettings(env), refresh, now());
      return c.body(null, 204);
    },
  ],
});

endpoint(authRoutes, '/user/change-password', {
  post: [
    anyStaffMayChangePassword,
    async (c) => {
      const input = await readJson(c, changePasswordSchema);
      const { database, now, sleep } = c.var.deps;
      await changeOwnPassword(database.db, currentUser(c), input, {
        address: clientAddress(c),
        now: now(),
        sleep: sleep ?? auth.realSleep,
      });
      return c.json({ detail: messages.account.passwordChanged });
    },
  ],
});
