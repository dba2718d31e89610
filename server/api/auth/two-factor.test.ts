import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '~/db/schema';
import { messages } from '~/domain/messages';
import { tokenSettings, twoFactorSettings } from '../../http/token-settings';
import { CHALLENGE_TTL_SECONDS } from '../../services/auth/login-challenge';
import { open } from '../../services/auth/secret-box';
import { totpCode } from '../../services/auth/two-factor';
import {
  challengeOf,
  createTestContext,
  dataOf,
  signedIn,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let serial = 0;
/** Each call from its own address unless one is given, so only the throttling test meets the limits. */
const from = (client?: string) => ({ client: client ?? `two-factor-${++serial}` });
/** A typed call's status and body, successful or not, to compare both at once. */
const seen = ({ data, error, response }: { data?: unknown; error?: unknown; response: Response }) => ({
  status: response.status,
  body: data ?? error,
});

const login = (email: string, password: string, client?: string) =>
  ctx.apiFor(undefined, from(client)).POST('/api/user/admin-login/', { body: { email, password } });
const secondStep = (challenge: string, code: string, client?: string) =>
  ctx
    .apiFor(undefined, from(client))
    .POST('/api/user/admin-login/two-factor/', { body: { challenge, code } });
/** The account's own two-factor endpoints, signed in with `token`. */
const api = (token: string) => ctx.apiFor(token, from());
const orders = async (token: string) => (await ctx.apiFor(token).GET('/api/orders/')).response;
const refresh = (token: string) => ctx.api.POST('/api/token/refresh/', { body: { refresh: token } });
const code = (secret: string, offsetSeconds = 0) =>
  totpCode(secret, new Date(ctx.clock.current.getTime() + offsetSeconds * 1000));

/** Enrols a user through the API; answers the secret and the recovery codes. */
async function enrol(user: TestUser): Promise<{ secret: string; recovery: string[] }> {
  const { secret } = dataOf(await api(user.access).POST('/api/user/two-factor/setup/'), 200);
  const confirmed = dataOf(
    await api(user.access).POST('/api/user/two-factor/confirm/', { body: { code: code(secret) } }),
    200,
  );
  // The confirming code's step is used up; later codes in a test come from the next step on.
  ctx.clock.advance(30);
  return { secret, recovery: confirmed.recovery_codes };
}

async function challengeFor(user: TestUser): Promise<string> {
  return challengeOf(dataOf(await login(user.email, user.password), 200));
}

/** The access token of a completed second step. */
const accessOf = async (step: ReturnType<typeof secondStep>) => dataOf(await step).access;

describe('enrolment', () => {
  it('shows a locally drawn QR code and the secret, stores it sealed, and turns on only with a code', async () => {
    const user = await ctx.user('staff');
    expect((await api(user.access).GET('/api/user/two-factor/')).data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
    const setup = dataOf(await api(user.access).POST('/api/user/two-factor/setup/'), 200);
    const secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.otpauth_url).toContain(`secret=${secret}`);
    const qr = setup.qr_code;
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(open(twoFactorSettings(ctx.env).key, row!.totpSecret!, `totp:user:${user.id}`)).toBe(secret);
    expect(row!.totpConfirmedAt).toBeNull();
    // Not on until confirmed: the password alone still signs in.
    expect(signedIn(dataOf(await login(user.email, user.password))).access).toEqual(expect.any(String));

    const wrong = await api(user.access).POST('/api/user/two-factor/confirm/', { body: { code: '000000' } });
    expect(seen(wrong)).toEqual({
      status: 400,
      body: { detail: messages.twoFactor.invalidCode, code: [messages.twoFactor.invalidCode] },
    });
    const confirmed = dataOf(
      await api(user.access).POST('/api/user/two-factor/confirm/', { body: { code: code(secret) } }),
      200,
    );
    const recovery = confirmed.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const one of recovery) expect(one).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const one of stored) {
      expect(recovery.some((plain) => one.codeHash.includes(plain.replace(/-/g, '')))).toBe(false);
    }
    expect((await api(user.access).GET('/api/user/two-factor/')).data).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    expect((await api(user.access).POST('/api/user/two-factor/setup/')).response.status).toBe(409);
  });

  it('refuses a confirmation without a set-up, and an empty code', async () => {
    const user = await ctx.user('staff');
    expect(
      (await api(user.access).POST('/api/user/two-factor/confirm/', { body: { code: '123456' } })).error,
    ).toEqual({
      detail: messages.twoFactor.noEnrolment,
    });
    const empty = await api(user.access).POST('/api/user/two-factor/confirm/', { body: { code: '' } });
    expect(empty.response.status).toBe(400);
    expect(empty.error?.code).toEqual([messages.common.required]);
  });
});

