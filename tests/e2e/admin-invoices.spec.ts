import { request as playwrightRequest } from '@playwright/test';
import type { DocumentSeriesView } from '~/domain/views';
import { seriousViolations } from './axe';
import { apiLogin, Catalogue, expect, test, unique, useSession } from './fixtures';
import { E2E_MAP_BASE_URL } from './settings';

// The settings server: an invoice needs the company's TIN, which the main server's pages must not show.
test('staff invoice an order with its tax lines and number, and a superuser voids it', async ({ page }) => {
  const api = await playwrightRequest.newContext({ baseURL: E2E_MAP_BASE_URL });
  try {
    const session = await apiLogin(api);
    const headers = { Authorization: `Bearer ${session.access}` };
    const current = await (await api.get('/api/settings/admin/', { headers })).json();
    if (!current.tin) {
      const { mail_configured: _mail, logo: _logo, ...fields } = current;
      const saved = await api.put('/api/settings/', { headers, data: { ...fields, tin: '123-456-789-000' } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    const series = (await (await api.get('/api/document-series/', { headers })).json()) as DocumentSeriesView;
    const next = series.invoice.next;
    const set = await api.put('/api/document-series/', {
      headers,
      data: { invoice: { prefix: 'SI-', next, end: next + 1000 }, delivery_receipt: { prefix: 'DR-' } },
    });
    expect(set.status(), await set.text()).toBe(200);
    const number = `SI-${String(next).padStart(6, '0')}`;

    const catalogue = new Catalogue(api, session.access);
    const category = await catalogue.category(unique('Invoice Routers'));
    const product = await catalogue.product({
      name: unique('Router AX3000'),
      brand: 'TP-Link',
      price: '1120',
      stock: '10',
      category: String(category.id),
    });
    const buyer = unique('Dela Cruz Trading');
    const made = await api.post('/api/orders/', {
      headers,
      data: {
        customer_name: 'Juan dela Cruz',
        customer_company: buyer,
        items: [{ product: product.id, quantity: 1 }],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const order = (await made.json()) as { id: number };

    await useSession(page, session);
    await page.goto(`${E2E_MAP_BASE_URL}/admin-orders?order=${order.id}`);
    await page.getByRole('link', { name: 'Create invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^New invoice for order/ })).toBeVisible();
    await expect(page.getByLabel(`Quantity to invoice of ${product.name}`)).toHaveValue('1');
    const preview = page.getByRole('definition').locator('..');
    await expect(preview.filter({ hasText: 'VATable sales' })).toContainText('₱1,000.00');
    await expect(preview.filter({ hasText: 'VAT (12%)' })).toContainText('₱120.00');
    await expect(preview.filter({ hasText: 'Amount due' })).toContainText('₱1,120.00');
    expect(await seriousViolations(page), 'axe on the new invoice').toEqual([]);
    await page.getByRole('button', { name: 'Issue invoice' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Sales invoice ${number}` })).toBeVisible();
    await expect(page.getByText('The invoice is issued.')).toBeVisible();
    await expect(page.getByText(buyer).first()).toBeVisible();
    await expect(page.getByText('123-456-789-00000')).toBeVisible();
    const figures = page.getByRole('definition').locator('..');
    await expect(figures.filter({ hasText: 'VATable sales' })).toContainText('₱1,000.00');
    await expect(figures.filter({ hasText: 'VAT (12%)' })).toContainText('₱120.00');
    await expect(page.getByText('One thousand one hundred twenty pesos and 00/100')).toBeVisible();

    expect(await seriousViolations(page), 'axe on the invoice').toEqual([]);
    await page.getByRole('button', { name: 'Void invoice' }).click();
    await page.getByLabel('Reason for voiding').fill('Wrong buyer name');
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await expect(page.getByText('The invoice is void. It keeps its number.')).toBeVisible();
    await expect(page.getByText('VOID', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Voided .* by admin: Wrong buyer name$/)).toBeVisible();
    await expect(page.getByTestId('activity-entry').filter({ hasText: 'Voided invoice' })).toContainText(
      'Wrong buyer name',
    );
    await expect(page.getByRole('heading', { level: 1, name: `Sales invoice ${number}` })).toBeVisible();

    await page.goto(`${E2E_MAP_BASE_URL}/admin-invoices?status=void`);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('Void');
    await expect(row).toContainText(buyer);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'axe on the invoices list').toEqual([]);
  } finally {
    await api.dispose();
  }
});
