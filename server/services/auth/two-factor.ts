import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Db, DbOrTx } from '~/db/client';
import { recoveryCodes, users, type User } from '~/db/schema';
import type { TwoFactorDisableInput, TwoFactorLoginInput } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import {
  ConflictError,
  fieldError,
  InvalidError,
  NotFoundError,
  UnauthenticatedError,
} from '~/server/errors';
import {
  startLogin,
  throttledAttempt,
  verifyPassword,
  type AttemptContext,
  type AuthUser,
  type LoginResult,
  type TokenSettings,
} from './auth';
import { samePassword, verifyChallenge } from './login-challenge';
import { open, seal } from './secret-box';
import { getCompany } from '../settings/settings';

/** What every authenticator app reads: RFC 6238 with HMAC-SHA1, six digits, 30-second steps. */
const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code of the step before or after is taken too, for a phone clock a little off. */
const TOTP_WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;

export interface TwoFactorSettings {
  /** AES-256-GCM key for TOTP secrets (secret-box.ts). */
  key: Buffer;
  /** REQUIRE_2FA_FOR_SUPERUSERS: administrators must enrol before anything else works. */
  requiredForSuperusers: boolean;
}

/** A superuser who has to enrol first, when the operator asks for it: like a generated password, it blocks. */
export function mustSetUpTwoFactor(
  user: AuthUser,
  settings: Pick<TwoFactorSettings, 'requiredForSuperusers'>,
) {
  return settings.requiredForSuperusers && user.isSuperuser && !user.twoFactorEnabled;
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ ...TOTP_PARAMS, secret: OTPAuth.Secret.fromBase32(secret), label, issuer });
}

/** The code an authenticator app shows at `now` (the tests sign in with it). */
export function totpCode(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/** The 30-second step a correct code belongs to, or null: replay is refused by remembering the last step. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return OTPAuth.TOTP.counter({ period: TOTP_PARAMS.period, timestamp: now.getTime() }) + delta;
}

/**
 * Ten codes of 120 random bits each, written as six groups of four letters and digits. At 112 bits and more a
 * plain SHA-256 is enough to store them (ASVS 6.5.2), so checking one is a single indexed lookup.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    OTPAuth.Secret.fromHex(randomBytes(15).toString('hex')).base32.toLowerCase().match(/.{4}/g)!.join('-'),
  );
}

/** Case, spaces and dashes do not matter when a person types a recovery code back. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z2-7]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

/** Sealed for its user: a value copied onto another account's row does not open there. */
export function sealTotpSecret(settings: TwoFactorSettings, userId: number, secret: string): string {
  return seal(settings.key, secret, `totp:user:${userId}`);
}

async function userRow(db: DbOrTx, userId: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError(messages.common.notFound);
  return row;
}

function secretOf(settings: TwoFactorSettings, user: User): string | null {
  return user.totpSecret ? open(settings.key, user.totpSecret, `totp:user:${user.id}`) : null;
}

/**
 * Takes a TOTP code at most once: the step is recorded in the same statement that checks it is newer than
 * the last one taken, so a code (or an older one still inside the window) cannot be replayed, even in parallel.
 */
async function acceptTotp(
  db: DbOrTx,
  settings: TwoFactorSettings,
  user: User,
  code: string,
  now: Date,
): Promise<boolean> {
  const secret = secretOf(settings, user);
  const step = secret === null ? null : totpStep(secret, code, now);
  if (step === null) return false;
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length === 1;
}

/** A recovery code works once: marking it used is the check. */
async function acceptRecoveryCode(db: DbOrTx, user: User, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
function acceptCode(db: DbOrTx, settings: TwoFactorSettings, user: User, code: string, now: Date) {
  const trimmed = code.replace(/\s/g, '');
  return /^\d{6}$/.test(trimmed)
    ? acceptTotp(db, settings, user, trimmed, now)
    : acceptRecoveryCode(db, user, code, now);
}

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export async function twoFactorStatus(db: Db, user: AuthUser): Promise<TwoFactorStatus> {
  const row = await userRow(db, user.id);
  const [left] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: row.totpConfirmedAt !== null,
    recovery_codes_left: row.totpConfirmedAt ? left!.total : 0,
  };
}

export interface Enrolment {
  secret: string;
  otpauth_url: string;
  /** The QR code as an SVG `data:` URL, drawn here: the secret never goes to another server. */
  qr_code: string;
}

/** A fresh secret, waiting for a code to confirm it; starting again replaces one that was never confirmed. */
export async function startEnrolment(
  db: Db,
  settings: TwoFactorSettings,
  user: AuthUser,
): Promise<Enrolment> {
  const row = await userRow(db, user.id);
  if (row.totpConfirmedAt) throw new ConflictError(messages.twoFactor.alreadyEnabled);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: sealTotpSecret(settings, user.id, secret), totpLastStep: null })
    .where(eq(users.id, user.id));
  const company = await getCompany(db);
  const url = totp(secret, row.email, company.short_name).toString();
  // Imported when someone sets up two-factor sign-in, not at start-up (about 8 MB resident).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return {
    secret,
    otpauth_url: url,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * A correct code from the app turns two-factor sign-in on and answers the ten recovery codes, the only time
 * they are ever shown (only their hashes are kept). Wrong codes count against the login limits.
 */
