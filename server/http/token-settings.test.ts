import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { deriveKey } from '../services/auth/secret-box';
import { twoFactorSettings } from './token-settings';

describe('the two-factor sealing key', () => {
  const jwtSecret = 'j'.repeat(40);
  it('comes from ENCRYPTION_KEY when it is set, else from JWT_SECRET', () => {
    const own = twoFactorSettings(
      loadEnv({ NODE_ENV: 'test', JWT_SECRET: jwtSecret, ENCRYPTION_KEY: 'e'.repeat(40) }),
    );
    expect(own.key).toEqual(deriveKey('e'.repeat(40), 'totp-secret'));
    const derived = twoFactorSettings(loadEnv({ NODE_ENV: 'test', JWT_SECRET: jwtSecret }));
    expect(derived.key).toEqual(deriveKey(jwtSecret, 'totp-secret'));
    expect(own.key).not.toEqual(derived.key);
  });
});
