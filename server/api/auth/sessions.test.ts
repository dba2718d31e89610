import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { ARGON2_PARAMS, needsRehash } from '../../services/auth/auth';
import { isCommonPassword, MIN_PASSWORD_SCORE, passwordScore } from '../../services/auth/passwords';
import {
  createTestContext,
  dataOf,
  errorOf,
  signedIn,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.user('superuser');
});
afterAll(() => ctx.close());

let serial = 0;
/** The status of a sign-in from an address of its own. */
const login = async (email: string, password: string) =>
  (
    await ctx
      .apiFor(undefined, { client: `sessions-${++serial}` })
      .POST('/api/user/admin-login/', { body: { email, password } })
  ).response.status;
/** The tokens of a sign-in that succeeds (these accounts have no two-factor sign-in). */
const signIn = async (email: string, password: string) =>
  signedIn(
    dataOf(
      await ctx
        .apiFor(undefined, { client: `sessions-${++serial}` })
        .POST('/api/user/admin-login/', { body: { email, password } }),
      200,
    ),
  );
const refresh = (token: string) => ctx.api.POST('/api/token/refresh/', { body: { refresh: token } });
const orders = async (token: string) => (await ctx.apiFor(token).GET('/api/orders/')).response;
const changePassword = (token: string, body: Record<string, string>) =>
  ctx.request('POST', '/api/user/change-password/', {
    token,
    json: body,
    headers: { 'x-test-client': `change-${++serial}` },
  });

describe('absolute session lifetime', () => {
  it('ends a login chain 12 hours after the password was entered, however often it is refreshed', async () => {
    const user = await ctx.user('staff');
    let tokens: { access: string; refresh: string } = await signIn(user.email, user.password);
    // The admin refreshes every few minutes; keep doing that for 11 h 50 min.
    for (let minutes = 0; minutes < 11 * 60 + 50; minutes += 10) {
      ctx.clock.advance(10 * 60);
      const { data, response } = await refresh(tokens.refresh);
      expect(response.status, `after ${minutes + 10} min`).toBe(200);
      tokens = data!;
    }
    expect((await orders(tokens.access)).status).toBe(200);
    ctx.clock.advance(10 * 60 + 1);
    expect((await refresh(tokens.refresh)).response.status).toBe(401);
    expect((await orders(tokens.access)).status).toBe(401);
    // A new sign-in starts a new 12 hours.
    expect(await login(user.email, user.password)).toBe(200);
  }, 60_000);
});

