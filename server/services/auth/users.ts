import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import { users, type User } from '~/db/schema';
import type { ChangePasswordInput, CreateStaffInput, UpdateStaffInput } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import {
  hashPassword,
  revokeAllForUser,
  throttledAttempt,
  verifyPassword,
  type AttemptContext,
  type AuthUser,
} from './auth';
import { assertStrongPassword } from './passwords';
import { uniqueViolation } from '../shared/db-errors';
import { givenFields, type FieldColumns } from '../shared/given-fields';
import { changedFields } from '~/domain/activity';
import type { z } from 'zod';
import type { staffViewSchema } from '~/domain/views';
import { recordActivity, recordChanges, type Actor } from '../activity/activity';
import { ConflictError, fieldError, InvalidError, NotFoundError, type FieldErrors } from '../../errors';

export type StaffView = z.infer<typeof staffViewSchema>;

function toStaffView(user: User): StaffView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: user.fullName,
    position: user.position,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    is_active: user.isActive,
    date_joined: user.createdAt.toISOString(),
    last_login: user.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * The input fields a staff account stores as given, from the create and the edit screens. The password is
 * hashed and the role flags follow rules of their own (a new account is staff, never an administrator).
 */
export type StaffColumns = FieldColumns<
  CreateStaffInput & UpdateStaffInput,
  typeof users,
  'password1' | 'password2'
>;
export const STAFF_COLUMNS = {
  username: 'username',
  email: 'email',
  full_name: 'fullName',
  position: 'position',
  is_active: 'isActive',
  is_superuser: 'isSuperuser',
} as const satisfies StaffColumns;

/** Username and email are unique regardless of letter case; both clashes are reported together. */
async function assertUnique(db: DbOrTx, username: string, email: string, exceptId?: number): Promise<void> {
  const clashes = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = lower(${email})`),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    );
  const fields: FieldErrors = {};
  if (clashes.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
    fields.username = [messages.staff.usernameTaken];
  }
  if (clashes.some((row) => row.email.toLowerCase() === email.toLowerCase())) {
    fields.email = [messages.staff.emailTaken];
  }
  if (Object.keys(fields).length > 0) {
    throw new InvalidError(Object.values(fields)[0]![0]!, fields);
  }
}

/** A concurrent insert can still win the race past assertUnique; the unique index has the last word. */
function rethrowUnique(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_username_key') throw fieldError('username', messages.staff.usernameTaken);
  if (constraint === 'users_email_key') throw fieldError('email', messages.staff.emailTaken);
  throw error;
}

/**
 * Every field but the password is a column of `users` by its own name (so none is mapped twice); one left out
 * takes the column's default.
 */
export async function createUser(
  db: DbOrTx,
  input: {
    username: string;
    email: string;
    password: string;
    isStaff: boolean;
    isSuperuser: boolean;
    mustChangePassword?: boolean;
    fullName?: string;
    position?: string;
  },
): Promise<StaffView> {
  await assertUnique(db, input.username, input.email);
  const { password, ...columns } = input;
  try {
    const [user] = await db
      .insert(users)
      .values({ ...columns, passwordHash: await hashPassword(password) })
      .returning();
    return toStaffView(user!);
  } catch (error) {
    rethrowUnique(error);
  }
}

export async function createStaff(
  db: Db,
  input: CreateStaffInput,
  actor: Actor,
  now: Date,
): Promise<StaffView> {
  await assertStrongPassword(db, input.password1, 'password1', input);
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      ...givenFields(input, STAFF_COLUMNS),
      password: input.password1,
      isStaff: true,
      isSuperuser: false,
    });
    await recordActivity(tx, actor, now, {
      entityType: 'staff',
      entityId: user.id,
      entityLabel: user.username,
      action: 'created',
      changes: { email: { from: null, to: user.email } },
    });
    return user;
  });
}

/** What a staff account's history shows; never the password. */
const historyFields = (user: User) => ({
  username: user.username,
  email: user.email,
  full_name: user.fullName,
  position: user.position,
  is_active: user.isActive,
  is_superuser: user.isSuperuser,
});

export async function listStaff(db: Db): Promise<StaffView[]> {
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.isStaff, true), eq(users.isSuperuser, true)))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toStaffView);
}

async function findStaff(db: DbOrTx, id: number): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), or(eq(users.isStaff, true), eq(users.isSuperuser, true))));
  return user ?? null;
}

const staffNotFound = () => new NotFoundError(messages.staff.fetchFailed);

export async function getStaff(db: Db, id: number): Promise<StaffView | null> {
  const user = await findStaff(db, id);
  return user && toStaffView(user);
}

/**
 * `newPassword`, when a superuser sets one, replaces the account's password and ends all its sessions: a
 * password reset because of a suspected leak must lock out whoever holds the old sessions.
 */
export async function updateStaff(
  db: Db,
  id: number,
  input: UpdateStaffInput,
  actor: Actor,
  now: Date,
  newPassword?: string,
): Promise<StaffView> {
  if (newPassword !== undefined) await assertStrongPassword(db, newPassword, 'password1', input);
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await lockSuperusers(tx);
    const user = await findStaff(tx, id);
    if (!user) throw staffNotFound();
    if (id === actor.id && (input.is_superuser === false || input.is_active === false)) {
      throw new ConflictError(messages.staff.cannotDemoteSelf);
    }
    if (user.isSuperuser && input.is_superuser === false) await assertAnotherSuperuser(tx, id);
    await assertUnique(tx, input.username, input.email, id);
    try {
      const [updated] = await tx
        .update(users)
        .set({
          ...givenFields(input, STAFF_COLUMNS),
          // A former administrator stays in the staff list (and can be promoted again) rather than vanish.
          isStaff: input.is_superuser === false ? true : user.isStaff,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      if (input.is_active === false || passwordHash) await revokeAllForUser(tx, id, now);
      const changes = changedFields(historyFields(user), historyFields(updated!));
      // The history says that the password changed, never what it is.
      if (passwordHash) changes.password = { from: null, to: 'changed' };
      await recordChanges(tx, actor, now, {
        entityType: 'staff',
        entityId: id,
        entityLabel: updated!.username,
        action: 'updated',
        changes,
      });
      return toStaffView(updated!);
    } catch (error) {
      rethrowUnique(error);
    }
  });
}

/**
 * Serialises changes that could remove administrators: two superusers deleting each other at the same moment
 * would otherwise both see the other one still there and leave the shop with none.
 */
async function lockSuperusers(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users:superusers'))`);
}