export async function confirmEnrolment(
  db: Db,
  settings: TwoFactorSettings,
  user: AuthUser,
  code: string,
  attempt: AttemptContext,
): Promise<string[]> {
  const row = await userRow(db, user.id);
  if (row.totpConfirmedAt) throw new ConflictError(messages.twoFactor.alreadyEnabled);
  if (!row.totpSecret) throw new ConflictError(messages.twoFactor.noEnrolment);
  const ok = await throttledAttempt(db, row.email.toLowerCase(), attempt, () =>
    acceptTotp(db, settings, row, code.replace(/\s/g, ''), attempt.now),
  );
  if (!ok) throw fieldError('code', messages.twoFactor.invalidCode);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpConfirmedAt: attempt.now }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((recovery) => ({ userId: user.id, codeHash: hashRecoveryCode(recovery) })));
  });
  return codes;
}

/** Off again, with the current password or a code (a lost phone: a recovery code), checked under the limits. */
export async function disableTwoFactor(
  db: Db,
  settings: TwoFactorSettings,
  user: AuthUser,
  input: TwoFactorDisableInput,
  attempt: AttemptContext,
): Promise<void> {
  const row = await userRow(db, user.id);
  if (!row.totpConfirmedAt) throw new ConflictError(messages.twoFactor.notEnabled);
  const ok = await throttledAttempt(db, row.email.toLowerCase(), attempt, () =>
    input.password
      ? verifyPassword(row.passwordHash, input.password)
      : acceptCode(db, settings, row, input.code ?? '', attempt.now),
  );
  if (!ok) {
    const field = input.password ? 'password' : 'code';
    throw new InvalidError(messages.twoFactor.wrongPasswordOrCode, {
      [field]: [messages.twoFactor.wrongPasswordOrCode],
    });
  }
  await turnOffTwoFactor(db, user.id);
}

/**
 * Also `npm run reset-password -- --turn-off-two-factor`, for an owner who lost both the phone and the
 * recovery codes: whoever can run commands on the server is trusted (docs/security.md).
 */
export function turnOffTwoFactor(db: Db, userId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/**
 * The second step of signing in: the challenge from a correct password and a code from the app or a
 * recovery code. Wrong codes count in the same limits as wrong passwords, for the same email and address.
 */
export async function completeTwoFactorLogin(
  db: Db,
  tokens: TokenSettings,
  settings: TwoFactorSettings,
  input: TwoFactorLoginInput,
  attempt: AttemptContext,
): Promise<LoginResult> {
  const challenge = await verifyChallenge(tokens.secret, input.challenge, attempt.now);
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  // Deactivated, demoted, 2FA turned off, signed in or given a new password since the password was checked:
  // start over.
  if (
    !user ||
    !user.isActive ||
    (!user.isStaff && !user.isSuperuser) ||
    !user.totpConfirmedAt ||
    (user.lastLoginAt?.toISOString() ?? '') !== challenge.lastLogin ||
    !samePassword(tokens.secret, challenge, user.passwordHash)
  ) {
    throw new UnauthenticatedError(messages.twoFactor.challengeExpired);
  }
  const ok = await throttledAttempt(db, user.email.toLowerCase(), attempt, () =>
    acceptCode(db, settings, user, input.code, attempt.now),
  );
  if (!ok) {
    throw new UnauthenticatedError(messages.twoFactor.invalidCode, {
      code: [messages.twoFactor.invalidCode],
    });
  }
  return startLogin(db, tokens, user, attempt.now, { passwordAt: challenge.passwordAt });
}
