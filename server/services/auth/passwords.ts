import { createRequire } from 'node:module';
import type * as CommonWords from '@zxcvbn-ts/language-common';
import { messages } from '~/domain/messages';
import { fieldError } from '../../errors';

/**
 * About 49,000 of the most common passwords from leaked password sets, as the zxcvbn project ships them
 * (@zxcvbn-ts/language-common): checked locally, no network call. Stored lower-cased, since changing only
 * the letter case of a listed password does not make it much harder to guess.
 */
let commonPasswords: Set<string> | undefined;

/**
 * Loaded at the first password check, not at start-up: the list and its module cost the server about 10 MB of
 * resident memory that most of its life (serving pages) never needs.
 */
function loadCommonPasswords(): Set<string> {
  const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof CommonWords;
  return new Set((dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()));
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

/** The server's part of the password rules (length and likeness are in the domain schemas). */
export function assertNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError(field, messages.staff.passwordTooCommon);
}
