import { adminMessages } from '~/domain/admin-messages';
import { addDays, shopDate } from '~/domain/quotation';
import type { CustomerView } from '~/domain/views';
import { expect, test, unique } from './fixtures';

const text = adminMessages.receivables;

/**
 * What a customer without an open invoice pays becomes credit; with a post-dated check, it is read back on the
 * customer page, the payments list, the receivables screen, the dashboard and the statement of account. (The
 * order-to-cash journey pays invoices; this one stays with a customer who has none.)
 */
test('staff record a bank payment and a post-dated check, and see them in the receivables and the statement', async ({
  adminPage: page,
  adminSession,
  request,
}) => {
  const name = unique('Mabuhay Trading');
  const response = await request.post('/api/customers/', {
    headers: { Authorization: `Bearer ${adminSession.access}` },
    data: { name, tin: '123456789', billing_address: '12 Rizal St., Quezon City' },
  });
  expect(response.status()).toBe(201);
  const customer = (await response.json()) as CustomerView;
  const checkDate = addDays(shopDate(new Date()), 3);

  await page.goto(`/admin-customers/${customer.id}`);
  await page.getByRole('link', { name: 'Record a payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record a payment' })).toBeVisible();
  await expect(page.getByText(text.noOpenInvoices)).toBeVisible();
  await page.getByLabel('Method').selectOption('bank_transfer');
  await page.getByLabel('Amount (₱)').fill('5,000');
  await expect(page.getByTestId('credit-left')).toHaveText(text.creditLeft('₱5,000.00'));
  // The reference is what finds the transfer on the bank statement: required.
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(text.recordFailed)).toBeVisible();
  await page.getByLabel('Reference').fill('BDO-778812');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(text.recorded('₱5,000.00'))).toBeVisible();
  const figures = page.getByTestId('customer-receivables');
  await expect(figures).toContainText('Credit₱5,000.00');

  await page.getByRole('link', { name: 'Record a payment' }).click();
  await page.getByLabel('Method').selectOption('check');
  // A check asks for its bank, number and date instead of a reference.
  await expect(page.getByLabel('Reference')).toHaveCount(0);
  await page.getByLabel('Amount (₱)').fill('8000');
  await page.getByLabel('Bank', { exact: true }).fill('BPI');
  await page.getByLabel('Check number').fill('004512');
  await page.getByLabel('Check date').fill(checkDate);
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(text.recorded('₱8,000.00'))).toBeVisible();
  await expect(figures).toContainText('Post-dated checks held₱8,000.00');
  // Held: not yet the customer's credit.
  await expect(figures).toContainText('Credit₱5,000.00');

  await page.getByRole('link', { name: 'Payments', exact: true }).last().click();
  await expect(page.getByText(text.heldUntil(checkDate))).toBeVisible();
  await expect(page.getByText('BDO-778812')).toBeVisible();
  // The credit has no invoice to go to yet: applying it says so, and it stays credit.
  const transfer = page.getByRole('row', { name: /BDO-778812/ });
  await transfer.getByRole('button', { name: adminMessages.payments.applyCredit }).click();
  await expect(page.getByText(adminMessages.payments.noOpenInvoice)).toBeVisible();
  await expect(transfer).toContainText('Credit ₱5,000.00');

  await page.goto('/admin-receivables');
  const checks = page.getByTestId('checks-this-week');
  await expect(checks).toContainText(text.checkLine(checkDate, name, 'BPI #004512'));
  await expect(checks).toContainText('₱8,000.00');

  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Receivables' })).toBeVisible();
  await expect(page.getByTestId('checks-this-week')).toContainText(name);

  await page.goto(`/admin-customers/${customer.id}`);
  const [statement] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Statement of account' }).click(),
  ]);
  await expect.poll(() => statement.url()).toMatch(/^blob:/);
});
