import { parseArgs } from 'node:util';
import { openDatabase } from '~/db/client';
import { loadEnv } from '~/server/env';
import { turnOffTwoFactor } from '~/server/services/auth/two-factor';
import { resetPassword } from '~/server/services/auth/users';
import { CliError, runCli } from './cli';
import { askPassword, checkPasswordLength, checkPasswordStrength } from './password-prompt';

const usage =
  'Usage: npm run reset-password -- --email owner@example.ph [--turn-off-two-factor]\n' +
  'Sets a new password for that account and signs out all its sessions. The password is read from\n' +
  'ADMIN_PASSWORD, or asked for when run in a terminal. --turn-off-two-factor also turns off its\n' +
  'two-factor sign-in, for an owner who lost both the phone and the recovery codes.';

/** For an owner locked out of the back office: whoever can run commands on the server can set a password. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'turn-off-two-factor': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.email) {
    process.stdout.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const env = loadEnv();
  const password = env.ADMIN_PASSWORD ?? (await askPassword());
  checkPasswordLength(password);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await checkPasswordStrength(database.db, password, { email: values.email });
    const user = await resetPassword(database.db, values.email, password, new Date());
    if (!user) throw new CliError(`No account has the email ${values.email}.`);
    if (values['turn-off-two-factor']) await turnOffTwoFactor(database.db, user.id);
    process.stdout.write(
      `Password of ${user.username} <${user.email}> set; all its sessions are signed out.\n` +
        (values['turn-off-two-factor'] ? 'Two-factor sign-in is off.\n' : ''),
    );
  } finally {
    await database.close();
  }
}

runCli(main);
