import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { messages } from '~/domain/messages';
import { countSuperusers, deleteStaff } from '../../services/auth/users';
import {
  answerOf,
  createTestContext,
  dataOf,
  errorOf,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.user('superuser', { username: 'boss', email: 'boss@example.com' });
  staff = await ctx.user('staff', { username: 'clerk', email: 'clerk@example.com' });
});
afterAll(() => ctx.close());

const newStaff = (overrides: Record<string, unknown> = {}) => ({
  username: 'maria',
  email: 'maria@example.com',
  password1: 'strong-pass-123',
  password2: 'strong-pass-123',
  ...overrides,
});

/** The superuser's create-staff form, sent with these changes to a valid new account. */
const createStaff = (overrides: Record<string, unknown> = {}) =>
  ctx.request('POST', '/api/user/create-staff/', { token: admin.access, json: newStaff(overrides) });

describe('POST /api/user/create-staff/', () => {
  it('creates an active staff user who can then log in', async () => {
    const response = await createStaff();
    expect(response.status).toBe(201);
    const body = await answerOf(response, 'post', '/api/user/create-staff/');
    expect(body).toMatchObject({
      username: 'maria',
      email: 'maria@example.com',
      is_staff: true,
      is_superuser: false,
      is_active: true,
    });
    expect(body).not.toHaveProperty('password_hash');
    const login = await ctx.request('POST', '/api/user/admin-login/', {
      json: { email: 'maria@example.com', password: 'strong-pass-123' },
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ is_staff: true, is_superuser: false, username: 'maria' });
  });

  it('keeps the full name and position quotations are signed with, and edits them', async () => {
    const response = await createStaff({
      username: 'rosa',
      email: 'rosa@example.com',
      full_name: '  Rosa Reyes ',
      position: 'Sales Manager',
    });
    expect(response.status).toBe(201);
    const created = await answerOf(response, 'post', '/api/user/create-staff/');
    expect(created).toMatchObject({ full_name: 'Rosa Reyes', position: 'Sales Manager' });
    const edit = (json: Record<string, unknown>) =>
      ctx.request('PATCH', `/api/user/staff/${created.id}/`, {
        token: admin.access,
        json: { username: 'rosa', email: 'rosa@example.com', ...json },
      });
    expect(await (await edit({ position: 'Account Executive' })).json()).toMatchObject({
      full_name: 'Rosa Reyes',
      position: 'Account Executive',
    });
    expect(await (await edit({ full_name: '' })).json()).toMatchObject({
      full_name: '',
      position: 'Account Executive',
    });
    const tooLong = await edit({ full_name: 'x'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toHaveProperty('full_name');
  });

  it('requires all four fields', async () => {
    const response = await ctx.request('POST', '/api/user/create-staff/', { token: admin.access, json: {} });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    for (const field of ['username', 'email', 'password1', 'password2']) {
      expect(body[field]).toEqual([messages.common.required]);
    }
  });

  it('refuses passwords that do not match', async () => {
    const response = await createStaff({
      username: 'pedro',
      email: 'pedro@example.com',
      password2: 'different-pass-123',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ password2: [messages.staff.passwordsDoNotMatch] });
  });

  it.each<[string, Record<string, string>, string]>([
    ['a short password', { password1: 'short', password2: 'short' }, messages.staff.passwordTooShort],
    [
      'a password equal to the username',
      { username: 'juanito12345', password1: 'Juanito12345', password2: 'Juanito12345' },
      messages.staff.passwordTooSimilar,
    ],
    [
      'a password equal to the email',
      { password1: 'juan@example.com', password2: 'juan@example.com' },
      messages.staff.passwordTooSimilar,
    ],
    [
      'a common password',
      { password1: 'qwerty123456', password2: 'qwerty123456' },
      messages.staff.passwordTooCommon,
    ],
    ...['aaaaaaaaaaaa', '111111111111', 'password123!', 'GrowBetterIT2026'].map(
      (weak): [string, Record<string, string>, string] => [
        `the easily guessed "${weak}"`,
        { password1: weak, password2: weak },
        messages.staff.passwordTooWeak,
      ],
    ),
  ])('refuses %s', async (_label, fields, error) => {
    const response = await createStaff({ username: 'juan', email: 'juan@example.com', ...fields });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).password1).toEqual([error]);
  });

  it('refuses a taken username or email, ignoring letter case', async () => {
    const response = await createStaff({ username: 'CLERK', email: 'CLERK@example.com' });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.username).toEqual([messages.staff.usernameTaken]);
    expect(body.email).toEqual([messages.staff.emailTaken]);
  });

  it('refuses an invalid email and an invalid username', async () => {
    const response = await createStaff({ username: 'has space', email: 'not-an-email' });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.email).toEqual([messages.common.invalidEmail]);
    expect(body.username).toHaveLength(1);
  });

  it('is for superusers only', async () => {
    const anonymous = await ctx.request('POST', '/api/user/create-staff/', { json: newStaff() });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).detail).toBe(messages.auth.notAuthenticated);
    const asStaff = await ctx.request('POST', '/api/user/create-staff/', {
      token: staff.access,
      json: newStaff(),
    });
    expect(asStaff.status).toBe(403);
    expect((await errorOf(asStaff)).detail).toBe(messages.auth.permissionDenied);
  });
});

