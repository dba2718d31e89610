import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db, DbOrTx } from '~/db/client';
import { refreshTokens, users, type User } from '~/db/schema';
import type { LoginInput } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { ForbiddenError, TooManyError, UnauthenticatedError } from '../../errors';
import { countHits, releaseHits, takeHit, throttleAddress, type Limit } from '../shared/throttle';
import { signChallenge } from './login-challenge';
import { verifySigned } from './signed-token';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isStaff: boolean;
  isSuperuser: boolean;
  mustChangePassword: boolean;
  /** Sign-in asks for a code from an authenticator app (TOTP) after the password. */
  twoFactorEnabled: boolean;
  /** The login chain (refresh-token family) the request's access token belongs to. */
  sessionId?: string;
}

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** A login chain ends this long after the password was entered, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

type TokenType = 'access' | 'refresh';
const algorithm = 'HS256';

const LOGIN_WINDOW_SECONDS = 60;
/** Failures one address may make against one email in a window before it is refused. */
export const LOGIN_MAX_PER_EMAIL_AND_CLIENT = 5;
/** Failures one address may make across all emails in a window before it is refused. */
export const LOGIN_MAX_PER_CLIENT = 20;
/** Failures against one email from anywhere, counted over this window, slow that email down. */
const LOGIN_EMAIL_WINDOW_SECONDS = 15 * 60;
export const LOGIN_EMAIL_FREE_FAILURES = 5;
const LOGIN_EMAIL_DELAY_BASE_MS = 250;
export const LOGIN_EMAIL_DELAY_CAP_MS = 5_000;

/**
 * The wait before an attempt on an email that has failed `failures` times recently (from any address):
 * nothing for the first few, then doubling up to a cap. A flood from many addresses slows guessing of that
 * email down without ever refusing its owner, who only waits a few seconds.
 */
export function emailDelayMs(failures: number): number {
  if (failures < LOGIN_EMAIL_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - LOGIN_EMAIL_FREE_FAILURES, 16);
  return Math.min(LOGIN_EMAIL_DELAY_CAP_MS, LOGIN_EMAIL_DELAY_BASE_MS * 2 ** doublings);
}

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AttemptContext {
  /** The client's address as rate limits count it (IPv6 by /64). */
  address: string;
  now: Date;
  sleep: Sleep;
}

/**
 * Runs one credential check (a password, or a second-factor code) under the login limits. Failures are
 * counted per (email, address) and per address, and past either limit that address is refused with 429, a
 * correct password included (a guesser would otherwise learn it from the one answer that differs). Failures
 * for the email from everywhere only add a delay, so an attacker who knows the owner's email cannot lock the
 * owner out. The attempt is counted before the (slow) check, so parallel guesses cannot slip past a limit;
 * it is taken back when the check passes.
 */
export async function throttledAttempt(
  db: Db,
  email: string,
  attempt: AttemptContext,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const address = throttleAddress(attempt.address);
  const emailKey = `login:email:${email}`;
  const limits: Limit[] = [
    {
      key: `login:pair:${email}|${address}`,
      max: LOGIN_MAX_PER_EMAIL_AND_CLIENT,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
    { key: `login:client:${address}`, max: LOGIN_MAX_PER_CLIENT, windowSeconds: LOGIN_WINDOW_SECONDS },
    { key: emailKey, max: Number.MAX_SAFE_INTEGER, windowSeconds: LOGIN_EMAIL_WINDOW_SECONDS },
  ];
  const hit = await db.transaction((tx) => takeHit(tx, limits, attempt.now));
  if ('retryAfter' in hit) {
    throw new TooManyError(messages.auth.tooManyAttempts, hit.retryAfter);
  }
  const earlierFailures = (await countHits(db, emailKey, LOGIN_EMAIL_WINDOW_SECONDS, attempt.now)) - 1;
  const delay = emailDelayMs(earlierFailures);
  if (delay > 0) await attempt.sleep(delay);
  const ok = await check();
  if (ok) await releaseHits(db, hit.hitIds);
  return ok;
}

/**
 * argon2id as OWASP's password storage guidance and ASVS 5.0 (11.4.2) ask: 19 MiB of memory, two passes,
 * one lane. Every hash is made here; a stored hash made with less is upgraded at the next sign-in.
 */
export const ARGON2_PARAMS = {
  // Algorithm.Argon2id: a const enum, which this build's isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** True when a stored hash is not argon2id or was made with less memory or fewer passes than ARGON2_PARAMS. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$(argon2(?:id|i|d))\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  return (
    match[1] !== 'argon2id' ||
    Number(match[2]) < ARGON2_PARAMS.memoryCost ||
    Number(match[3]) < ARGON2_PARAMS.timeCost
  );
}

/** Verified when the email is unknown too, so the answer takes as long either way. */
const decoyHash = hashPassword('decoy-password-that-matches-nothing');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? (await decoyHash), password);
    return passwordHash !== null && ok;
  } catch {
    return false;
  }
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

interface SessionChain {
  id: string;
  startedAt: Date;
}

async function signToken(
  settings: TokenSettings,
  userId: number,
  type: TokenType,
  jti: string,
  session: SessionChain,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const ttl = type === 'access' ? settings.accessTtlSeconds : settings.refreshTtlSeconds;
  return new SignJWT({ token_type: type, user_id: userId, sid: session.id })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.min(issuedAt + ttl, Math.floor(sessionEnds(settings, session).getTime() / 1000)))
    .sign(key(settings.secret));
}

function sessionEnds(settings: TokenSettings, session: SessionChain): Date {
  return new Date(session.startedAt.getTime() + settings.sessionMaxAgeSeconds * 1000);
}