async function assertAnotherSuperuser(db: DbOrTx, exceptId: number): Promise<void> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.isSuperuser, true), eq(users.isActive, true), ne(users.id, exceptId)));
  if (!row || row.total === 0) throw new ConflictError(messages.staff.lastSuperuser);
}

export async function deleteStaff(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  if (id === actor.id) throw new ConflictError(messages.staff.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    await lockSuperusers(tx);
    const user = await findStaff(tx, id);
    if (!user) throw staffNotFound();
    if (user.isSuperuser) await assertAnotherSuperuser(tx, id);
    // Refresh tokens go with the row (ON DELETE CASCADE), so the user's sessions end at once.
    await tx.delete(users).where(eq(users.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'staff',
      entityId: id,
      entityLabel: user.username,
      action: 'deleted',
    });
  });
}

export async function countSuperusers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.isSuperuser, true));
  return row?.total ?? 0;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * A signed-in user changes their own password. The current one is checked under the login limits (a stolen
 * session must not become a password-guessing oracle), and every other session of the user ends, so a
 * change made because of a suspected leak locks the other holder out; the session making the change stays.
 */
export async function changeOwnPassword(
  db: Db,
  user: AuthUser,
  input: ChangePasswordInput,
  attempt: AttemptContext,
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new NotFoundError(messages.common.notFound);
  const ok = await throttledAttempt(db, row.email.toLowerCase(), attempt, () =>
    verifyPassword(row.passwordHash, input.current_password),
  );
  if (!ok) throw fieldError('current_password', messages.account.wrongCurrentPassword);
  if (input.new_password === input.current_password) {
    throw fieldError('new_password', messages.account.samePassword);
  }
  const lowered = input.new_password.toLowerCase();
  if (lowered === row.username.toLowerCase() || lowered === row.email.toLowerCase()) {
    throw fieldError('new_password', messages.staff.passwordTooSimilar);
  }
  await assertStrongPassword(db, input.new_password, 'new_password', row);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
    await revokeAllForUser(tx, user.id, attempt.now, user.sessionId);
    await recordActivity(tx, { id: row.id, username: row.username }, attempt.now, {
      entityType: 'staff',
      entityId: row.id,
      entityLabel: row.username,
      action: 'updated',
      changes: { password: { from: null, to: 'changed' } },
    });
  });
}

/** `npm run reset-password`: a new password for the account with this email, and all its sessions ended. */
export async function resetPassword(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<StaffView | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .returning();
    if (!user) return null;
    await revokeAllForUser(tx, user.id, now);
    return toStaffView(user);
  });
}
