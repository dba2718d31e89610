/** A customer's own pages (/account): the sign-in link, the session, and what a past order asks for again. */
import { z } from 'zod';
import { messages } from './messages';

/** A sign-in link works once, for this long. */
export const ACCOUNT_LINK_MINUTES = 15;
/** A customer's session lasts this long from the link's use; signing out ends it sooner. */
export const CUSTOMER_SESSION_DAYS = 7;
/** Links asked for one address: at most this many an hour, so the form cannot flood a mailbox. */
export const ACCOUNT_LINKS_PER_EMAIL = 3;
/** Links asked for from one client address (any e-mail) in an hour. */
export const ACCOUNT_LINKS_PER_CLIENT = 10;
export const ACCOUNT_LINK_WINDOW_SECONDS = 60 * 60;
/** The cookie that carries a customer's session; its path keeps it off every page but /account. */
export const CUSTOMER_SESSION_COOKIE = 'shop_account';
export const ACCOUNT_PATH = '/account';

export const accountLinkRequestSchema = z.object({
  email: z
    .string({ error: messages.common.required })
    .trim()
    .min(1, { error: messages.common.required })
    .max(254, { error: messages.common.invalidEmail })
    .pipe(z.email({ error: messages.common.invalidEmail })),
});

/** The token in a link or a cookie: 32 random bytes, base64url. Anything else is not worth a lookup. */
export function wellFormedToken(token: string): boolean {
  return /^[\w-]{43}$/.test(token);
}

export interface RequestAgainLine {
  description: string;
  quantity: number;
}

/**
 * The message of a new request for quote made from a past order: its product and service lines as they were
 * ordered (discount and VAT lines are the old quotation's arithmetic, not something to ask for again).
 */
export function requestAgainMessage(orderId: number, lines: RequestAgainLine[]): string {
  return [
    `Please quote again what we ordered in order #${orderId}:`,
    ...lines.map((line) => `- ${line.quantity} × ${line.description}`),
  ].join('\n');
}