interface VerifiedToken {
  userId: number;
  jti: string;
  sessionId: string;
}

/** Only HS256 with our secret, the expected token type and a live `exp` pass; everything else is a 401. */
export async function verifyToken(
  settings: TokenSettings,
  token: string,
  type: TokenType,
  now: Date,
): Promise<VerifiedToken> {
  const invalid = () => new UnauthenticatedError(messages.auth.invalidToken);
  const { payload, userId } = await verifySigned(settings.secret, token, now, {
    type,
    claims: ['exp', 'sub', 'jti'],
    refused: invalid,
  });
  if (typeof payload.jti !== 'string' || typeof payload.sid !== 'string') throw invalid();
  return { userId, jti: payload.jti, sessionId: payload.sid };
}

async function issuePair(
  db: DbOrTx,
  settings: TokenSettings,
  userId: number,
  session: SessionChain,
  now: Date,
): Promise<TokenPair> {
  const refreshId = randomUUID();
  const refreshEnds = new Date(now.getTime() + settings.refreshTtlSeconds * 1000);
  const ends = sessionEnds(settings, session);
  await db.insert(refreshTokens).values({
    id: refreshId,
    userId,
    familyId: session.id,
    sessionStartedAt: session.startedAt,
    createdAt: now,
    expiresAt: refreshEnds < ends ? refreshEnds : ends,
  });
  return {
    access: await signToken(settings, userId, 'access', randomUUID(), session, now),
    refresh: await signToken(settings, userId, 'refresh', refreshId, session, now),
  };
}

function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.totpConfirmedAt !== null,
  };
}

/**
 * Logout, reuse detection and password changes revoke a chain's refresh tokens; its access tokens name the
 * chain (`sid`), so they are refused from the next request on too. One lookup on the family index.
 */
export async function sessionRevoked(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

export async function findActiveUser(db: DbOrTx, userId: number): Promise<AuthUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return user ? toAuthUser(user) : null;
}

export interface LoginResult extends TokenPair {
  user: AuthUser;
}

/** A correct password for an account with two-factor sign-in: the code is asked next (two-factor.ts). */
export interface TwoFactorChallenge {
  challenge: string;
}

/** Staff and superusers only; the password is checked under the login limits (throttledAttempt). */
export async function login(
  db: Db,
  settings: TokenSettings,
  input: LoginInput,
  attempt: AttemptContext,
): Promise<LoginResult | TwoFactorChallenge> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const passwordOk = await throttledAttempt(db, email, attempt, async () => {
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    return ok && user !== undefined && user.isActive;
  });
  if (!user || !passwordOk) throw new UnauthenticatedError(messages.auth.invalidCredentials);
  if (!user.isStaff && !user.isSuperuser) throw new ForbiddenError(messages.auth.notAuthorized);
  const now = attempt.now;

  // Hashes made with older, weaker parameters are upgraded while the password is at hand.
  const upgraded = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
  if (user.totpConfirmedAt) {
    if (upgraded) await db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, user.id));
    const passwordHash = upgraded ?? user.passwordHash;
    return { challenge: await signChallenge(settings.secret, { ...user, passwordHash }, now) };
  }
  return startLogin(db, settings, user, now, { passwordHash: upgraded });
}

/**
 * Records the sign-in of a user who has proved who they are and starts its chain, which ends SESSION_MAX_AGE
 * after the password was entered (`passwordAt`, before the second factor's code).
 */
export function startLogin(
  db: Db,
  settings: TokenSettings,
  user: User,
  now: Date,
  options: { passwordHash?: string; passwordAt?: Date } = {},
): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastLoginAt: now, ...(options.passwordHash ? { passwordHash: options.passwordHash } : {}) })
      .where(eq(users.id, user.id));
    const session = { id: randomUUID(), startedAt: options.passwordAt ?? now };
    const pair = await issuePair(tx, settings, user.id, session, now);
    return { ...pair, user: toAuthUser(user) };
  });
}

/**
 * Rotation: each refresh token works once. Presenting one that was already used means it was copied, so the
 * whole chain that descends from the same login is revoked.
 */
export async function refresh(db: Db, settings: TokenSettings, token: string, now: Date): Promise<TokenPair> {
  const { userId, jti } = await verifyToken(settings, token, 'refresh', now);
  return db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, jti)).for('update');
      if (!row || row.userId !== userId || row.revokedAt || row.expiresAt <= now) {
        throw new UnauthenticatedError(messages.auth.invalidToken);
      }
      if (row.usedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { reused: true as const };
      }
      const user = await findActiveUser(tx, userId);
      if (!user) throw new UnauthenticatedError(messages.auth.invalidToken);
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, jti));
      const session = { id: row.familyId, startedAt: row.sessionStartedAt };
      return { reused: false as const, pair: await issuePair(tx, settings, userId, session, now) };
    })
    .then((result) => {
      // The revocation must commit, so the 401 is raised only after the transaction ends.
      if (result.reused) throw new UnauthenticatedError(messages.auth.invalidToken);
      return result.pair;
    });
}

/** Logout revokes the presented token's whole chain: a stolen copy stops working too. */
export async function logout(db: Db, settings: TokenSettings, token: string, now: Date): Promise<void> {
  const { jti } = await verifyToken(settings, token, 'refresh', now);
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, jti));
  if (!row) throw new UnauthenticatedError(messages.auth.invalidToken);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but `keepSessionId` (the one changing the password). */
export async function revokeAllForUser(
  db: DbOrTx,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
      ),
    );
}
