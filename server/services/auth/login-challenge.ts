import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { messages } from '~/domain/messages';
import { UnauthenticatedError } from '~/server/errors';
import { verifySigned } from './signed-token';

/** Long enough to open the authenticator app and type a code; the password is asked again after it. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const algorithm = 'HS256';
const TOKEN_TYPE = 'two_factor';

export interface Challenge {
  userId: number;
  /** When the password was entered: the session that follows ends SESSION_MAX_AGE after it. */
  passwordAt: Date;
  /** The account's last sign-in when the challenge was made (ISO time, or '' for never). */
  lastLogin: string;
  /** Which password the challenge was earned with: a keyed fingerprint of its hash (see passwordFingerprint). */
  password: string;
}

/**
 * A short keyed fingerprint of a password hash. A challenge carries the one it was earned with, so a password
 * reset or change ends every challenge made before it; keyed, so the token (readable by its holder) tells
 * nothing about the hash.
 */
function passwordFingerprint(secret: string, passwordHash: string): string {
  return createHmac('sha256', secret)
    .update(`challenge-password:${passwordHash}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Whether the challenge was earned with the account's current password. */
export function samePassword(secret: string, challenge: Challenge, passwordHash: string): boolean {
  const expected = Buffer.from(passwordFingerprint(secret, passwordHash));
  const given = Buffer.from(challenge.password);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * What a correct password earns an account with two-factor sign-in: proof of the first factor for a few
 * minutes, which no API route accepts as a bearer token (its type is not `access` and it has no chain id).
 * It carries the account's last sign-in, so it works for one sign-in only: completing any sign-in moves
 * that mark and ends every challenge made before; and the password's fingerprint, so a new password does too.
 */
export function signChallenge(
  secret: string,
  user: { id: number; lastLoginAt: Date | null; passwordHash: string },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    token_type: TOKEN_TYPE,
    last_login: user.lastLoginAt?.toISOString() ?? '',
    password: passwordFingerprint(secret, user.passwordHash),
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CHALLENGE_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

export async function verifyChallenge(secret: string, token: string, now: Date): Promise<Challenge> {
  const expired = () => new UnauthenticatedError(messages.twoFactor.challengeExpired);
  const { payload, userId } = await verifySigned(secret, token, now, {
    type: TOKEN_TYPE,
    claims: ['exp', 'iat', 'sub'],
    refused: expired,
  });
  if (typeof payload.last_login !== 'string' || typeof payload.password !== 'string') throw expired();
  return {
    userId,
    passwordAt: new Date(payload.iat! * 1000),
    lastLogin: payload.last_login,
    password: payload.password,
  };
}