describe('logout', () => {
  it('ends the access token of the chain too, on the next request', async () => {
    const user = await ctx.user('staff');
    const tokens = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);
    expect((await orders(tokens.access)).status).toBe(200);
    const out = await ctx.api.POST('/api/user/logout/', { body: { refresh: tokens.refresh } });
    expect(out.response.status).toBe(204);
    const refused = await ctx.apiFor(tokens.access).GET('/api/orders/');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({ detail: messages.auth.invalidToken });
    // Another device's session of the same user goes on.
    expect((await orders(other.access)).status).toBe(200);
  });

  it('refuses an access token without a chain id (issued before chains were named)', async () => {
    const user = await ctx.user('staff');
    const { access } = await signIn(user.email, user.password);
    const [header, payload] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    delete claims.sid;
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.x`;
    expect((await orders(forged)).status).toBe(401);
  });
});

describe('POST /api/user/change-password/', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await ctx.user('staff');
    const here = await signIn(user.email, user.password);
    const elsewhere = await signIn(user.email, user.password);
    const fresh = 'A-new-and-long-passphrase';
    const response = await changePassword(here.access, {
      current_password: user.password,
      new_password: fresh,
      new_password2: fresh,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: messages.account.passwordChanged });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await orders(here.access)).status).toBe(200);
    expect((await refresh(here.refresh)).response.status).toBe(200);
    expect((await orders(elsewhere.access)).status).toBe(401);
    expect((await refresh(elsewhere.refresh)).response.status).toBe(401);
    expect(await login(user.email, user.password)).toBe(401);
    expect(await login(user.email, fresh)).toBe(200);
  });

  it('answers field errors: wrong current password, mismatch, short, common, same as before', async () => {
    const user = await ctx.user('staff');
    const { access } = await signIn(user.email, user.password);
    const attempt = async (body: Record<string, string>) => {
      const response = await changePassword(access, body);
      expect(response.status).toBe(400);
      return errorOf(response);
    };
    const good = 'Another-long-passphrase';
    expect(
      (await attempt({ current_password: 'wrong', new_password: good, new_password2: good }))
        .current_password,
    ).toEqual([messages.account.wrongCurrentPassword]);
    expect(
      (await attempt({ current_password: user.password, new_password: good, new_password2: `${good}x` }))
        .new_password2,
    ).toEqual([messages.staff.passwordsDoNotMatch]);
    expect(
      (await attempt({ current_password: user.password, new_password: 'short', new_password2: 'short' }))
        .new_password,
    ).toEqual([messages.staff.passwordTooShort]);
    expect(
      (
        await attempt({
          current_password: user.password,
          new_password: 'qwerty123456',
          new_password2: 'qwerty123456',
        })
      ).new_password,
    ).toEqual([messages.staff.passwordTooCommon]);
    // Easy to guess, or built from the account's own e-mail address.
    for (const weak of ['aaaaaaaaaaaa', '111111111111', 'password123!', `${user.email}1`]) {
      expect(
        (await attempt({ current_password: user.password, new_password: weak, new_password2: weak }))
          .new_password,
        weak,
      ).toEqual([messages.staff.passwordTooWeak]);
    }
    expect(
      (
        await attempt({
          current_password: user.password,
          new_password: user.password,
          new_password2: user.password,
        })
      ).new_password,
    ).toEqual([messages.account.samePassword]);
    const missing = await attempt({});
    expect(missing.current_password).toEqual([messages.common.required]);
  });

  it('guesses at the current password count as failed logins', async () => {
    const user = await ctx.user('staff');
    const { access } = await signIn(user.email, user.password);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await ctx.request('POST', '/api/user/change-password/', {
        token: access,
        json: {
          current_password: `guess-${i}`,
          new_password: 'Long-enough-passw0rd',
          new_password2: 'Long-enough-passw0rd',
        },
        headers: { 'x-test-client': 'one-address' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('a superuser setting a staff password', () => {
  it("sets it and ends all of that user's sessions", async () => {
    const user = await ctx.user('staff');
    const session = await signIn(user.email, user.password);
    const fresh = 'Set-by-the-administrator';
    const response = await ctx.request('PATCH', `/api/user/staff/${user.id}/`, {
      token: (await signIn(admin.email, admin.password)).access,
      json: { username: user.username, email: user.email, password1: fresh, password2: fresh },
    });
    expect(response.status).toBe(200);
    expect((await orders(session.access)).status).toBe(401);
    expect((await refresh(session.refresh)).response.status).toBe(401);
    expect(await login(user.email, fresh)).toBe(200);
  });

  it('checks the new password like any other', async () => {
    const user = await ctx.user('staff');
    const setPassword = async (password1: string, password2: string) =>
      ctx.request('PATCH', `/api/user/staff/${user.id}/`, {
        token: (await signIn(admin.email, admin.password)).access,
        json: { username: user.username, email: user.email, password1, password2 },
      });
    const common = await setPassword('1qaz2wsx3edc', '1qaz2wsx3edc');
    expect(common.status).toBe(400);
    expect((await errorOf(common)).password1).toEqual([messages.staff.passwordTooCommon]);
    const mismatch = await setPassword('Long-enough-1', 'Long-enough-2');
    expect((await errorOf(mismatch)).password2).toEqual([messages.staff.passwordsDoNotMatch]);
  });
});

describe('password storage', () => {
  it('uses argon2id with at least 19 MiB and two passes', async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMS.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(ARGON2_PARAMS.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('upgrades a weaker hash at the next successful sign-in', async () => {
    const user = await ctx.user('staff');
    const weak = await hash(user.password, { memoryCost: 4096, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
    await ctx.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.id));
    expect(await login(user.email, 'wrong-password')).toBe(401);
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash).toBe(weak);
    expect(await login(user.email, user.password)).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(needsRehash(row!.passwordHash)).toBe(false);
    expect(await login(user.email, user.password)).toBe(200);
  });

  it('scores easily guessed passwords low, the shop and account names counting as guesses', () => {
    for (const weak of ['aaaaaaaaaaaa', '111111111111', 'password123!', 'abcdefghijkl', 'qwertyuiopas']) {
      expect(passwordScore(weak, []), weak).toBeLessThan(MIN_PASSWORD_SCORE);
    }
    expect(passwordScore('Mango-Typhoon-Abacus-77', [])).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(passwordScore('growbetterit2026!', [])).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(passwordScore('growbetterit2026!', ['growbetterit'])).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('knows the common passwords from the shipped list', () => {
    expect(isCommonPassword('qwertyuiop123')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('Grow-Better-IT-2026!')).toBe(false);
    expect(PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(12);
  });
});
