import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { ShopError } from '~/server/errors';

/**
 * The claims of an HS256 token signed with `secret`, once its expiry, the required claims, its `token_type` and
 * a whole-number subject check out. Every failure, a forged or malformed token included, is `refused()`.
 */
export async function verifySigned(
  secret: string,
  token: string,
  now: Date,
  expected: { type: string; claims: string[]; refused: () => ShopError },
): Promise<{ payload: JWTPayload; userId: number }> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: expected.claims,
    });
    const userId = Number(payload.sub);
    if (payload.token_type !== expected.type || !Number.isInteger(userId)) throw expected.refused();
    return { payload, userId };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw expected.refused();
    throw error;
  }
}