describe('GET /api/user/staff-list/', () => {
  it('lists staff and superusers newest first with their flags', async () => {
    await ctx.user('customer');
    const list = dataOf(await ctx.apiFor(admin.access).GET('/api/user/staff-list/'), 200);
    const names = list.map((row) => row.username);
    expect(names).toContain('boss');
    expect(names).toContain('clerk');
    expect(names.some((name) => name.startsWith('customer'))).toBe(false);
    const ids = list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(['id', 'username', 'email', 'is_staff', 'is_superuser', 'is_active']),
    );
  });

  it('answers 401 anonymously and 403 to staff', async () => {
    expect((await ctx.request('GET', '/api/user/staff-list/')).status).toBe(401);
    expect((await ctx.request('GET', '/api/user/staff-list', { token: staff.access })).status).toBe(403);
  });
});

describe('/api/user/staff/{id}/', () => {
  async function staffId(username: string): Promise<number> {
    const response = await createStaff({ username, email: `${username}@example.com` });
    return (await answerOf(response, 'post', '/api/user/create-staff/')).id;
  }

  it('reads one staff user', async () => {
    const id = await staffId('ana');
    const response = await ctx.request('GET', `/api/user/staff/${id}/`, { token: admin.access });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, username: 'ana', email: 'ana@example.com' });
  });

  it('answers 404 for a missing, non-staff or malformed id', async () => {
    const customer = await ctx.user('customer');
    for (const id of ['999999', String(customer.id), 'abc', '-1', '99999999999999']) {
      const response = await ctx.request('GET', `/api/user/staff/${id}/`, { token: admin.access });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).detail).toBe(messages.staff.fetchFailed);
    }
  });

  it('refuses an easily guessed new password set by a superuser', async () => {
    const id = await staffId('weakling');
    for (const weak of ['aaaaaaaaaaaa', '111111111111', 'password123!']) {
      const refused = await ctx.request('PATCH', `/api/user/staff/${id}/`, {
        token: admin.access,
        json: { username: 'edited', email: 'edited@example.com', password1: weak, password2: weak },
      });
      expect(refused.status, weak).toBe(400);
      expect((await errorOf(refused)).password1, weak).toEqual([messages.staff.passwordTooWeak]);
    }
  });

  it('updates username and email, both required and unique', async () => {
    const id = await staffId('ben');
    const ok = await ctx.request('PATCH', `/api/user/staff/${id}/`, {
      token: admin.access,
      json: { username: 'benjamin', email: 'benjamin@example.com' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ username: 'benjamin', email: 'benjamin@example.com' });

    const missing = await ctx.request('PATCH', `/api/user/staff/${id}/`, { token: admin.access, json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      username: [messages.common.required],
      email: [messages.common.required],
    });

    const taken = await ctx.request('PATCH', `/api/user/staff/${id}/`, {
      token: admin.access,
      json: { username: 'Clerk', email: 'benjamin@example.com' },
    });
    expect(taken.status).toBe(400);
    expect((await errorOf(taken)).username).toEqual([messages.staff.usernameTaken]);

    const unchanged = await ctx.request('PATCH', `/api/user/staff/${id}`, {
      token: admin.access,
      json: { username: 'benjamin', email: 'BENJAMIN@example.com' },
    });
    expect(unchanged.status).toBe(200);
  });

  it('deletes a staff user, whose tokens then stop working', async () => {
    const id = await staffId('carla');
    const session = await (
      await ctx.request('POST', '/api/user/admin-login/', {
        json: { email: 'carla@example.com', password: 'strong-pass-123' },
      })
    ).json();
    const response = await ctx.request('DELETE', `/api/user/staff/${id}/`, { token: admin.access });
    expect(response.status).toBe(204);
    expect((await ctx.request('GET', `/api/user/staff/${id}/`, { token: admin.access })).status).toBe(404);
    expect(
      (await ctx.request('POST', '/api/token/refresh/', { json: { refresh: session.refresh } })).status,
    ).toBe(401);
    expect((await ctx.request('GET', '/api/health', { token: session.access })).status).toBe(401);
  });

  it('does not let a superuser delete or demote themselves', async () => {
    const remove = await ctx.request('DELETE', `/api/user/staff/${admin.id}/`, { token: admin.access });
    expect(remove.status).toBe(409);
    expect((await errorOf(remove)).detail).toBe(messages.staff.cannotDeleteSelf);
    const demote = await ctx.request('PATCH', `/api/user/staff/${admin.id}/`, {
      token: admin.access,
      json: { username: admin.username, email: admin.email, is_superuser: false },
    });
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).detail).toBe(messages.staff.cannotDemoteSelf);
  });

  it('lets one superuser delete another, but never the last one', async () => {
    const second = await ctx.user('superuser');
    expect(
      (await ctx.request('DELETE', `/api/user/staff/${second.id}/`, { token: admin.access })).status,
    ).toBe(204);
    // Through the API the acting superuser always remains, so the last-superuser rule is proven on the service,
    // which scripts and future callers share.
    await ctx.db
      .update(users)
      .set({ isSuperuser: false })
      .where(and(ne(users.id, admin.id), eq(users.isSuperuser, true)));
    expect(await countSuperusers(ctx.db)).toBe(1);
    await expect(deleteStaff(ctx.db, admin.id, staff, ctx.clock.current)).rejects.toMatchObject({
      status: 409,
      detail: messages.staff.lastSuperuser,
    });
  });

  it('is for superusers only', async () => {
    const id = await staffId('dina');
    expect((await ctx.request('GET', `/api/user/staff/${id}/`)).status).toBe(401);
    expect((await ctx.request('GET', `/api/user/staff/${id}/`, { token: staff.access })).status).toBe(403);
    expect(
      (
        await ctx.request('PATCH', `/api/user/staff/${id}/`, {
          token: staff.access,
          json: { username: 'x', email: 'x@x.io' },
        })
      ).status,
    ).toBe(403);
    expect((await ctx.request('DELETE', `/api/user/staff/${id}/`, { token: staff.access })).status).toBe(403);
  });
});

describe('administrator changes at the same moment', () => {
  it('never leaves the shop without a superuser when two delete each other', async () => {
    const a = await ctx.user('superuser');
    const b = await ctx.user('superuser');
    await ctx.db
      .update(users)
      .set({ isSuperuser: false })
      .where(and(eq(users.isSuperuser, true), ne(users.id, a.id), ne(users.id, b.id)));
    await Promise.all([
      ctx.request('DELETE', `/api/user/staff/${b.id}/`, { token: a.access }),
      ctx.request('DELETE', `/api/user/staff/${a.id}/`, { token: b.access }),
    ]);
    expect(await countSuperusers(ctx.db)).toBe(1);
  });

  it('keeps a demoted administrator in the staff list', async () => {
    const a = await ctx.user('superuser');
    const b = await ctx.user('superuser');
    const response = await ctx.request('PATCH', `/api/user/staff/${b.id}/`, {
      token: a.access,
      json: { username: b.username, email: b.email, is_superuser: false },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_superuser: false, is_staff: true });
    expect((await ctx.request('GET', `/api/user/staff/${b.id}/`, { token: a.access })).status).toBe(200);
  });
});
