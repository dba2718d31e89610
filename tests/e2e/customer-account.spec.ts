import { request as playwrightRequest, type Page } from '@playwright/test';
import { messages } from '~/domain/messages';
import type { QuotationView } from '~/domain/quotation';
import { seriousViolations } from './axe';
import { apiLogin, expect, test, unique } from './fixtures';
import { openMailbox, readable, withSmtpPort } from './mailbox';
import { E2E_MAP_BASE_URL } from './settings';

const text = messages.customerAccount;
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The page as it is now has no serious or critical axe findings at a phone's width or a desktop's. */
async function axeAtBothWidths(page: Page, label: string) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page), `axe on ${label} at ${viewport.width} px`).toEqual([]);
  }
}

test('a customer signs in by an e-mailed link, accepts their quotation and sees the order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await playwrightRequest.newContext({ baseURL: E2E_MAP_BASE_URL });
  const headers = { Authorization: `Bearer ${(await apiLogin(api)).access}` };
  const email = `${unique('buyer')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@visayasfreight.ph`;
  const company = unique('Visayas Freight');

  await withSmtpPort(async () => {
    const mailbox = await openMailbox();
    try {
      const created = await api.post('/api/customers/', {
        headers,
        data: { name: company, contacts: [{ name: 'Ana Cruz', email, is_primary: true }] },
      });
      expect(created.status(), await created.text()).toBe(201);
      const customer = (await created.json()) as { id: number };
      const drafted = await api.post('/api/quotations/', {
        headers,
        data: {
          customer_id: customer.id,
          customer_name: 'Ana Cruz',
          customer_company: company,
          customer_email: email,
          lines: [{ description: 'Network cabling, 24 drops', quantity: 1, unit_price: '48000' }],
        },
      });
      expect(drafted.status(), await drafted.text()).toBe(201);
      const quotation = (await drafted.json()) as QuotationView;
      expect((await api.post(`/api/quotations/${quotation.id}/send/`, { headers })).status()).toBe(200);

      // Signed out, /account is the form; an unknown address gets the same answer as a known one.
      await page.goto(`${E2E_MAP_BASE_URL}/account`);
      await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await axeAtBothWidths(page, 'the sign-in form');
      await page.getByLabel(text.emailLabel).fill('nobody-here@example.ph');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status')).toHaveText(text.linkSent);

      await page.getByLabel(text.emailLabel).fill(email);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status')).toHaveText(text.linkSent);

      let link = '';
      await expect(async () => {
        const mail = mailbox.received.find(
          (message) => message.to.includes(email) && /sign-in/.test(message.raw),
        );
        const found = /(http:\/\/\S+\/account\/sign-in\/[\w-]{43})/.exec(readable(mail?.raw ?? ''));
        expect(found, 'the sign-in mail').not.toBeNull();
        link = found![1]!;
      }).toPass({ timeout: 30_000 });
      expect(mailbox.received.some((message) => message.to.includes('nobody-here@example.ph'))).toBe(false);

      const opened = await page.goto(link);
      expect(opened?.headers()['cache-control']).toBe('no-store');
      await expect(page).toHaveURL(`${E2E_MAP_BASE_URL}/account`);
      await expect(page.getByText(text.signedInAs(email))).toBeVisible();
      const cookie = (await page.context().cookies()).find((entry) => entry.name === 'shop_account');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/account' });
      await axeAtBothWidths(page, 'the account page');

      await page.getByRole('link', { name: text.open(quotation.number) }).click();
      await expect(page.getByRole('heading', { name: messages.quote.title(quotation.number) })).toBeVisible();
      await axeAtBothWidths(page, "the account's quotation page");
      await page.getByRole('button', { name: messages.quote.accept }).click();
      await expect(page.getByRole('status').first()).toHaveText(messages.quote.acceptedThanks);

      await page.getByRole('link', { name: text.back }).click();
      const orders = page.getByRole('region', { name: text.orders });
      await expect(orders.getByRole('heading', { name: /Order #\d+/ })).toHaveCount(1);
      await expect(orders).toContainText(text.orderStates.pending);
      await expect(page.getByRole('region', { name: text.quotations })).toContainText(
        text.quotationStates.accepted,
      );

      // The link worked once: opened again it says so, with the form.
      await page.goto(link);
      await expect(page.getByRole('alert')).toHaveText(text.linkUsed);
      await axeAtBothWidths(page, 'a used link');

      await page.goto(`${E2E_MAP_BASE_URL}/account`);
      await page.getByRole('button', { name: text.signOut }).click();
      await expect(page.getByRole('status')).toHaveText(text.signedOut);
      await expect(page.getByLabel(text.emailLabel)).toBeVisible();

      // Every message of this quotation has gone out before the port is handed on.
      await expect(async () => {
        const detail = (await (await api.get(`/api/quotations/${quotation.id}/`, { headers })).json()) as {
          emails: { status: string }[];
        };
        expect(detail.emails.every((mail) => mail.status === 'sent' || mail.status === 'failed')).toBe(true);
      }).toPass({ timeout: 30_000 });
    } finally {
      await mailbox.close();
    }
  });
  await api.dispose();
});