describe('signing in with a code', () => {
  it('answers a challenge, not tokens, for the password; the code then answers what a login does', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const first = await login(user.email, user.password);
    expect(seen(first)).toEqual({
      status: 200,
      body: { two_factor_required: true, challenge: expect.any(String) },
    });
    const challenge = challengeOf(dataOf(first));
    // The challenge is no access token.
    expect((await orders(challenge)).status).toBe(401);
    expect((await refresh(challenge)).response.status).toBe(401);

    const second = dataOf(await secondStep(challenge, code(secret)), 200);
    expect(second).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      is_superuser: false,
      is_staff: true,
      username: user.username,
      email: user.email,
      must_change_password: false,
      must_set_up_two_factor: false,
    });
    expect((await orders(second.access)).status).toBe(200);
    expect((await refresh(second.refresh)).response.status).toBe(200);
  });

  it('leaves the login of a user without two-factor sign-in as it was', async () => {
    const user = await ctx.user('staff');
    const body = dataOf(await login(user.email, user.password));
    expect(Object.keys(body).sort()).toEqual(
      [
        'access',
        'refresh',
        'is_superuser',
        'is_staff',
        'username',
        'email',
        'must_change_password',
        'must_set_up_two_factor',
      ].sort(),
    );
  });

  it('refuses a wrong code with 401 and counts it with wrong passwords in the login limits', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const client = 'two-factor-throttle';
    const challenge = await challengeFor(user);
    expect(seen(await secondStep(challenge, '000000', client))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.invalidCode, code: [messages.twoFactor.invalidCode] },
    });
    expect((await secondStep(challenge, 'aaaa-bbbb-cccc-dddd-eeee-ffff', client)).response.status).toBe(401);
    expect((await login(user.email, 'not-the-password', client)).response.status).toBe(401);
    expect((await secondStep(challenge, '111111', client)).response.status).toBe(401);
    expect((await secondStep(challenge, '222222', client)).response.status).toBe(401);
    // Five failures from this address for this email: even the right code waits.
    const refused = await secondStep(challenge, code(secret), client);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.error).toEqual({ detail: messages.auth.tooManyAttempts });
    // Another address is not refused.
    expect((await secondStep(challenge, code(secret))).response.status).toBe(200);
  });

  it('takes a code once: not again, nor an older one of its window', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const now = code(secret);
    expect((await secondStep(await challengeFor(user), now)).response.status).toBe(200);
    expect((await secondStep(await challengeFor(user), now)).response.status).toBe(401);
    expect((await secondStep(await challengeFor(user), code(secret, -30))).response.status).toBe(401);
    ctx.clock.advance(30);
    expect((await secondStep(await challengeFor(user), code(secret))).response.status).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const user = await ctx.user('staff');
    const { recovery } = await enrol(user);
    const typed = ` ${recovery[0]!.toUpperCase().replace(/-/g, ' ')} `;
    expect((await secondStep(await challengeFor(user), typed)).response.status).toBe(200);
    expect((await secondStep(await challengeFor(user), recovery[0]!)).response.status).toBe(401);
    expect((await secondStep(await challengeFor(user), recovery[1]!)).response.status).toBe(200);
    const access = await accessOf(secondStep(await challengeFor(user), recovery[2]!));
    expect((await api(access).GET('/api/user/two-factor/')).data).toEqual({
      enabled: true,
      recovery_codes_left: 7,
    });
  });

  it('lets the challenge expire after five minutes', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    ctx.clock.advance(CHALLENGE_TTL_SECONDS + 1);
    expect(seen(await secondStep(challenge, code(secret)))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.challengeExpired },
    });
    const [header, payload] = challenge.split('.');
    expect((await secondStep(`${header}.${payload}.forged`, code(secret))).response.status).toBe(401);
    // An access token is no challenge either.
    expect((await secondStep(user.access, code(secret))).response.status).toBe(401);
  });

  it('starts the session when the password was entered, before the code', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    ctx.clock.advance(4 * 60);
    const body = dataOf(await secondStep(challenge, code(secret)));
    const settings = tokenSettings(ctx.env);
    ctx.clock.advance(settings.sessionMaxAgeSeconds - 4 * 60 + 1);
    expect((await refresh(body.refresh)).response.status).toBe(401);
  });

  it('takes a challenge for one sign-in only', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    const other = await challengeFor(user);
    expect((await secondStep(challenge, code(secret))).response.status).toBe(200);
    ctx.clock.advance(30);
    expect(seen(await secondStep(challenge, code(secret)))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.challengeExpired },
    });
    // A sign-in ends the challenges made before it too.
    expect((await secondStep(other, code(secret))).response.status).toBe(401);
    expect((await secondStep(await challengeFor(user), code(secret))).response.status).toBe(200);
  });

  it('starts over when the account was deactivated or two-factor sign-in turned off meanwhile', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await secondStep(challenge, code(secret))).error).toEqual({
      detail: messages.twoFactor.challengeExpired,
    });
  });
});

