import { createRequire } from 'node:module';
import type * as Zxcvbn from '@zxcvbn-ts/core';
import type * as CommonWords from '@zxcvbn-ts/language-common';
import type { DbOrTx } from '~/db/client';
import { messages } from '~/domain/messages';
import { fieldError } from '../../errors';
import { currentSettings } from '../settings/settings';

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

/** zxcvbn's scale: 3 is "safely unguessable" against an online attack, well beyond throttled sign-in tries. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Zxcvbn.ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common English words, names and keyboard patterns, loaded at the first password set like the
 * list above: only the server ever loads it (a few MB), never a page's bundle.
 */
function loadEstimator(): Zxcvbn.ZxcvbnFactory {
  const load = createRequire(import.meta.url);
  const { ZxcvbnFactory } = load('@zxcvbn-ts/core') as typeof Zxcvbn;
  const common = load('@zxcvbn-ts/language-common') as typeof CommonWords;
  return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
}

/**
 * How hard the password is to guess (0 to 4), counting repeats, sequences, keyboard walks, dates, common
 * words and the given words (the shop's and the account's names) as the cheap guesses they are.
 */
export function passwordScore(password: string, userInputs: string[]): number {
  estimator ??= loadEstimator();
  return estimator.check(password, userInputs).score;
}

/** The words a guesser tries first against this shop's accounts. */
function userInputs(shop: { name: string; short_name: string }, account: PasswordAccount): string[] {
  const words = [shop.name, shop.short_name, account.username ?? '', account.email ?? ''];
  const local = account.email?.split('@')[0];
  if (local) words.push(local);
  // The names run together and word by word too: "GrowBetterIT2026" is the shop's name and a year.
  for (const name of [shop.name, shop.short_name]) words.push(name.replace(/\s+/g, ''), ...name.split(/\s+/));
  return words.map((word) => word.trim().toLowerCase()).filter((word) => word.length > 1);
}

export interface PasswordAccount {
  username?: string;
  email?: string;
}

/**
 * The server's part of the password rules (length and likeness are in the domain schemas): not a common
 * password, and hard enough to guess with the shop's name and the account's names as a guesser's first tries.
 */
export async function assertStrongPassword(
  db: DbOrTx,
  password: string,
  field: string,
  account: PasswordAccount,
): Promise<void> {
  if (isCommonPassword(password)) throw fieldError(field, messages.staff.passwordTooCommon);
  const { settings } = await currentSettings(db);
  if (passwordScore(password, userInputs(settings, account)) < MIN_PASSWORD_SCORE) {
    throw fieldError(field, messages.staff.passwordTooWeak);
  }
}
