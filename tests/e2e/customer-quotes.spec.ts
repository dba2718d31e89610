import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages } from '~/domain/admin-messages';
import type { InquiryView } from '~/domain/inquiry';
import type { CustomerView, PriceTierView } from '~/domain/views';
import { expect, test, unique } from './fixtures';

const text = adminMessages.documentCustomer;

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The Dealer tier, added beside the tiers the shop already has (a replace of the list keeps them by id). */
async function dealerTier(request: APIRequestContext, token: string): Promise<PriceTierView> {
  const tiers = await api<PriceTierView[]>(request, token, 'GET', '/api/price-tiers/');
  const found = tiers.find((tier) => tier.name.toLowerCase() === 'dealer');
  if (found) return found;
  const kept = tiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    category_discounts: tier.category_discounts.map(({ category, percent }) => ({ category, percent })),
  }));
  const saved = await api<PriceTierView[]>(request, token, 'PUT', '/api/price-tiers/', {
    tiers: [...kept, { name: 'Dealer', category_discounts: [] }],
  });
  return saved.find((tier) => tier.name === 'Dealer')!;
}

const line = (page: Page, number: number) => page.getByRole('listitem', { name: `Line ${number}` });

test('an inquiry becomes a customer, and the customer page lists the inquiry', async ({
  adminPage: page,
  request,
  adminSession,
}) => {
  const company = unique('Bohol Print Hub');
  const email = `${company.split(' ').at(-1)!.toLowerCase()}@boholprint.ph`;
  const sent = await request.post('/api/inquiries/', {
    data: {
      name: 'Nena Cruz',
      phone: '0917 222 3333',
      company,
      email,
      purpose: 'Request for Quote',
      message: 'Please quote 3 LaserJet printers.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const inbox = await api<{ results: InquiryView[] }>(
    request,
    adminSession.access,
    'GET',
    `/api/inquiries/?q=${encodeURIComponent(company)}`,
  );
  const inquiry = inbox.results[0]!;

  await page.goto(`/admin-inquiries?id=${inquiry.id}`);
  const section = page.getByTestId('inquiry-customer');
  await expect(section.getByText(text.none)).toBeVisible();
  await section.getByRole('button', { name: text.create }).click();

  await expect(page.getByText(/^Customer C-\d{5} created and linked\.$/)).toBeVisible();
  const customerLink = section.getByRole('link', { name: new RegExp(`^C-\\d{5} ${company}$`) });
  await expect(customerLink).toBeVisible();
  await expect(section.getByText(text.linked)).toBeVisible();
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'Edited inquiry' })).toHaveCount(1);

  await customerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('link', { name: `Inquiry #${inquiry.id}` })).toBeVisible();
});

test("a dealer's quotation prices 12 units at the dealer break", async ({
  adminPage: page,
  request,
  adminSession,
  catalogue,
}) => {
  const token = adminSession.access;
  const dealer = await dealerTier(request, token);
  const category = await catalogue.category(unique('Dealer Printers'));
  const printer = await catalogue.product({
    name: unique('LaserJet M211'),
    brand: 'HP',
    price: '1200.00',
    stock: '40',
    category: String(category.id),
  });
  await api(request, token, 'PUT', `/api/products/id/${printer.id}/pricing/`, {
    cost: null,
    tier_prices: [],
    breaks: [{ tier: dealer.id, min_quantity: 10, price: '1050.00' }],
  });
  const buyer = await api<CustomerView>(request, token, 'POST', '/api/customers/', {
    name: unique('Cebu Dealer Corp'),
    price_tier: dealer.id,
    contacts: [{ name: 'Leo Tan', email: 'leo@cebudealer.ph', phone: '0917 111 2222' }],
  });

  await page.goto('/admin-quotations/new');
  await page.getByLabel(text.choose, { exact: true }).fill(buyer.name);
  await page.getByRole('button', { name: `${text.choose}: ${buyer.name}` }).click();
  await expect(page.getByTestId('quotation-customer')).toContainText(`${buyer.code} ${buyer.name}`);
  await expect(page.getByTestId('quotation-customer')).toContainText(text.tier('Dealer'));
  await expect(page.getByLabel('Customer name *')).toHaveValue('Leo Tan');
  await expect(page.getByLabel('Company', { exact: true })).toHaveValue(buyer.name);
  await expect(page.getByLabel('Email *')).toHaveValue('leo@cebudealer.ph');

  await page.getByLabel('Add products').fill(printer.name);
  await page.getByRole('button', { name: `Add ${printer.name}` }).click();
  await line(page, 1).getByLabel('Quantity').fill('12');

  await expect(line(page, 1).getByTestId('line-priced-by')).toHaveText('Dealer price, 10 or more');
  await expect(line(page, 1).getByLabel('Unit price (₱)')).toHaveValue('1050.00');
  await expect(line(page, 1)).toContainText('₱12,600.00');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin-quotations\/\d+$/);
  // The URL changes before the saved quotation's screen replaces the editor's "New Quotation" heading.
  await expect(page.getByRole('heading', { level: 1, name: /^Quotation QT-/ })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!
    .replace('Quotation ', '')
    .trim();
  await expect(page.getByTestId('quotation-customer')).toContainText(buyer.name);
  await expect(line(page, 1).getByLabel('Unit price (₱)')).toHaveValue('1050.00');

  await page
    .getByTestId('quotation-customer')
    .getByRole('link', { name: `${buyer.code} ${buyer.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: buyer.name })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
});
