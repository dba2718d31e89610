import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '~/domain/constants';

/** Durations are given as seconds (`900`) or with a unit (`15m`, `1d`). */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'use seconds or a number with s, m, h or d (e.g. 900, 15m, 1d)')
  .transform((value) => {
    const match = /^(\d+)\s*([smhd]?)$/.exec(value)!;
    const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
    return Number(match[1]) * unit;
  })
  .refine((seconds) => seconds > 0, 'must be more than zero');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** A yes/no setting: true, 1 or yes turn it on; unset, false, 0 or no leave it off. */
const flag = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim().toLowerCase();
    if (['true', '1', 'yes'].includes(text)) return true;
    if (['', 'false', '0', 'no'].includes(text)) return false;
    ctx.addIssue({ code: 'custom', message: 'use true or false' });
    return z.NEVER;
  });

/**
 * TRUST_PROXY: unset or false (X-Forwarded-For ignored), a number of proxy hops in front of the app (`true`
 * is one), or a comma-separated list of proxy addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = (value ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no'].includes(text)) return { hops: 0 };
    if (['true', 'yes'].includes(text)) return { hops: 1 };
    if (/^\d+$/.test(text)) return { hops: Number(text) };
    const proxies = text.split(',').map((entry) => entry.trim());
    const invalid = proxies.filter((entry) => !validProxyEntry(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `use a number of hops or proxy addresses/CIDRs (not ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return { proxies };
  });

function validProxyEntry(entry: string): boolean {
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

export type TrustProxy = { hops: number } | { proxies: string[] };

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  MEDIA_DIR: optionalText,
  MEDIA_STORE: z.enum(['disk', 'database']).default('disk'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** The longest a statement of the server's may run on PostgreSQL (db/client.ts), in seconds. */
  DATABASE_STATEMENT_TIMEOUT: duration.default(30),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ENCRYPTION_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  REQUIRE_2FA_FOR_SUPERUSERS: flag,
  ACCESS_TOKEN_TTL: duration.default(15 * 60),
  REFRESH_TOKEN_TTL: duration.default(24 * 60 * 60),
  SESSION_MAX_AGE: duration.default(12 * 60 * 60),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
  ),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['info', 'error', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: trustProxy,
  SITE_URL: optionalText.pipe(z.url('must be a URL such as https://shop.example.ph').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@host:587 or smtps://host:465')
      .optional(),
  ),
  BACKUP_DIR: optionalText,
  BACKUP_SCHEDULE: optionalText.pipe(
    z
      .string()
      .regex(/^daily ([01]\d|2[0-3]):[0-5]\d$/, 'use "daily HH:MM" (24-hour, Manila time), e.g. daily 02:00')
      .optional(),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'keep at least 1').default(7),
  BACKUP_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  BACKUP_ENCRYPT: flag,
  MAIL_FROM: optionalText.pipe(z.email('must be an email address such as shop@example.ph').optional()),
  INQUIRY_FORWARD_URL: optionalText.pipe(z.url('must be a URL').optional()),
  INQUIRY_ACCESS_KEY: optionalText,
  /** Processes serving requests (node:cluster): more than one only on PostgreSQL, PGlite lives in one process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1, 'at least 1').max(64, 'at most 64').default(1),
});

export type Env = z.infer<typeof schema> & {
  jwtSecret: string;
  /** What backups are signed (and encrypted) with: BACKUP_KEY, else ENCRYPTION_KEY, else the JWT secret. */
  backupSecret: string;
  mediaDir: string;
  backupDir: string;
  logLevel: 'info' | 'error' | 'silent';
};

export class EnvError extends Error {}

export interface LoadOptions {
  /** The built server is starting (`--built`): it is what faces the internet, whatever NODE_ENV says. */
  built?: boolean;
  /** `npm start` on one's own machine (`--local`): a generated secret kept in DATA_DIR is acceptable. */
  local?: boolean;
}

/** Parses settings; throws EnvError listing every problem at once so an operator fixes them in one go. */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  options: LoadOptions = {},
): Env {
  const parsed = schema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const production = (source.NODE_ENV ?? '') === 'production';
  if (!source.JWT_SECRET?.trim() && (production || (options.built && !options.local))) {
    problems.push('JWT_SECRET: required to run the built server (at least 32 random characters)');
  }
  // Canonical URLs and the sitemap would otherwise come from a Host header the client chooses.
  if (production && !source.SITE_URL?.trim()) {
    problems.push('SITE_URL: required in production (the public address, e.g. https://shop.example.ph)');
  }
  if (parsed.success && parsed.data.WEB_CONCURRENCY > 1 && !parsed.data.DATABASE_URL) {
    problems.push(
      'WEB_CONCURRENCY: more than 1 needs DATABASE_URL (the embedded database lives in one process)',
    );
  }
  if (problems.length > 0 || !parsed.success) {
    throw new EnvError(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const jwtSecret = env.JWT_SECRET ?? developmentSecret(dataDir, env.NODE_ENV);
  return {
    ...env,
    DATA_DIR: dataDir,
    jwtSecret,
    backupSecret: env.BACKUP_KEY ?? env.ENCRYPTION_KEY ?? jwtSecret,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

/** Outside production a secret is generated once and kept beside the data so tokens survive restarts. */
function developmentSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
