import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import type { DbOrTx } from '~/db/client';
import { ShopError } from '~/server/errors';
import { assertStrongPassword, type PasswordAccount } from '~/server/services/auth/passwords';
import { CliError } from './cli';

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

export async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError('No ADMIN_PASSWORD given and no terminal to ask for one.');
  const first = await readHidden('Password: ');
  const second = await readHidden('Password (again): ');
  if (first !== second) throw new CliError(messages.staff.passwordsDoNotMatch);
  return first;
}

/** The length rule, checked before the database is opened. */
export function checkPasswordLength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new CliError(messages.staff.passwordTooShort);
}

/** The back office's other rules: not a common password, and not easy to guess for this shop and account. */
export async function checkPasswordStrength(
  db: DbOrTx,
  password: string,
  account: PasswordAccount,
): Promise<void> {
  try {
    await assertStrongPassword(db, password, 'password', account);
  } catch (error) {
    if (error instanceof ShopError) throw new CliError(error.detail);
    throw error;
  }
}
