import type { APIRequestContext } from '@playwright/test';
import { messages } from '~/domain/messages';
import type { OrderView } from '~/domain/order';
import type { QuotationView } from '~/domain/quotation';
import { axeViolations } from './axe';
import { expect, test, unique, type Catalogue } from './fixtures';

/** A quotation for 2 × ₱1,120.00 (prices include VAT), sent to the customer through the staff API. */
async function sentQuotation(request: APIRequestContext, token: string, catalogue: Catalogue) {
  const category = await catalogue.category(unique('Quote Laptops'));
  const product = await catalogue.product({
    name: unique('Quote Laptop'),
    brand: 'Acer',
    price: '1120',
    stock: '4',
    category: String(category.id),
  });
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/quotations/', {
    headers: auth,
    data: {
      customer_name: 'Maria Santos',
      customer_company: 'Santos Trading',
      customer_email: 'maria@example.ph',
      terms: '50% down payment, balance on delivery.',
      lines: [{ product: product.id, quantity: 2 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quotation = (await created.json()) as QuotationView;
  const sent = await request.post(`/api/quotations/${quotation.id}/send/`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
  return { quotation, product };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the customer's quotation page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled });

    test('reads the quotation and accepts it with a comment; the order exists', async ({
      page,
      request,
      adminSession,
      catalogue,
    }) => {
      const { quotation, product } = await sentQuotation(request, adminSession.access, catalogue);
      const response = await page.goto(quotation.public_path);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('heading', { name: `Quotation ${quotation.number}` })).toBeVisible();
      await expect(page.getByRole('cell', { name: product.name })).toBeVisible();
      await expect(page.getByText('₱2,240.00').first()).toBeVisible();
      await expect(page.getByText('₱240.00')).toBeVisible();
      await expect(page.getByText('50% down payment, balance on delivery.')).toBeVisible();
      // axe runs as a script in the page, so it can only look while JavaScript is on.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel(messages.quote.commentLabel).fill('Please deliver on Monday.');
      await page.getByRole('button', { name: messages.quote.accept }).click();
      await expect(page.getByRole('status').filter({ hasText: messages.quote.acceptedThanks })).toBeVisible();
      await expect(page.getByRole('button', { name: messages.quote.accept })).toHaveCount(0);

      const read = await request.get(`/api/quotations/${quotation.id}/`, {
        headers: { Authorization: `Bearer ${adminSession.access}` },
      });
      const accepted = (await read.json()) as QuotationView;
      expect(accepted).toMatchObject({ status: 'accepted', answer_comment: 'Please deliver on Monday.' });
      const order = (await (
        await request.get(`/api/orders/${accepted.order}/`, {
          headers: { Authorization: `Bearer ${adminSession.access}` },
        })
      ).json()) as OrderView;
      expect(order).toMatchObject({
        status: 'pending',
        customer_name: 'Maria Santos',
        total_amount: '2240.00',
      });

      await page.goto(quotation.public_path);
      await expect(page.getByText(messages.quote.acceptedNote)).toBeVisible();
    });

    test('declines a quotation, and a second answer is refused', async ({
      page,
      request,
      adminSession,
      catalogue,
    }) => {
      const { quotation } = await sentQuotation(request, adminSession.access, catalogue);
      await page.goto(quotation.public_path);
      await page.getByRole('button', { name: messages.quote.decline }).click();
      await expect(page.getByRole('status').filter({ hasText: messages.quote.declinedThanks })).toBeVisible();
      await page.goto(quotation.public_path);
      await expect(page.getByText(messages.quote.declinedNote)).toBeVisible();
      await expect(page.getByRole('button', { name: messages.quote.accept })).toHaveCount(0);
    });
  });
}

test('an unknown quotation address is a 404', async ({ page }) => {
  const response = await page.goto(`/quote/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
});

test('the page never leaks its address as a referrer, and its data carries only what it prints', async ({
  request,
  adminSession,
  catalogue,
}) => {
  const { quotation, product } = await sentQuotation(request, adminSession.access, catalogue);
  const page = await request.get(quotation.public_path);
  expect(page.headers()['referrer-policy']).toBe('no-referrer');

  const data = await request.get(`${quotation.public_path}.data`);
  expect(data.status()).toBe(200);
  expect(data.headers()['referrer-policy']).toBe('no-referrer');
  const body = await data.text();
  expect(body).toContain(quotation.number);
  expect(body).toContain(product.name);
  for (const hidden of ['maria@example.ph', 'customer_email', 'customer_phone', 'stock', 'internal_notes']) {
    expect(body, hidden).not.toContain(hidden);
  }
  expect(body).not.toContain(`"${quotation.public_path}"`);
});
