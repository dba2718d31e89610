import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'shop-env-'));

describe('loadEnv', () => {
  it('has working defaults', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env.PORT).toBe(3000);
    expect(env.ACCESS_TOKEN_TTL).toBe(900);
    expect(env.REFRESH_TOKEN_TTL).toBe(86400);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.mediaDir).toBe(path.resolve('./data/media'));
    expect(env.SEED).toBe('demo');
    expect(env.logLevel).toBe('silent');
  });

  it('serves from one process unless told otherwise, and from several only on PostgreSQL', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).WEB_CONCURRENCY).toBe(1);
    const url = 'postgres://shop@127.0.0.1:5432/shop';
    expect(loadEnv({ NODE_ENV: 'test', DATABASE_URL: url, WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadEnv({ NODE_ENV: 'test', WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: more than 1 needs DATABASE_URL',
    );
    expect(() => loadEnv({ NODE_ENV: 'test', DATABASE_URL: url, WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY: at least 1',
    );
  });

  it('reads durations with units', () => {
    const env = loadEnv({ NODE_ENV: 'test', ACCESS_TOKEN_TTL: '5m', REFRESH_TOKEN_TTL: '7d' });
    expect(env.ACCESS_TOKEN_TTL).toBe(300);
    expect(env.REFRESH_TOKEN_TTL).toBe(7 * 86400);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', ACCESS_TOKEN_TTL: '1 week' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const text = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'ACCESS_TOKEN_TTL'])
      expect(text).toContain(name);
  });

  const site = 'https://shop.example.ph';

  it('requires JWT_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SITE_URL: site })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production', SITE_URL: site, JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET/,
    );
    expect(loadEnv({ NODE_ENV: 'production', SITE_URL: site, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe(
      'x'.repeat(40),
    );
  });

  it('requires JWT_SECRET whenever the built server runs, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(() => loadEnv({ NODE_ENV, DATA_DIR: tempDir() }, { built: true })).toThrow(/JWT_SECRET/);
    }
    // `npm start` on one's own machine keeps working with the generated secret.
    expect(loadEnv({ DATA_DIR: tempDir() }, { built: true, local: true }).jwtSecret.length).toBeGreaterThan(
      32,
    );
  });

  it('requires SITE_URL in production, so links never come from a Host header', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/SITE_URL/);
  });

  it('reads TRUST_PROXY as off, a number of hops or a list of proxies', () => {
    const read = (TRUST_PROXY?: string) => loadEnv({ NODE_ENV: 'test', TRUST_PROXY }).TRUST_PROXY;
    expect(read()).toEqual({ hops: 0 });
    expect(read('false')).toEqual({ hops: 0 });
    expect(read('true')).toEqual({ hops: 1 });
    expect(read('2')).toEqual({ hops: 2 });
    expect(read('10.0.0.0/8, 192.168.1.5,fd00::/8')).toEqual({
      proxies: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8'],
    });
    expect(() => read('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => read('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });

  it('reads REQUIRE_2FA_FOR_SUPERUSERS as off unless turned on, and ENCRYPTION_KEY as 32+ characters', () => {
    const read = (REQUIRE_2FA_FOR_SUPERUSERS?: string) =>
      loadEnv({ NODE_ENV: 'test', REQUIRE_2FA_FOR_SUPERUSERS }).REQUIRE_2FA_FOR_SUPERUSERS;
    expect(read()).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('1')).toBe(true);
    expect(() => read('maybe')).toThrow(/REQUIRE_2FA_FOR_SUPERUSERS/);
    expect(() => loadEnv({ NODE_ENV: 'test', ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
    expect(loadEnv({ NODE_ENV: 'test', ENCRYPTION_KEY: 'k'.repeat(32) }).ENCRYPTION_KEY).toBe('k'.repeat(32));
  });

  it('signs backups with BACKUP_KEY (32+ characters), else ENCRYPTION_KEY, else JWT_SECRET; encrypts on request', () => {
    const jwt = { NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32) };
    expect(loadEnv(jwt).backupSecret).toBe('j'.repeat(32));
    expect(loadEnv({ ...jwt, ENCRYPTION_KEY: 'e'.repeat(32) }).backupSecret).toBe('e'.repeat(32));
    expect(loadEnv({ ...jwt, ENCRYPTION_KEY: 'e'.repeat(32), BACKUP_KEY: 'b'.repeat(32) }).backupSecret).toBe(
      'b'.repeat(32),
    );
    expect(() => loadEnv({ ...jwt, BACKUP_KEY: 'short' })).toThrow(
      /BACKUP_KEY: must be at least 32 characters/,
    );
    expect(loadEnv(jwt).BACKUP_ENCRYPT).toBe(false);
    expect(loadEnv({ ...jwt, BACKUP_ENCRYPT: 'true' }).BACKUP_ENCRYPT).toBe(true);
    expect(() => loadEnv({ ...jwt, BACKUP_ENCRYPT: 'aes' })).toThrow(/BACKUP_ENCRYPT/);
  });

  it('reads the session lifetime, 12 hours by default', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).SESSION_MAX_AGE).toBe(12 * 3600);
    expect(loadEnv({ NODE_ENV: 'test', SESSION_MAX_AGE: '8h' }).SESSION_MAX_AGE).toBe(8 * 3600);
  });

  it('keeps a generated development secret in the data directory across restarts', () => {
    const dir = tempDir();
    const first = loadEnv({ NODE_ENV: 'development', DATA_DIR: dir }).jwtSecret;
    const second = loadEnv({ NODE_ENV: 'development', DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
