import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerContacts, customers, outbox } from '~/db/schema';
import * as AccountPage from '~/app/routes/account/account';
import * as QuotationPdf from '~/app/routes/account/quotation-pdf';
import * as SignIn from '~/app/routes/account/sign-in';
import * as Robots from '~/app/routes/seo/robots';
import { CUSTOMER_SESSION_COOKIE } from '~/domain/account';
import { messages } from '~/domain/messages';
import { createLogger } from '../logger';
import { isPublicRead } from './public-cache';
import { MAIL_SETTINGS, openTestContext } from '../test/harness';
import { customerSession } from '../services/account/sign-in';

/**
 * The /account route modules as React Router calls them: what they answer and the headers and cookie they set.
 * The services behind them are proved in account.test.ts.
 */
const ctx = await openTestContext(MAIL_SETTINGS);
const [customer] = await ctx.db
  .insert(customers)
  .values({ code: 'PAGES', name: 'Pages Trading' })
  .returning();
await ctx.db
  .insert(customerContacts)
  .values({ customerId: customer!.id, name: 'Lito', email: 'lito@pages.ph' });

function context(env = ctx.env) {
  return {
    db: ctx.db,
    env,
    media: ctx.media,
    logger: createLogger('silent'),
    clientAddress: '192.0.2.10',
    nonce: 'n',
  };
}

type Args = Parameters<typeof SignIn.loader>[0];
const args = (request: Request, params: Record<string, string>, env = ctx.env) =>
  ({ request, params, context: context(env) }) as unknown as Args;

async function askForLink(email: string, env = ctx.env): Promise<unknown> {
  const request = new Request('http://shop.test/account', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'link', email }),
  });
  return AccountPage.action(args(request, {}, env) as never);
}

async function mailedToken(): Promise<string> {
  const rows = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'account_sign_in'));
  return /sign-in\/([\w-]{43})/.exec(rows.at(-1)!.textBody)![1]!;
}

/** What a thrown or returned redirect or data answer carries. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { value: await run(), thrown: null };
  } catch (thrown) {
    return { value: null, thrown: thrown as Response };
  }
}

describe('the sign-in link page', () => {
  it('signs in with a Secure, HttpOnly, SameSite=Lax cookie for /account only, and sends the customer on', async () => {
    await askForLink('lito@pages.ph');
    const token = await mailedToken();
    const { thrown } = await outcome(() =>
      SignIn.loader(args(new Request(`http://shop.test/account/sign-in/${token}`), { token })),
    );
    expect(thrown!.status).toBe(302);
    expect(thrown!.headers.get('location')).toBe('/account');
    expect(thrown!.headers.get('cache-control')).toBe('no-store');
    const cookie = thrown!.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${CUSTOMER_SESSION_COOKIE}=[\\w-]{43}; `));
    expect(cookie).toContain('Path=/account; HttpOnly; SameSite=Lax; Secure');
    const session = /=([\w-]{43});/.exec(cookie)![1]!;
    expect(await customerSession(ctx.db, session, new Date())).toMatchObject({ email: 'lito@pages.ph' });

    // Used once: the page says so with the form, and sets nothing.
    const again = await outcome(() =>
      SignIn.loader(args(new Request(`http://shop.test/account/sign-in/${token}`), { token })),
    );
    expect(again.value).toMatchObject({
      data: { reason: messages.customerAccount.linkUsed },
      init: { status: 410 },
    });
  });

  it('leaves Secure off on a plain-HTTP shop (a try-out on localhost), which a browser would otherwise drop', async () => {
    const env = { ...ctx.env, SITE_URL: 'http://127.0.0.1:3000' };
    await askForLink('lito@pages.ph', env);
    const token = await mailedToken();
    const { thrown } = await outcome(() =>
      SignIn.loader(args(new Request(`http://127.0.0.1:3000/account/sign-in/${token}`), { token }, env)),
    );
    expect(thrown!.headers.get('set-cookie')).not.toContain('Secure');
    expect(thrown!.headers.get('set-cookie')).toContain('HttpOnly');
  });
});

describe('every /account answer', () => {
  it('is no-store and noindex, and passes on the cookie a loader or action set', () => {
    const headers = AccountPage.headers({
      loaderHeaders: new Headers(),
      actionHeaders: new Headers({ 'Set-Cookie': `${CUSTOMER_SESSION_COOKIE}=; Max-Age=0` }),
    } as never);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(headers.get('set-cookie')).toBe(`${CUSTOMER_SESSION_COOKIE}=; Max-Age=0`);
    expect(
      AccountPage.meta({
        matches: [{ id: 'routes/store/layout', loaderData: { company: { name: 'Shop' } } }],
      } as never),
    ).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('is never a public read: no ETag, no shared cache, no page cache', () => {
    for (const path of [
      '/account',
      '/account/',
      '/account/sign-in/x',
      '/account/quotations/1',
      '/account.data',
    ]) {
      expect(isPublicRead(path), path).toBe(false);
    }
  });

  it('is disallowed in robots.txt', async () => {
    const response = await Robots.loader({ context: context() } as never);
    expect(await response.text()).toContain('Disallow: /account\n');
  });

  it('sends a visitor without a session from a PDF to the sign-in form', async () => {
    const { thrown } = await outcome(() =>
      QuotationPdf.loader({
        request: new Request('http://shop.test/account/quotations/1/pdf'),
        params: { id: '1' },
        context: context(),
      } as never),
    );
    expect(thrown!.status).toBe(302);
    expect(thrown!.headers.get('location')).toBe('/account');
  });

  it('refuses a malformed address beside the field, and answers any address with the same text', async () => {
    expect(await askForLink('not-an-address')).toMatchObject({
      data: { error: messages.common.invalidEmail },
      init: { status: 400 },
    });
    const known = await askForLink('lito@pages.ph');
    const unknown = await askForLink('someone-else@pages.ph');
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ data: { notice: { text: messages.customerAccount.linkSent } } });
  });
});
