import { describe, expect, it } from 'vitest';
import { secondsLeft, tokenExpiry } from './jwt';

function jwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('tokenExpiry', () => {
  it('reads exp from the payload', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000, user_id: 1 }))).toBe(1_800_000_000);
  });

  it('decodes base64url payloads that need padding and use - or _', () => {
    const token = jwt({ exp: 1_700_000_123, name: '~~~???>>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toBe(1_700_000_123);
  });

  it.each([null, undefined, '', 'abc', 'a.b.c', jwt({ exp: 'soon' }), jwt({})])(
    'answers null for %s',
    (token) => {
      expect(tokenExpiry(token)).toBeNull();
    },
  );
});

describe('secondsLeft', () => {
  it('counts down from now', () => {
    const token = jwt({ exp: 1_000 });
    expect(secondsLeft(token, 700_000)).toBe(300);
    expect(secondsLeft(token, 1_200_000)).toBe(-200);
    expect(secondsLeft('nope', 0)).toBeNull();
  });
});
