import type { Env } from '../env';
import type { TokenSettings } from '../services/auth/auth';

export function tokenSettings(env: Env): TokenSettings {
  return {
    secret: env.jwtSecret,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL,
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE,
  };
}
