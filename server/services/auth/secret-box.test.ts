import { describe, expect, it } from 'vitest';
import { deriveKey, open, seal } from './secret-box';

const key = deriveKey('j'.repeat(40), 'totp-secret');

describe('secret box', () => {
  it('derives a 256-bit key per purpose, the same every time', () => {
    expect(key).toHaveLength(32);
    expect(deriveKey('j'.repeat(40), 'totp-secret')).toEqual(key);
    expect(deriveKey('j'.repeat(40), 'another-purpose')).not.toEqual(key);
    expect(key.toString('utf8')).not.toContain('j'.repeat(8));
  });

  it('seals with a fresh nonce each time and opens only with the same key and context', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP', 'user:7')).not.toBe(sealed);
    expect(open(key, sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(open(key, sealed, 'user:8')).toBeNull();
    expect(open(deriveKey('k'.repeat(40), 'totp-secret'), sealed, 'user:7')).toBeNull();
  });

  it('refuses a tampered or malformed value', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'user:7');
    const [version, iv, ciphertext, tag] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(open(key, [version, iv, flipped.toString('base64url'), tag].join('.'), 'user:7')).toBeNull();
    expect(open(key, 'v1.abc', 'user:7')).toBeNull();
    expect(open(key, sealed.replace(/^v1/, 'v0'), 'user:7')).toBeNull();
  });
});
