import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '~/db/client';
import { emailField, usernameField } from '~/domain/auth-schemas';
import { loadEnv } from '~/server/env';
import { createUser } from '~/server/services/auth/users';
import { CliError, runCli } from './cli';
import { askPassword, checkPasswordLength, checkPasswordStrength } from './password-prompt';

const usage =
  'Usage: npm run create-superuser -- --email admin@example.com --username admin\n' +
  'The password is read from ADMIN_PASSWORD, or asked for when run in a terminal.';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, username: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.email || !values.username) {
    process.stdout.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const input = z.object({ email: emailField, username: usernameField }).safeParse(values);
  if (!input.success) {
    throw new CliError(
      input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const env = loadEnv();
  const password = env.ADMIN_PASSWORD ?? (await askPassword());
  checkPasswordLength(password);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await checkPasswordStrength(database.db, password, input.data);
    const user = await createUser(database.db, {
      ...input.data,
      password,
      isStaff: true,
      isSuperuser: true,
    });
    process.stdout.write(`Superuser ${user.username} <${user.email}> created.\n`);
  } finally {
    await database.close();
  }
}

runCli(main);
