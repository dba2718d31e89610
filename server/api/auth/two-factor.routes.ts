import { Hono } from 'hono';
import { twoFactorConfirmSchema, twoFactorDisableSchema } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { currentUser, ownAccount } from '../../http/auth-middleware';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { twoFactorSettings } from '../../http/token-settings';
import type { AppEnv } from '../../http/types';
import { readJson } from '../../http/validate';
import { realSleep } from '../../services/auth/auth';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from '../../services/auth/two-factor';
import { z } from 'zod';
import { doc } from '../../http/openapi';
import { detailSchema, twoFactorEnrolmentSchema, twoFactorStatusSchema } from '~/domain/views';

/** The signed-in user's own two-factor sign-in (My account); open while an administrator must enrol. */
export const twoFactorRoutes = new Hono<AppEnv>();

const recoveryCodesSchema = detailSchema.extend({ recovery_codes: z.array(z.string()) });

endpoint(twoFactorRoutes, '/user/two-factor', {
  get: [
    doc({
      summary: 'Whether your two-factor sign-in is on',
      tag: 'Account',
      auth: 'staff',
      response: twoFactorStatusSchema,
    }),
    ownAccount,
    async (c) => c.json(await twoFactorStatus(c.var.deps.database.db, currentUser(c))),
  ],
});

endpoint(twoFactorRoutes, '/user/two-factor/setup', {
  post: [
    doc({
      summary: 'Start enrolling an authenticator app',
      tag: 'Account',
      auth: 'staff',
      response: twoFactorEnrolmentSchema,
      errors: [409],
    }),
    ownAccount,
    async (c) => {
      const { env, database } = c.var.deps;
      return c.json(await startEnrolment(database.db, twoFactorSettings(env), currentUser(c)));
    },
  ],
});

endpoint(twoFactorRoutes, '/user/two-factor/confirm', {
  post: [
    doc({
      summary: 'Confirm the enrolment with a code',
      tag: 'Account',
      auth: 'staff',
      body: twoFactorConfirmSchema,
      response: recoveryCodesSchema,
      errors: [409, 429],
    }),
    ownAccount,
    async (c) => {
      const { code } = await readJson(c, twoFactorConfirmSchema);
      const { env, database, now, sleep } = c.var.deps;
      const codes = await confirmEnrolment(database.db, twoFactorSettings(env), currentUser(c), code, {
        address: clientAddress(c),
        now: now(),
        sleep: sleep ?? realSleep,
      });
      return c.json({ detail: messages.twoFactor.enabled, recovery_codes: codes });
    },
  ],
});

endpoint(twoFactorRoutes, '/user/two-factor/disable', {
  post: [
    doc({
      summary: 'Turn two-factor sign-in off',
      tag: 'Account',
      auth: 'staff',
      body: twoFactorDisableSchema,
      response: detailSchema,
      errors: [409, 429],
    }),
    ownAccount,
    async (c) => {
      const input = await readJson(c, twoFactorDisableSchema);
      const { env, database, now, sleep } = c.var.deps;
      await disableTwoFactor(database.db, twoFactorSettings(env), currentUser(c), input, {
        address: clientAddress(c),
        now: now(),
        sleep: sleep ?? realSleep,
      });
      return c.json({ detail: messages.twoFactor.disabled });
    },
  ],
});
