import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { emailField, usernameField } from '../domain/auth-schemas';
import { messages } from '../domain/messages';
import { loadEnv } from '../server/env';
import { createUser } from '../server/services/users';
import { CliError, runCli } from './cli';

const usage =
  'Usage: npm run create-superuser -- --email admin@example.com --username admin\n' +
  'The password is read from ADMIN_PASSWORD, or asked for when run in a terminal.';

/** Reads one line from the terminal without echoing it (raw mode: we see each key and print nothing). */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new CliError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError('No ADMIN_PASSWORD given and no terminal to ask for one.');
  const first = await readHidden('Password: ');
  const second = await readHidden('Password (again): ');
  if (first !== second) throw new CliError(messages.staff.passwordsDoNotMatch);
  return first;
}

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
  if (password.length < 8) throw new CliError(messages.staff.passwordTooShort);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
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