describe('a new password', () => {
  const reset = 'Quiet-Harbour-Lantern-42';
  const changed = 'Mango-Typhoon-Abacus-77';

  it('ends the challenges made with the old one: a reset by an administrator, then a change of their own', async () => {
    const admin = await ctx.user('superuser');
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);

    const beforeReset = await challengeFor(user);
    const edited = await api(admin.access).PATCH('/api/user/staff/{id}/', {
      params: { path: { id: user.id } },
      body: { username: user.username, email: user.email, password1: reset, password2: reset },
    });
    expect(edited.response.status).toBe(200);
    expect(seen(await secondStep(beforeReset, code(secret)))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.challengeExpired },
    });

    const session = dataOf(
      await secondStep(await challengeFor({ ...user, password: reset }), code(secret)),
      200,
    );
    ctx.clock.advance(30);
    const beforeChange = await challengeFor({ ...user, password: reset });
    const own = await api(session.access).POST('/api/user/change-password/', {
      body: { current_password: reset, new_password: changed, new_password2: changed },
    });
    expect(own.response.status).toBe(200);
    expect((await secondStep(beforeChange, code(secret))).error).toEqual({
      detail: messages.twoFactor.challengeExpired,
    });
    // The new password earns a challenge that completes.
    expect(
      (await secondStep(await challengeFor({ ...user, password: changed }), code(secret))).response.status,
    ).toBe(200);
  });
});

describe('turning it off', () => {
  it('needs the current password or a code', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const token = await accessOf(secondStep(await challengeFor(user), code(secret)));
    const disable = (body: { password?: string; code?: string }) =>
      api(token).POST('/api/user/two-factor/disable/', { body });
    expect((await disable({})).error).toEqual({
      detail: `password: ${messages.twoFactor.passwordOrCode}`,
      password: [messages.twoFactor.passwordOrCode],
    });
    expect(seen(await disable({ password: 'wrong-password-1' }))).toEqual({
      status: 400,
      body: {
        detail: messages.twoFactor.wrongPasswordOrCode,
        password: [messages.twoFactor.wrongPasswordOrCode],
      },
    });
    expect((await disable({ code: '000000' })).response.status).toBe(400);
    expect((await disable({ password: user.password })).data).toEqual({
      detail: messages.twoFactor.disabled,
    });
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toBeNull();
    expect(signedIn(dataOf(await login(user.email, user.password))).access).toEqual(expect.any(String));
    expect((await disable({ password: user.password })).response.status).toBe(409);
  });

  it('takes a code from the app or a recovery code instead of the password', async () => {
    const user = await ctx.user('staff');
    const { secret, recovery } = await enrol(user);
    const disable = (body: { code: string }) =>
      api(user.access).POST('/api/user/two-factor/disable/', { body });
    expect((await disable({ code: code(secret) })).response.status).toBe(200);
    const again = await enrol(user);
    expect(again.recovery).not.toEqual(recovery);
    const disabled = await disable({ code: again.recovery[3]! });
    expect(disabled.response.status).toBe(200);
  });
});

describe('REQUIRE_2FA_FOR_SUPERUSERS', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ REQUIRE_2FA_FOR_SUPERUSERS: 'true' });
  });
  afterAll(() => strict.close());

  /** What signing in tells the account about enrolling in two-factor sign-in. */
  async function mustSetUpTwoFactor(user: TestUser) {
    const answer = await strict
      .apiFor(undefined, from())
      .POST('/api/user/admin-login/', { body: { email: user.email, password: user.password } });
    return signedIn(dataOf(answer)).must_set_up_two_factor;
  }

  it('lets an administrator reach only their own account until they enrol', async () => {
    const admin = await strict.user('superuser');
    expect(await mustSetUpTwoFactor(admin)).toBe(true);
    const asAdmin = strict.apiFor(admin.access, from());
    const refused = await asAdmin.GET('/api/orders/');
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({
      detail: messages.twoFactor.setupRequired,
      code: 'two_factor_setup_required',
    });
    expect((await asAdmin.GET('/api/user/staff-list/')).response.status).toBe(403);
    expect((await asAdmin.GET('/api/user/two-factor/')).response.status).toBe(200);

    const { secret } = dataOf(await asAdmin.POST('/api/user/two-factor/setup/'));
    const confirmed = await asAdmin.POST('/api/user/two-factor/confirm/', {
      body: { code: totpCode(secret, strict.clock.current) },
    });
    expect(confirmed.response.status).toBe(200);
    expect((await asAdmin.GET('/api/orders/')).response.status).toBe(200);
  });

  it('leaves staff accounts free to choose', async () => {
    const staff = await strict.user('staff');
    expect(await mustSetUpTwoFactor(staff)).toBe(false);
    expect((await strict.apiFor(staff.access).GET('/api/orders/')).response.status).toBe(200);
  });
});
