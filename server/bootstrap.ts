import type { Db } from '~/db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import { countSuperusers, createUser, generatePassword } from './services/auth/users';

/** An empty database gets one administrator, so the back office is reachable on the very first start. */
export async function ensureSuperuser(db: Db, env: Env, logger: Logger): Promise<void> {
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
  process.stdout.write(
    [
      '',
      rule,
      '  First start: an administrator account was created.',
      `  Email:    ${email}`,
      `  Password: ${password}`,
      '  This password is shown only once and is temporary: sign in at /Adminlogin and choose your own.',
      rule,
      '',
    ].join('\n') + '\n',
  );
}
