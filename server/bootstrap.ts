import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '~/db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import { countSuperusers, createUser, generatePassword } from './services/auth/users';

/** Where the generated first password goes when nobody is at a terminal to read it. */
const FIRST_PASSWORD_FILE = 'first-admin-password.txt';

export interface Console {
  isTTY: boolean;
  write(text: string): void;
}

const processConsole: Console = {
  isTTY: Boolean(process.stdout.isTTY),
  write: (text) => process.stdout.write(text),
};

/**
 * An empty database gets one administrator, so the back office is reachable on the very first start. A
 * generated password is shown only to a person at a terminal: output that is not one is usually a log, kept
 * and shipped elsewhere, so the password goes to a file only the shop's user can read, and the log gets its path.
 */
export async function ensureSuperuser(
  db: Db,
  env: Env,
  logger: Logger,
  output: Console = processConsole,
): Promise<void> {
  if ((await countSuperusers(db)) > 0) return;
  const email = env.ADMIN_EMAIL ?? 'admin@example.com';
  const username = env.ADMIN_USERNAME ?? 'admin';
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  // A generated password has been on a console (and perhaps in a log): it works once, to choose a real one.
  await createUser(db, {
    username,
    email,
    password,
    isStaff: true,
    isSuperuser: true,
    mustChangePassword: !env.ADMIN_PASSWORD,
  });
  if (env.ADMIN_PASSWORD) {
    logger.info('superuser.created', { email, username });
    return;
  }
  const rule = '='.repeat(64);
  const banner = (lines: string[]) => output.write(['', rule, ...lines, rule, ''].join('\n') + '\n');
  const created = '  First start: an administrator account was created.';
  const temporary = 'This password is temporary: sign in at /Adminlogin and choose your own.';
  if (output.isTTY) {
    banner([created, `  Email:    ${email}`, `  Password: ${password}`, `  ${temporary}`]);
    return;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.resolve(env.DATA_DIR, FIRST_PASSWORD_FILE);
  // A new file every time: writeFile keeps an existing file's mode, which may be wider than 0600.
  rmSync(file, { force: true });
  writeFileSync(file, `Email:    ${email}\nPassword: ${password}\n${temporary}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  banner([
    created,
    `  Email:    ${email}`,
    `  Password: in ${file} (readable only by this user).`,
    '  Sign in at /Adminlogin, choose your own password, then delete that file.',
  ]);
}
