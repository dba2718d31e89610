import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  mustSetUpTwoFactor,
  newRecoveryCodes,
  newTotpSecret,
  totpCode,
  totpStep,
} from './two-factor';

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP helpers', () => {
  it('compute the RFC 6238 test vectors (last six digits)', () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe('287082');
    expect(totpCode(RFC_SECRET, at(1111111109))).toBe('081804');
    expect(totpCode(RFC_SECRET, at(1234567890))).toBe('005924');
    expect(totpCode(RFC_SECRET, at(2000000000))).toBe('279037');
  });

  it('answer the step a code belongs to, one step either side of now and no further', () => {
    const now = at(1111111109);
    const step = Math.floor(1111111109 / 30);
    expect(totpStep(RFC_SECRET, '081804', now)).toBe(step);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at(1111111109 - 30)), now)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at(1111111109 + 30)), now)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, totpCode(RFC_SECRET, at(1111111109 - 60)), now)).toBeNull();
    expect(totpStep(RFC_SECRET, '81804', now)).toBeNull();
    expect(totpStep(RFC_SECRET, '08180a', now)).toBeNull();
  });

  it('make 160-bit secrets, different each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of 120 bits, in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
  });

  it('hash the same however they are typed, and differently from each other', () => {
    const [code, other] = newRecoveryCodes();
    const hashed = hashRecoveryCode(code!);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(` ${code!.toUpperCase().replace(/-/g, ' ')} `)).toBe(hashed);
    expect(hashRecoveryCode(other!)).not.toBe(hashed);
  });
});

describe('mustSetUpTwoFactor', () => {
  const user = { id: 1, username: 'a', email: 'a@example.com', isStaff: false, mustChangePassword: false };
  it('holds only for a superuser without it, and only when the operator asks', () => {
    const on = { requiredForSuperusers: true };
    expect(mustSetUpTwoFactor({ ...user, isSuperuser: true, twoFactorEnabled: false }, on)).toBe(true);
    expect(mustSetUpTwoFactor({ ...user, isSuperuser: true, twoFactorEnabled: true }, on)).toBe(false);
    expect(
      mustSetUpTwoFactor({ ...user, isStaff: true, isSuperuser: false, twoFactorEnabled: false }, on),
    ).toBe(false);
    expect(
      mustSetUpTwoFactor(
        { ...user, isSuperuser: true, twoFactorEnabled: false },
        { requiredForSuperusers: false },
      ),
    ).toBe(false);
  });
});
