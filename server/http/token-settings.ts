import type { Env } from '../env';
import type { TokenSettings } from '../services/auth/auth';
import { deriveKey } from '../services/auth/secret-box';
import type { TwoFactorSettings } from '../services/auth/two-factor';

export function tokenSettings(env: Env): TokenSettings {
  return {
    secret: env.jwtSecret,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE,
  };
}

/** ENCRYPTION_KEY when set (so JWT_SECRET can be rotated without losing enrolments), else JWT_SECRET. */
export function twoFactorSettings(env: Env): TwoFactorSettings {
  return {
    key: deriveKey(env.ENCRYPTION_KEY ?? env.jwtSecret, 'totp-secret'),
    requiredForSuperusers: env.REQUIRE_2FA_FOR_SUPERUSERS,
  };
}
