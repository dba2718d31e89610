import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { INQUIRY_MESSAGE_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { expect, test, unique } from './fixtures';

interface StoredInquiry {
  name: string;
  purpose: string;
  brands: string;
  products: string;
  service: string;
}

async function openForm(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/about${query}#inquiry`);
  const form = page.locator('#inquiry form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

async function fillContact(form: Locator, name: string): Promise<void> {
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill('+63 917 555 0101');
  await form.getByLabel('Company').fill('Acme Trading');
  await form.getByLabel('Email').fill('buyer@example.com');
  await form.getByLabel('Message').fill('Please send your best price for 10 units.');
}

async function storedInquiry(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<StoredInquiry | undefined> {
  const response = await request.get('/api/inquiries/?page_size=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: StoredInquiry[] };
  return results.find((inquiry) => inquiry.name === name);
}

test.describe('inquiry form with JavaScript', () => {
  test('pickers show only for Request for Quote and Product Inquiry, and a purpose change resets them', async ({
    page,
    catalogue,
  }) => {
    const category = await catalogue.category(unique('Inquiry Printers'));
    const product = await catalogue.product({
      name: unique('LaserJet Pro'),
      brand: 'HP',
      price: '12999.00',
      stock: '4',
      category: String(category.id),
    });

    const form = await openForm(page);
    const purpose = form.getByLabel('Purpose');
    const brandsButton = form.getByRole('button', { name: /Select brands|brands? selected/ });
    const productsButton = form.getByRole('button', { name: /Select products|products? selected/ });

    await expect(brandsButton).toBeHidden();
    await expect(form.getByLabel('Service')).toBeHidden();

    await purpose.selectOption('Request for Quote');
    await expect(brandsButton).toBeVisible();
    await expect(productsButton).toBeVisible();
    await expect(form.getByLabel('Service')).toBeHidden();

    // The brand list opens and closes by click, filters by typing and stays about 15rem high.
    await brandsButton.click();
    await expect(brandsButton).toHaveAttribute('aria-expanded', 'true');
    const brandList = form.getByRole('list', { name: 'Brands' });
    await expect(brandList).toBeVisible();
    const maxHeight = await brandList.evaluate((element) => getComputedStyle(element).maxHeight);
    expect(maxHeight).toBe('240px');
    await form.getByLabel('Filter brands').fill('h');
    await expect(brandList.getByText('Lenovo', { exact: true })).toBeHidden();
    await brandList.getByText('HP', { exact: true }).click();
    await brandsButton.click();
    await expect(brandsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(form.getByRole('list', { name: 'Selected brands' })).toContainText('HP');

    // Products are narrowed to the chosen brands.
    await productsButton.click();
    const productList = form.getByRole('list', { name: 'Products' });
    await form.getByLabel('Filter products').fill(product.name.slice(0, 8));
    await productList.getByText(product.name, { exact: true }).click();
    await expect(form.getByRole('list', { name: 'Selected products' })).toContainText(product.name);

    await purpose.selectOption('Product Inquiry');
    await expect(form.getByRole('list', { name: 'Selected brands' })).toHaveCount(0);
    await expect(form.getByRole('list', { name: 'Selected products' })).toHaveCount(0);
    await expect(brandsButton).toHaveText(/Select brands/);

    await purpose.selectOption('Looking for Contact Person');
    await expect(brandsButton).toBeHidden();
    await expect(form.getByLabel('Service')).toBeHidden();

    await purpose.selectOption('Services');
    await expect(brandsButton).toBeHidden();
    await expect(form.getByLabel('Service')).toBeVisible();
  });

  test('each purpose submits, the Services rule holds, and the form resets after success', async ({
    page,
    request,
    adminSession,
  }) => {
    const form = await openForm(page);
    const notice = page.locator('#inquiry-notice');

    // Request for Quote with a brand: stored comma-joined.
    const rfqName = unique('RFQ Buyer');
    await fillContact(form, rfqName);
    await form.getByLabel('Purpose').selectOption('Request for Quote');
    await form.getByRole('button', { name: 'Select brands' }).click();
    await form.getByRole('list', { name: 'Brands' }).getByText('Lenovo', { exact: true }).click();
    await form.getByRole('list', { name: 'Brands' }).getByText('Acer', { exact: true }).click();
    await form.getByRole('button', { name: 'Done' }).click();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(notice).toHaveText(messages.inquiry.success);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Purpose')).toHaveValue('');
    const rfq = await storedInquiry(request, adminSession.access, rfqName);
    expect(rfq).toMatchObject({ purpose: 'Request for Quote', brands: 'Lenovo, Acer', service: '' });

    // Services: the service is required before anything is sent.
    const servicesName = unique('Services Buyer');
    await fillContact(form, servicesName);
    await form.getByLabel('Purpose').selectOption('Services');
    const service = form.getByLabel('Service');
    await expect(service).toHaveAttribute('required', '');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/inquiries')) posted = true;
    });
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    expect(await service.evaluate((element: HTMLSelectElement) => element.validity.valueMissing)).toBe(true);
    expect(posted).toBe(false);
    await service.selectOption('Mobile Application Design and Development');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(notice).toHaveText(messages.inquiry.success);
    expect(await storedInquiry(request, adminSession.access, servicesName)).toMatchObject({
      purpose: 'Services',
      service: 'Mobile Application Design and Development',
      brands: '',
    });

    for (const purpose of ['Product Inquiry', 'Looking for Contact Person'] as const) {
      const name = unique(purpose);
      await fillContact(form, name);
      await form.getByLabel('Purpose').selectOption(purpose);
      await form.getByRole('button', { name: 'Submit Inquiry' }).click();
      await expect(notice).toHaveText(messages.inquiry.success);
      expect(await storedInquiry(request, adminSession.access, name)).toMatchObject({ purpose });
    }

    // Messages clear after INQUIRY_MESSAGE_MS.
    await expect(notice).toBeEmpty({ timeout: INQUIRY_MESSAGE_MS + 3000 });
  });

  test('failures show the server message, the generic failure or the network message', async ({ page }) => {
    const form = await openForm(page);
    const notice = page.locator('#inquiry-notice');
    const submit = async () => {
      await fillContact(form, 'Failure Case');
      await form.getByLabel('Purpose').selectOption('Looking for Contact Person');
      await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    };

    await page.route('**/api/inquiries/', (route) =>
      route.fulfill({ status: 429, json: { success: false, message: messages.inquiry.tooMany } }),
    );
    await submit();
    await expect(notice).toHaveText(messages.inquiry.tooMany);
    await expect(form.getByLabel('Name')).toHaveValue('Failure Case');

    await page.unroute('**/api/inquiries/');
    await page.route('**/api/inquiries/', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await submit();
    await expect(notice).toHaveText(messages.inquiry.failed);

    await page.unroute('**/api/inquiries/');
    await page.route('**/api/inquiries/', (route) => route.abort('internetdisconnected'));
    await submit();
    await expect(notice).toHaveText(messages.inquiry.network);
    await expect(notice).toBeEmpty({ timeout: INQUIRY_MESSAGE_MS + 3000 });
  });

  test('the product page link preselects purpose, product and brand', async ({ page }) => {
    const form = await openForm(page, '?purpose=Product%20Inquiry&product=ThinkPad%20E14&brand=Lenovo');
    await expect(form.getByLabel('Purpose')).toHaveValue('Product Inquiry');
    await expect(form.getByRole('list', { name: 'Selected products' })).toContainText('ThinkPad E14');
    await expect(form.getByRole('list', { name: 'Selected brands' })).toContainText('Lenovo');
  });

  test('the service page link preselects the service', async ({ page }) => {
    const form = await openForm(page, '?purpose=Services&service=Website%20Design%20and%20Development');
    await expect(form.getByLabel('Purpose')).toHaveValue('Services');
    await expect(form.getByLabel('Service')).toHaveValue('Website Design and Development');
  });
});

test.describe('inquiry form without JavaScript', () => {
  test('posts to the page, is validated on the server and keeps what was typed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about#inquiry');
    const form = page.locator('#inquiry form');

    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');

    // The purpose-driven fields follow the select through CSS alone.
    await expect(form.getByLabel('Brands')).toBeHidden();
    await form.getByLabel('Purpose').selectOption('Request for Quote');
    await expect(form.getByLabel('Brands')).toBeVisible();
    await form.getByLabel('Purpose').selectOption('Services');
    await expect(form.getByLabel('Brands')).toBeHidden();
    await expect(form.getByLabel('Service')).toBeVisible();

    const name = unique('No Script Buyer');
    await fillContact(form, name);
    // Blank after trimming, and no service for Services: only the server can refuse these.
    await form.getByLabel('Message').fill('   ');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(page).toHaveURL(/\/about#inquiry$/);
    const serviceError = page.locator('#inquiry-service-error');
    await expect(serviceError).toHaveText(messages.inquiry.serviceRequired);
    await expect(form.getByLabel('Service')).toHaveAttribute('aria-describedby', 'inquiry-service-error');
    await expect(form.getByLabel('Service')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#inquiry-message-error')).toHaveText(messages.common.required);
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Purpose')).toHaveValue('Services');

    await form.getByLabel('Service').selectOption('Website Design and Development');
    await form.getByLabel('Message').fill('A website for our shop, please.');
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.locator('#inquiry-notice')).toHaveText(messages.inquiry.success);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await context.close();
  });
});
