import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '~/db/schema';
import { messages } from '~/domain/messages';
import { tokenSettings, twoFactorSettings } from '../../http/token-settings';
import { CHALLENGE_TTL_SECONDS } from '../../services/auth/login-challenge';
import { open } from '../../services/auth/secret-box';
import { totpCode } from '../../services/auth/two-factor';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let serial = 0;
/** Each call from its own address unless one is given, so only the throttling test meets the limits. */
const from = (client?: string) => ({ 'x-test-client': client ?? `two-factor-${++serial}` });
type Body = Record<string, unknown>;
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Body,
});

const login = (email: string, password: string, client?: string) =>
  ctx
    .request('POST', '/api/user/admin-login/', { json: { email, password }, headers: from(client) })
    .then(answer);
const secondStep = (challenge: unknown, code: string, client?: string) =>
  ctx
    .request('POST', '/api/user/admin-login/two-factor/', {
      json: { challenge, code },
      headers: from(client),
    })
    .then(answer);
const call = (method: string, path: string, token: string, json?: unknown) =>
  ctx.request(method, path, { token, json, headers: from() }).then(answer);
const orders = (token: string) => ctx.request('GET', '/api/orders/', { token });
const code = (secret: string, offsetSeconds = 0) =>
  totpCode(secret, new Date(ctx.clock.current.getTime() + offsetSeconds * 1000));

/** Enrols a user through the API; answers the secret and the recovery codes. */
async function enrol(user: TestUser): Promise<{ secret: string; recovery: string[] }> {
  const setup = await call('POST', '/api/user/two-factor/setup/', user.access);
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const confirmed = await call('POST', '/api/user/two-factor/confirm/', user.access, { code: code(secret) });
  expect(confirmed.status).toBe(200);
  // The confirming code's step is used up; later codes in a test come from the next step on.
  ctx.clock.advance(30);
  return { secret, recovery: confirmed.body.recovery_codes as string[] };
}

async function challengeFor(user: TestUser): Promise<string> {
  const first = await login(user.email, user.password);
  expect(first.status).toBe(200);
  return first.body.challenge as string;
}

describe('enrolment', () => {
  it('shows a locally drawn QR code and the secret, stores it sealed, and turns on only with a code', async () => {
    const user = await ctx.user('staff');
    expect((await call('GET', '/api/user/two-factor/', user.access)).body).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
    const setup = await call('POST', '/api/user/two-factor/setup/', user.access);
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.otpauth_url).toContain(`secret=${secret}`);
    const qr = setup.body.qr_code as string;
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).not.toContain(secret);
    expect(open(twoFactorSettings(ctx.env).key, row!.totpSecret!, `totp:user:${user.id}`)).toBe(secret);
    expect(row!.totpConfirmedAt).toBeNull();
    // Not on until confirmed: the password alone still signs in.
    expect((await login(user.email, user.password)).body.access).toEqual(expect.any(String));

    const wrong = await call('POST', '/api/user/two-factor/confirm/', user.access, { code: '000000' });
    expect(wrong).toEqual({
      status: 400,
      body: { detail: messages.twoFactor.invalidCode, code: [messages.twoFactor.invalidCode] },
    });
    const confirmed = await call('POST', '/api/user/two-factor/confirm/', user.access, {
      code: code(secret),
    });
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.body.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const one of recovery) expect(one).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const one of stored) {
      expect(recovery.some((plain) => one.codeHash.includes(plain.replace(/-/g, '')))).toBe(false);
    }
    expect((await call('GET', '/api/user/two-factor/', user.access)).body).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    expect((await call('POST', '/api/user/two-factor/setup/', user.access)).status).toBe(409);
  });

  it('refuses a confirmation without a set-up, and an empty code', async () => {
    const user = await ctx.user('staff');
    expect(
      (await call('POST', '/api/user/two-factor/confirm/', user.access, { code: '123456' })).body,
    ).toEqual({
      detail: messages.twoFactor.noEnrolment,
    });
    const empty = await call('POST', '/api/user/two-factor/confirm/', user.access, { code: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toEqual([messages.common.required]);
  });
});

