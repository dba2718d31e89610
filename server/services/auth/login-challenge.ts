import { randomUUID } from 'node:crypto';
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
}

/**
 * What a correct password earns an account with two-factor sign-in: proof of the first factor for a few
 * minutes, which no API route accepts as a bearer token (its type is not `access` and it has no chain id).
 * It carries the account's last sign-in, so it works for one sign-in only: completing any sign-in moves
 * that mark and ends every challenge made before.
 */
export function signChallenge(
  secret: string,
  userId: number,
  lastLoginAt: Date | null,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ token_type: TOKEN_TYPE, last_login: lastLoginAt?.toISOString() ?? '' })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(userId))
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
  if (typeof payload.last_login !== 'string') throw expired();
  return { userId, passwordAt: new Date(payload.iat! * 1000), lastLogin: payload.last_login };
}
