import { Hono } from 'hono';
import { twoFactorConfirmSchema, twoFactorDisableSchema } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { currentUser } from '../../http/auth-middleware';
import { jsonRoute, signInAttempt } from '../../http/handlers';
import { endpoint } from '../../http/endpoint';
import { twoFactorSettings } from '../../http/token-settings';
import type { AppEnv } from '../../http/types';
import * as twoFactor from '../../services/auth/two-factor';
import { z } from 'zod';
import { docsFor } from '../../http/openapi';
import { detailSchema, twoFactorEnrolmentSchema, twoFactorStatusSchema } from '~/domain/views';

/** The signed-in user's own two-factor sign-in (My account); open while an administrator must enrol. */
export const twoFactorRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Account', auth: 'account' });

const recoveryCodesSchema = detailSchema.extend({ recovery_codes: z.array(z.string()) });

endpoint(twoFactorRoutes, '/user/two-factor', {
  get: [
    ...routeDoc('Whether your two-factor sign-in is on', { response: twoFactorStatusSchema }),
    async (c) => c.json(await twoFactor.twoFactorStatus(c.var.deps.database.db, currentUser(c))),
  ],
});

endpoint(twoFactorRoutes, '/user/two-factor/setup', {
  post: [
    ...routeDoc('Start enrolling an authenticator app', {
      response: twoFactorEnrolmentSchema,
      errors: [409],
    }),
    async (c) => {
      const { env, database } = c.var.deps;
      return c.json(await twoFactor.startEnrolment(database.db, twoFactorSettings(env), currentUser(c)));
    },
  ],
});

endpoint(twoFactorRoutes, '/user/two-factor/confirm', {
  post: jsonRoute(
    routeDoc,
    'Confirm the enrolment with a code',
    { body: twoFactorConfirmSchema, response: recoveryCodesSchema, errors: [409, 429] },
    async (c, { code }) => {
      const { env, database } = c.var.deps;
      const codes = await twoFactor.confirmEnrolment(
        database.db,
        twoFactorSettings(env),
        currentUser(c),
        code,
        signInAttempt(c),
      );
      return c.json({ detail: messages.twoFactor.enabled, recovery_codes: codes });
    },
  ),
});

endpoint(twoFactorRoutes, '/user/two-factor/disable', {
  post: jsonRoute(
    routeDoc,
    'Turn two-factor sign-in off',
    { body: twoFactorDisableSchema, response: detailSchema, errors: [409, 429] },
    async (c, input) => {
      const { env, database } = c.var.deps;
      await twoFactor.disableTwoFactor(
        database.db,
        twoFactorSettings(env),
        currentUser(c),
        input,
        signInAttempt(c),
      );
      return c.json({ detail: messages.twoFactor.disabled });
    },
  ),
});
