import { request as playwrightRequest, type Page } from '@playwright/test';
import { adminMessages } from '~/domain/admin-messages';
import type { QuotationView } from '~/domain/quotation';
import { startSmtp } from '~/server/test/smtp';
import { apiLogin, expect, test, unique, useSession } from './fixtures';
import { withSmtpPort } from './mailbox';
import { E2E_MAP_BASE_URL, E2E_MAP_SMTP_PORT } from './settings';

const text = adminMessages.mail;

test('a quotation whose e-mail failed says so, on its page, in the list and on the dashboard, and is resent', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The SMTP port is shared with other journeys (customer-account.spec.ts): take turns.
  await withSmtpPort(() => journey(page));
});

async function journey(page: Page) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_MAP_BASE_URL });
  const session = await apiLogin(api);
  const headers = { Authorization: `Bearer ${session.access}` };
  // The settings server's mail goes to this port: first to a server that refuses the recipient (a permanent
  // failure, so the message fails at once), later to one that takes it.
  const refusing = await startSmtp({ refuse: 'rcpt', port: E2E_MAP_SMTP_PORT });
  let accepting: Awaited<ReturnType<typeof startSmtp>> | null = null;
  try {
    const customer = unique('Mail Customer');
    const created = await api.post('/api/quotations/', {
      headers,
      data: {
        customer_name: customer,
        customer_email: 'nobody@example.ph',
        lines: [{ description: 'Network cabling', quantity: 1, unit_price: '15000' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const quote = (await created.json()) as QuotationView;
    const sent = await api.post(`/api/quotations/${quote.id}/send/`, { headers });
    expect(sent.status()).toBe(200);

    await useSession(page, session);
    await page.goto(`${E2E_MAP_BASE_URL}/admin-quotations/${quote.id}`);
    const emails = page.getByTestId('quotation-emails');
    await expect(async () => {
      await page.reload();
      await expect(emails.getByTestId('email-status')).toContainText(text.states.failed!, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(emails).toContainText('Mailbox unavailable');
    await expect(emails).toContainText(text.kinds.quotation!);

    await page.goto(`${E2E_MAP_BASE_URL}/admin-quotations`);
    const row = page.getByRole('row', { name: new RegExp(customer) });
    await expect(row.getByTestId('quotation-mail-failed')).toHaveText(text.customerMailFailed);

    await page.goto(`${E2E_MAP_BASE_URL}/admin-dashboard`);
    const failed = page.getByTestId('dashboard-failed-mail');
    // Other journeys may fail mail on this server too: this quotation's message is among the failed ones.
    await expect(failed).toContainText(/could not be sent/);
    await failed.getByRole('link', { name: new RegExp(quote.number) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-quotations/${quote.id}$`));

    await refusing.close();
    accepting = await startSmtp({ port: E2E_MAP_SMTP_PORT });
    await emails.getByRole('button', { name: text.resend }).click();
    await expect(emails.getByRole('status')).toHaveText(text.resent);
    await expect(async () => {
      await page.reload();
      await expect(emails.getByTestId('email-status')).toContainText(text.states.sent!, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(accepting.received.map((mail) => mail.to)).toEqual([['nobody@example.ph']]);

    await page.goto(`${E2E_MAP_BASE_URL}/admin-dashboard`);
    await expect(page.getByRole('heading', { name: 'Popular items' })).toBeVisible();
    await expect(page.getByTestId('dashboard-failed-mail').getByText(quote.number)).toHaveCount(0);
  } finally {
    await refusing.close().catch(() => undefined);
    await accepting?.close();
    await api.dispose();
  }
}
