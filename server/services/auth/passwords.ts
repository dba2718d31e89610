import { dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '~/domain/messages';
import { fieldError } from '../../errors';

/**
 * About 49,000 of the most common passwords from leaked password sets, as the zxcvbn project ships them
 * (@zxcvbn-ts/language-common): checked locally, no network call. Stored lower-cased, since changing only
 * the letter case of a listed password does not make it much harder to guess.
 */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The server's part of the password rules (length and likeness are in the domain schemas). */
export function assertNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError(field, messages.staff.passwordTooCommon);
}
