/**
 * A customer's sign-in without a password: a link e-mailed through the outbox, used once within
 * ACCOUNT_LINK_MINUTES, then a session whose random token lives in an HttpOnly cookie. Only SHA-256 hashes of
 * either token are stored. Nothing here knows HTTP: the /account pages set and read the cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { accountLinks, customerContacts, customerSessions } from '~/db/schema';
import {
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_LINK_WINDOW_SECONDS,
  ACCOUNT_LINKS_PER_CLIENT,
  ACCOUNT_LINKS_PER_EMAIL,
  ACCOUNT_PATH,
  accountLinkRequestSchema,
  CUSTOMER_SESSION_DAYS,
  wellFormedToken,
} from '~/domain/account';
import { messages } from '~/domain/messages';
import { parseWith, TooManyError } from '~/server/errors';
import { accountSignInMessage, linkTo } from '../mail/mail-messages';
import { queueMail, type MailEnv } from '../mail/outbox';
import { currentSettings } from '../settings/settings';
import { siteOf } from '../quotations/quotations';
import { takeHit, throttleAddress, type Limit } from '../shared/throttle';

const text = messages.customerAccount;

export interface AccountDeps {
  db: Db;
  env: MailEnv;
  wakeMail?: () => void;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function linkLimits(email: string, client: string): Limit[] {
  return [
    {
      key: `account-link:email:${email}`,
      max: ACCOUNT_LINKS_PER_EMAIL,
      windowSeconds: ACCOUNT_LINK_WINDOW_SECONDS,
    },
    {
      key: `account-link:client:${throttleAddress(client)}`,
      max: ACCOUNT_LINKS_PER_CLIENT,
      windowSeconds: ACCOUNT_LINK_WINDOW_SECONDS,
    },
  ];
}

/** Whether any customer has a contact with this (lower-cased) address. */
async function isContactEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(sql`lower(${customerContacts.email}) = ${email}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The form at /account. Every well-formed request counts against the limits per e-mail and per client address,
 * known or not, and answers the same (nothing, or a 429 past a limit), so the form tells nobody whether an address
 * is a customer's. For a contact's address it stores the link's hash and queues the e-mail in one transaction.
 * Without a public address for the shop (SITE_URL or the settings) no link can be written, and none is made.
 */
export async function requestSignInLink(
  deps: AccountDeps,
  raw: unknown,
  client: string,
  now: Date,
): Promise<void> {
  const email = parseWith(accountLinkRequestSchema, raw).email.toLowerCase();
  let queued = false;
  await deps.db.transaction(async (tx) => {
    const hit = await takeHit(tx, linkLimits(email, client), now);
    if ('retryAfter' in hit) throw new TooManyError(text.tooMany, hit.retryAfter);
    // Links nobody can use any more are pruned here, as the throttle prunes its rows: no job needed.
    await tx.delete(accountLinks).where(lt(accountLinks.expiresAt, new Date(now.getTime() - 86_400_000)));
    if (!(await isContactEmail(tx, email))) return;
    const { settings } = await currentSettings(tx);
    const token = newToken();
    const link = linkTo(siteOf(deps.env, settings), `${ACCOUNT_PATH}/sign-in/${token}`);
    if (!link || !deps.env.SMTP_URL) return;
    await tx.insert(accountLinks).values({
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_MINUTES * 60_000),
      createdAt: now,
    });
    queued = await queueMail(
      tx,
      deps.env,
      settings,
      {
        kind: 'account_sign_in',
        quotationId: null,
        recipients: [email],
        replyTo: settings.email,
        ...accountSignInMessage(link, ACCOUNT_LINK_MINUTES, settings),
      },
      now,
    );
  });
  if (queued) deps.wakeMail?.();
}

export type SignInResult =
  { ok: true; session: string; expiresAt: Date } | { ok: false; reason: 'used' | 'expired' | 'invalid' };

/**
 * Opens a link: marks it used in the statement that finds it unused (so two clicks cannot both sign in) and starts
 * a session for its e-mail, provided the address is still one of a customer's contacts.
 */
export async function signInWithLink(db: Db, token: string, now: Date): Promise<SignInResult> {
  if (!wellFormedToken(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<SignInResult> => {
    const [claimed] = await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountLinks.tokenHash, tokenHash),
          sql`${accountLinks.usedAt} is null`,
          gt(accountLinks.expiresAt, now),
        ),
      )
      .returning({ email: accountLinks.email });
    if (!claimed) {
      const [link] = await tx
        .select({ usedAt: accountLinks.usedAt })
        .from(accountLinks)
        .where(eq(accountLinks.tokenHash, tokenHash));
      if (!link) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: link.usedAt ? 'used' : 'expired' };
    }
    if (!(await isContactEmail(tx, claimed.email))) return { ok: false, reason: 'invalid' };
    const session = newToken();
    const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_DAYS * 86_400_000);
    await tx.delete(customerSessions).where(lt(customerSessions.expiresAt, now));
    await tx
      .insert(customerSessions)
      .values({ tokenHash: hashToken(session), email: claimed.email, expiresAt, createdAt: now });
    return { ok: true, session, expiresAt };
  });
}

export interface CustomerSessionView {
  email: string;
  /** Every customer with a contact of this address: the companies whose documents the session shows. */
  customerIds: number[];
}

/**
 * The signed-in customer of a session token, or null: unknown, expired, or an address that is no longer any
 * customer's contact.
 */
export async function customerSession(
  db: DbOrTx,
  token: string | null,
  now: Date,
): Promise<CustomerSessionView | null> {
  if (!token || !wellFormedToken(token)) return null;
  const [session] = await db
    .select({ email: customerSessions.email })
    .from(customerSessions)
    .where(and(eq(customerSessions.tokenHash, hashToken(token)), gt(customerSessions.expiresAt, now)));
  if (!session) return null;
  const rows = await db
    .selectDistinct({ customerId: customerContacts.customerId })
    .from(customerContacts)
    .where(sql`lower(${customerContacts.email}) = ${session.email}`);
  if (rows.length === 0) return null;
  return { email: session.email, customerIds: rows.map((row) => row.customerId).sort((a, b) => a - b) };
}

/** Ends a session (sign-out); an unknown token ends nothing. */
export async function signOut(db: DbOrTx, token: string | null, now: Date): Promise<void> {
  if (!token || !wellFormedToken(token)) return;
  await db
    .delete(customerSessions)
    .where(or(eq(customerSessions.tokenHash, hashToken(token)), lt(customerSessions.expiresAt, now)));
}