describe('signing in with a code', () => {
  it('answers a challenge, not tokens, for the password; the code then answers what a login does', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const first = await login(user.email, user.password);
    expect(first).toEqual({
      status: 200,
      body: { two_factor_required: true, challenge: expect.any(String) },
    });
    // The challenge is no access token.
    expect((await orders(first.body.challenge as string)).status).toBe(401);
    expect(
      (await ctx.request('POST', '/api/token/refresh/', { json: { refresh: first.body.challenge } })).status,
    ).toBe(401);

    const second = await secondStep(first.body.challenge, code(secret));
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      is_superuser: false,
      is_staff: true,
      username: user.username,
      email: user.email,
      must_change_password: false,
      must_set_up_two_factor: false,
    });
    expect((await orders(second.body.access as string)).status).toBe(200);
    expect(
      (await ctx.request('POST', '/api/token/refresh/', { json: { refresh: second.body.refresh } })).status,
    ).toBe(200);
  });

  it('leaves the login of a user without two-factor sign-in as it was', async () => {
    const user = await ctx.user('staff');
    const { body } = await login(user.email, user.password);
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
    expect(await secondStep(challenge, '000000', client)).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.invalidCode, code: [messages.twoFactor.invalidCode] },
    });
    expect((await secondStep(challenge, 'aaaa-bbbb-cccc-dddd-eeee-ffff', client)).status).toBe(401);
    expect((await login(user.email, 'not-the-password', client)).status).toBe(401);
    expect((await secondStep(challenge, '111111', client)).status).toBe(401);
    expect((await secondStep(challenge, '222222', client)).status).toBe(401);
    // Five failures from this address for this email: even the right code waits.
    const refused = await ctx.request('POST', '/api/user/admin-login/two-factor/', {
      json: { challenge, code: code(secret) },
      headers: from(client),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ detail: messages.auth.tooManyAttempts });
    // Another address is not refused.
    expect((await secondStep(challenge, code(secret))).status).toBe(200);
  });

  it('takes a code once: not again, nor an older one of its window', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const now = code(secret);
    expect((await secondStep(await challengeFor(user), now)).status).toBe(200);
    expect((await secondStep(await challengeFor(user), now)).status).toBe(401);
    expect((await secondStep(await challengeFor(user), code(secret, -30))).status).toBe(401);
    ctx.clock.advance(30);
    expect((await secondStep(await challengeFor(user), code(secret))).status).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const user = await ctx.user('staff');
    const { recovery } = await enrol(user);
    const typed = ` ${recovery[0]!.toUpperCase().replace(/-/g, ' ')} `;
    expect((await secondStep(await challengeFor(user), typed)).status).toBe(200);
    expect((await secondStep(await challengeFor(user), recovery[0]!)).status).toBe(401);
    expect((await secondStep(await challengeFor(user), recovery[1]!)).status).toBe(200);
    const signedIn = await secondStep(await challengeFor(user), recovery[2]!);
    expect((await call('GET', '/api/user/two-factor/', signedIn.body.access as string)).body).toEqual({
      enabled: true,
      recovery_codes_left: 7,
    });
  });

  it('lets the challenge expire after five minutes', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    ctx.clock.advance(CHALLENGE_TTL_SECONDS + 1);
    expect(await secondStep(challenge, code(secret))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.challengeExpired },
    });
    const [header, payload] = challenge.split('.');
    expect((await secondStep(`${header}.${payload}.forged`, code(secret))).status).toBe(401);
    // An access token is no challenge either.
    expect((await secondStep(user.access, code(secret))).status).toBe(401);
  });

  it('starts the session when the password was entered, before the code', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    ctx.clock.advance(4 * 60);
    const { body } = await secondStep(challenge, code(secret));
    const settings = tokenSettings(ctx.env);
    ctx.clock.advance(settings.sessionMaxAgeSeconds - 4 * 60 + 1);
    expect(
      (await ctx.request('POST', '/api/token/refresh/', { json: { refresh: body.refresh } })).status,
    ).toBe(401);
  });

  it('takes a challenge for one sign-in only', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    const other = await challengeFor(user);
    expect((await secondStep(challenge, code(secret))).status).toBe(200);
    ctx.clock.advance(30);
    expect(await secondStep(challenge, code(secret))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.challengeExpired },
    });
    // A sign-in ends the challenges made before it too.
    expect((await secondStep(other, code(secret))).status).toBe(401);
    expect((await secondStep(await challengeFor(user), code(secret))).status).toBe(200);
  });

  it('starts over when the account was deactivated or two-factor sign-in turned off meanwhile', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await secondStep(challenge, code(secret))).body).toEqual({
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
    const edited = await call('PATCH', `/api/user/staff/${user.id}/`, admin.access, {
      username: user.username,
      email: user.email,
      password1: reset,
      password2: reset,
    });
    expect(edited.status).toBe(200);
    expect(await secondStep(beforeReset, code(secret))).toEqual({
      status: 401,
      body: { detail: messages.twoFactor.challengeExpired },
    });

    const signedIn = await secondStep(await challengeFor({ ...user, password: reset }), code(secret));
    expect(signedIn.status).toBe(200);
    ctx.clock.advance(30);
    const beforeChange = await challengeFor({ ...user, password: reset });
    const own = await call('POST', '/api/user/change-password/', signedIn.body.access as string, {
      current_password: reset,
      new_password: changed,
      new_password2: changed,
    });
    expect(own.status).toBe(200);
    expect((await secondStep(beforeChange, code(secret))).body).toEqual({
      detail: messages.twoFactor.challengeExpired,
    });
    // The new password earns a challenge that completes.
    expect((await secondStep(await challengeFor({ ...user, password: changed }), code(secret))).status).toBe(
      200,
    );
  });
});

