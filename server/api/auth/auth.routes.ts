import { Hono } from 'hono';
import {
  changePasswordSchema,
  loginSchema,
  refreshSchema,
  twoFactorLoginSchema,
} from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { currentUser } from '../../http/auth-middleware';
import { jsonRoute, signInAttempt } from '../../http/handlers';
import { endpoint } from '../../http/endpoint';
import { tokenSettings, twoFactorSettings } from '../../http/token-settings';
import type { AppEnv } from '../../http/types';
import type { Env } from '../../env';
import * as auth from '../../services/auth/auth';
import { completeTwoFactorLogin, mustSetUpTwoFactor } from '../../services/auth/two-factor';
import { changeOwnPassword } from '../../services/auth/users';
import { docsFor } from '../../http/openapi';
import { z } from 'zod';
import { detailSchema, signedInSchema, tokenPairSchema, twoFactorChallengeSchema } from '~/domain/views';

export const authRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Authentication' });

/** What a finished sign-in answers, after the password alone or after the second step's code. */
function signedIn(result: auth.LoginResult, env: Env) {
  return {
    access: result.access,
    refresh: result.refresh,
    is_superuser: result.user.isSuperuser,
    is_staff: result.user.isStaff,
    username: result.user.username,
    email: result.user.email,
    must_change_password: result.user.mustChangePassword,
    must_set_up_two_factor: mustSetUpTwoFactor(result.user, {
      requiredForSuperusers: env.REQUIRE_2FA_FOR_SUPERUSERS,
    }),
  };
}

endpoint(authRoutes, '/user/admin-login', {
  post: jsonRoute(
    routeDoc,
    'Sign in with email and password',
    {
      body: loginSchema,
      response: z.union([signedInSchema, twoFactorChallengeSchema]),
      errors: [403, 429],
      description:
        'Only staff and superusers get tokens. An account with two-factor sign-in answers a challenge for the second step instead.',
    },
    async (c, input) => {
      const { env, database } = c.var.deps;
      const result = await auth.login(database.db, tokenSettings(env), input, signInAttempt(c));
      if ('challenge' in result) {
        return c.json({ two_factor_required: true, challenge: result.challenge });
      }
      return c.json(signedIn(result, env));
    },
  ),
});

/** The second step for an account with two-factor sign-in: the challenge and a code. */
endpoint(authRoutes, '/user/admin-login/two-factor', {
  post: jsonRoute(
    routeDoc,
    'Finish a two-factor sign-in with a code',
    {
      body: twoFactorLoginSchema,
      response: signedInSchema,
      errors: [403, 429],
      description:
        'A code from the authenticator app or a recovery code, with the challenge of the first step.',
    },
    async (c, input) => {
      const { env, database } = c.var.deps;
      const result = await completeTwoFactorLogin(
        database.db,
        tokenSettings(env),
        twoFactorSettings(env),
        input,
        signInAttempt(c),
      );
      return c.json(signedIn(result, env));
    },
  ),
});

endpoint(authRoutes, '/token/refresh', {
  post: jsonRoute(
    routeDoc,
    'Exchange a refresh token for a new pair',
    {
      body: refreshSchema,
      response: tokenPairSchema,
      description: 'Each refresh token works once; reusing one revokes its session.',
    },
    async (c, { refresh }) => {
      const { env, database, now } = c.var.deps;
      return c.json(await auth.refresh(database.db, tokenSettings(env), refresh, now()));
    },
  ),
});

endpoint(authRoutes, '/user/logout', {
  post: jsonRoute(
    routeDoc,
    'Sign out: revoke the session of a refresh token',
    { body: refreshSchema },
    async (c, { refresh }) => {
      const { env, database, now } = c.var.deps;
      await auth.logout(database.db, tokenSettings(env), refresh, now());
      return c.body(null, 204);
    },
  ),
});

endpoint(authRoutes, '/user/change-password', {
  post: jsonRoute(
    routeDoc,
    'Change your own password',
    { tag: 'Account', auth: 'account', body: changePasswordSchema, response: detailSchema, errors: [429] },
    async (c, input) => {
      await changeOwnPassword(c.var.deps.database.db, currentUser(c), input, signInAttempt(c));
      return c.json({ detail: messages.account.passwordChanged });
    },
  ),
});