describe('turning it off', () => {
  it('needs the current password or a code', async () => {
    const user = await ctx.user('staff');
    const { secret } = await enrol(user);
    const signedIn = await secondStep(await challengeFor(user), code(secret));
    const token = signedIn.body.access as string;
    expect((await call('POST', '/api/user/two-factor/disable/', token, {})).body).toEqual({
      detail: `password: ${messages.twoFactor.passwordOrCode}`,
      password: [messages.twoFactor.passwordOrCode],
    });
    expect(
      await call('POST', '/api/user/two-factor/disable/', token, { password: 'wrong-password-1' }),
    ).toEqual({
      status: 400,
      body: {
        detail: messages.twoFactor.wrongPasswordOrCode,
        password: [messages.twoFactor.wrongPasswordOrCode],
      },
    });
    expect((await call('POST', '/api/user/two-factor/disable/', token, { code: '000000' })).status).toBe(400);
    expect(
      (await call('POST', '/api/user/two-factor/disable/', token, { password: user.password })).body,
    ).toEqual({
      detail: messages.twoFactor.disabled,
    });
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toBeNull();
    expect((await login(user.email, user.password)).body.access).toEqual(expect.any(String));
    expect(
      (await call('POST', '/api/user/two-factor/disable/', token, { password: user.password })).status,
    ).toBe(409);
  });

  it('takes a code from the app or a recovery code instead of the password', async () => {
    const user = await ctx.user('staff');
    const { secret, recovery } = await enrol(user);
    expect(
      (await call('POST', '/api/user/two-factor/disable/', user.access, { code: code(secret) })).status,
    ).toBe(200);
    const again = await enrol(user);
    expect(again.recovery).not.toEqual(recovery);
    const disabled = await call('POST', '/api/user/two-factor/disable/', user.access, {
      code: again.recovery[3],
    });
    expect(disabled.status).toBe(200);
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
    const response = await strict.request('POST', '/api/user/admin-login/', {
      json: { email: user.email, password: user.password },
      headers: from(),
    });
    return ((await response.json()) as Body).must_set_up_two_factor;
  }

  it('lets an administrator reach only their own account until they enrol', async () => {
    const admin = await strict.user('superuser');
    expect(await mustSetUpTwoFactor(admin)).toBe(true);
    const refused = await strict.request('GET', '/api/orders/', { token: admin.access });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: messages.twoFactor.setupRequired,
      code: 'two_factor_setup_required',
    });
    expect((await strict.request('GET', '/api/user/staff-list/', { token: admin.access })).status).toBe(403);
    expect((await strict.request('GET', '/api/user/two-factor/', { token: admin.access })).status).toBe(200);

    const setup = await strict.request('POST', '/api/user/two-factor/setup/', { token: admin.access });
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await strict.request('POST', '/api/user/two-factor/confirm/', {
      token: admin.access,
      json: { code: totpCode(secret, strict.clock.current) },
      headers: from(),
    });
    expect(confirmed.status).toBe(200);
    expect((await strict.request('GET', '/api/orders/', { token: admin.access })).status).toBe(200);
  });

  it('leaves staff accounts free to choose', async () => {
    const staff = await strict.user('staff');
    expect(await mustSetUpTwoFactor(staff)).toBe(false);
    expect((await strict.request('GET', '/api/orders/', { token: staff.access })).status).toBe(200);
  });
});
