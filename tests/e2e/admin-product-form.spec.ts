import type { APIRequestContext, Page } from '@playwright/test';
import { normalizeBrand } from '~/domain/brand';
import { BRAND_CREATION_DELAY_MS } from '~/domain/constants';
import { LAPTOP_FIELD_LABELS, LAPTOP_FIELDS, type ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { expect, expectImagesRendered, pngImage, test, unique } from './fixtures';
import { seriousViolations } from './axe';

const png = async (name: string, width = 64) => ({
  name,
  mimeType: 'image/png',
  buffer: await pngImage(width, 48),
});

async function productById(request: APIRequestContext, token: string, id: number): Promise<ProductView> {
  const response = await request.get(`/api/products/id/${id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductView;
}

async function productByName(request: APIRequestContext, token: string, name: string): Promise<ProductView> {
  const response = await request.get(`/api/products/?query=${encodeURIComponent(name)}&page_size=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await response.json()) as { results: ProductView[] };
  const found = results.find((product) => product.name === name);
  expect(found, `product ${name}`).toBeTruthy();
  return productById(request, token, found!.id);
}

async function addImage(request: APIRequestContext, token: string, productId: number, width: number) {
  const response = await request.post('/api/product-images/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { product: String(productId), image: await png(`seed-${width}.png`, width) },
  });
  expect(response.status()).toBe(201);
}

// By role and accessible name: the required markers are aria-hidden, so names are the plain labels.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const stock = (page: Page) => page.getByRole('spinbutton', { name: 'Stock', exact: true });
const categoryChoice = (page: Page) =>
  page.getByRole('combobox', { name: messages.category.selectHeading, exact: true });
const brandBox = (page: Page) => page.getByRole('combobox', { name: 'Brand' });

test('add product: category first, validation, new brand, two images, then the list', async ({
  adminPage: page,
  catalogue,
  request,
  adminSession,
}) => {
  const category = await catalogue.category(unique('Printers'));
  const name = unique('E2E Printer');
  const typedBrand = `qbrand${Date.now().toString(36)}`;

  await page.goto('/admin-add-products');
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.category.selectHeading })).toBeVisible();
  const categorySelect = categoryChoice(page);
  await expect(categorySelect).toBeVisible();
  await expect(categorySelect.locator('option').first()).toHaveText(messages.category.emptyOption);
  await expect(field(page, 'Product Name')).toHaveCount(0);

  await categorySelect.selectOption({ label: category.name });
  await expect(page.getByText(adminMessages.productForm.categorySelected(category.name))).toHaveClass(
    /text-green/,
  );
  await expect(field(page, 'Product Name')).toBeVisible();

  await field(page, 'Product Name').fill(name);
  await field(page, 'Price').fill('1,299.50');
  await stock(page).fill('7');
  await field(page, 'Key Features').fill('Duplex\nWi-Fi');

  // Going back to no category keeps the form (and what was typed) but refuses to send it.
  await categorySelect.selectOption('');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(categorySelect).toHaveAccessibleDescription(messages.product.categoryRequired);
  await expect(brandBox(page)).toHaveAccessibleDescription(messages.product.brandRequired);
  await expect(
    page.getByRole('alert').filter({ hasText: adminMessages.productForm.fixFields }),
  ).toContainText(messages.product.brandRequired);
  await expect(field(page, 'Product Name')).toHaveValue(name);

  await categorySelect.selectOption({ label: category.name });
  await brandBox(page).fill(typedBrand);
  const expectedBrand = normalizeBrand(typedBrand);
  await expect(
    page.getByRole('option', { name: adminMessages.productForm.brandCreate(expectedBrand) }),
  ).toBeVisible();
  // The busy state lasts only BRAND_CREATION_DELAY_MS: watch it from inside the page instead of racing it.
  const busy = page.evaluate(
    (busyText) =>
      new Promise<{ text: boolean; ms: number }>((resolve) => {
        const box = () => document.querySelector<HTMLInputElement>('input[role="combobox"]');
        let started = 0;
        let text = false;
        const observer = new MutationObserver(() => {
          if (!started && box()?.disabled) started = performance.now();
          if (started && document.body.textContent?.includes(busyText)) text = true;
          if (started && !box()?.disabled) {
            observer.disconnect();
            resolve({ text, ms: performance.now() - started });
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    adminMessages.productForm.brandCreating,
  );
  await brandBox(page).press('Enter');
  const observed = await busy;
  expect(observed.text).toBe(true);
  expect(observed.ms).toBeGreaterThanOrEqual(BRAND_CREATION_DELAY_MS - 50);
  await expect(brandBox(page)).toBeEnabled();
  await expect(brandBox(page)).toHaveValue(expectedBrand);
  await expect(brandBox(page)).toBeFocused();

  await expect(page.getByText(adminMessages.productForm.noFilesSelected)).toBeVisible();
  await page
    .getByLabel(adminMessages.productForm.mediaLabel)
    .setInputFiles([await png('one.png'), await png('two.png', 80), await png('three.png', 96)]);
  await expect(page.getByText(adminMessages.productForm.filesSelected(3))).toBeVisible();
  await page.getByRole('button', { name: 'Remove three.png' }).click();
  await expect(page.getByText(adminMessages.productForm.filesSelected(2))).toBeVisible();
  await expectImagesRendered(page.getByRole('img', { name: /^Preview of / }), 2);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(messages.product.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-products$/, { timeout: 8_000 });

  const saved = await productByName(request, adminSession.access, name);
  expect(saved.brand).toBe(expectedBrand);
  expect(saved.price).toBe('1299.50');
  expect(saved.stock).toBe(7);
  expect(saved.category).toBe(category.id);
  expect(saved.key_features).toBe('Duplex\nWi-Fi');
  expect(saved.images).toHaveLength(2);
});

test('laptop fields appear only for a laptop category and are saved', async ({
  adminPage: page,
  catalogue,
  request,
  adminSession,
}) => {
  const printers = await catalogue.category(unique('Ink Printers'));
  const laptops = await catalogue.category(unique('Laptops'));
  const name = unique('E2E Laptop');

  await page.goto('/admin-add-products');
  const categorySelect = categoryChoice(page);
  await categorySelect.selectOption({ label: printers.name });
  await expect(field(page, 'Product Name')).toBeVisible();
  await expect(page.getByTestId('laptop-fields')).toHaveCount(0);

  await categorySelect.selectOption({ label: laptops.name });
  for (const laptopField of LAPTOP_FIELDS)
    await expect(field(page, LAPTOP_FIELD_LABELS[laptopField])).toBeVisible();

  await field(page, 'Product Name').fill(name);
  await brandBox(page).fill('lenovo');
  await brandBox(page).press('Enter');
  await expect(brandBox(page)).toHaveValue('Lenovo');
  await field(page, 'Price').fill('45999');
  await field(page, 'Discounted Price').fill('42,999.50');
  await stock(page).fill('3');
  await field(page, 'Processor').fill('Intel Core i5-12400');
  await field(page, 'RAM').fill('16GB');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(messages.product.created)).toBeVisible();

  const saved = await productByName(request, adminSession.access, name);
  expect(saved).toMatchObject({
    brand: 'Lenovo',
    price: '45999.00',
    discounted_price: '42999.50',
    processor: 'Intel Core i5-12400',
    ram_size: '16GB',
    images: [],
  });
});

test('a taken product name is refused by the server and the form keeps its values', async ({
  adminPage: page,
  catalogue,
}) => {
  const category = await catalogue.category(unique('Scanners'));
  const taken = unique('E2E Scanner');
  await catalogue.product({
    name: taken,
    brand: 'HP',
    price: '100',
    stock: '1',
    category: String(category.id),
  });

  await page.goto('/admin-add-products');
  await categoryChoice(page).selectOption({ label: category.name });
  const duplicate = `  ${taken.toUpperCase()} `;
  await field(page, 'Product Name').fill(duplicate);
  // The brand box works from the keyboard: arrows move, Escape closes, Enter picks.
  await brandBox(page).focus();
  await brandBox(page).press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Brands' })).toBeVisible();
  await brandBox(page).press('Escape');
  await expect(page.getByRole('listbox', { name: 'Brands' })).toBeHidden();
  await brandBox(page).pressSequentially('ace');
  await brandBox(page).press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Acer' })).toHaveClass(/bg-brand-50/);
  await brandBox(page).press('Enter');
  await expect(brandBox(page)).toHaveValue('Acer');
  await page.getByRole('button', { name: 'Clear brand' }).click();
  await expect(brandBox(page)).toHaveValue('');
  await brandBox(page).click();
  await page.getByRole('option', { name: 'Acer' }).click();
  await expect(brandBox(page)).toHaveValue('Acer');
  await field(page, 'Price').fill('250');
  await stock(page).fill('2');
  await page.getByRole('button', { name: 'Add Product' }).click();

  await expect(page.getByRole('alert')).toContainText(`name: ${messages.product.nameTaken}`);
  await expect(field(page, 'Product Name')).toHaveAccessibleDescription(messages.product.nameTaken);
  await expect(field(page, 'Product Name')).toHaveValue(duplicate);
  await expect(field(page, 'Price')).toHaveValue('250');
  await expect(page).toHaveURL(/\/admin-add-products$/);
});

test('an image the server refuses after the product was created is named, and the product kept', async ({
  adminPage: page,
  catalogue,
  request,
  adminSession,
}) => {
  const category = await catalogue.category(unique('Speakers'));
  const name = unique('E2E Speaker');

  await page.goto('/admin-add-products');
  await categoryChoice(page).selectOption({ label: category.name });
  await field(page, 'Product Name').fill(name);
  await brandBox(page).fill('HP');
  await brandBox(page).press('Enter');
  await field(page, 'Price').fill('999');
  await stock(page).fill('1');
  await page
    .getByLabel(adminMessages.productForm.mediaLabel)
    .setInputFiles([
      await png('good.png'),
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
    ]);
  await page.getByRole('button', { name: 'Add Product' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(adminMessages.productForm.createdImagesFailed);
  await expect(alert).toContainText(
    adminMessages.productForm.imageFailed('broken.png', messages.image.unsupported),
  );
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeDisabled();

  const saved = await productByName(request, adminSession.access, name);
  expect(saved.images).toHaveLength(1);
  await alert.getByRole('link', { name: adminMessages.productForm.openEditPage }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-edit-product/${saved.id}$`));
  await expect(page.getByTestId('existing-image')).toHaveCount(1);
});

test('load failures: categories in red, brands with typing still possible', async ({
  adminPage: page,
  catalogue,
}) => {
  await page.route('**/api/categories/', (route) => route.fulfill({ status: 500, json: { detail: 'x' } }));
  await page.goto('/admin-add-products');
  await expect(page.getByText(messages.category.loadProductCategoriesFailed)).toHaveClass(/text-red/);
  await expect(field(page, 'Product Name')).toHaveCount(0);
  await page.unroute('**/api/categories/');

  const category = await catalogue.category(unique('Cables'));
  await page.route('**/api/brands/', (route) => route.fulfill({ status: 503, json: { detail: 'x' } }));
  await page.goto('/admin-add-products');
  await expect(page.getByText(messages.category.loading)).toBeHidden();
  await categoryChoice(page).selectOption({ label: category.name });
  await expect(page.getByText(messages.product.brandsLoadFailed)).toBeVisible();
  await brandBox(page).fill('  ');
  await brandBox(page).press('Enter');
  await expect(brandBox(page)).toBeEnabled();
  await expect(brandBox(page)).toHaveValue('');
  await brandBox(page).fill('belkin');
  await brandBox(page).press('Enter');
  await expect(brandBox(page)).toHaveValue('Belkin');
});

test('edit product: loads, refuses a discount above the price, swaps images in the spec order', async ({
  adminPage: page,
  catalogue,
  request,
  adminSession,
}) => {
  const category = await catalogue.category(unique('Monitors'));
  const other = await catalogue.category(unique('Displays'));
  const name = unique('E2E Monitor');
  const created = await catalogue.product(
    {
      name,
      brand: 'Acer',
      price: '9999.00',
      discounted_price: '8999',
      stock: '4',
      category: String(category.id),
    },
    true,
  );
  await addImage(request, adminSession.access, created.id, 120);
  const before = await productById(request, adminSession.access, created.id);
  expect(before.images).toHaveLength(2);
  const [first, second] = before.images;

  await page.goto(`/admin-edit-product/${created.id}`);
  await expect(page.getByRole('heading', { name: 'Update Product' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' }).first()).toHaveAttribute('href', '/admin-products');
  await expect(field(page, 'Product Name')).toHaveValue(name);
  await expect(brandBox(page)).toHaveValue('Acer');
  await expect(field(page, 'Price')).toHaveValue('9999.00');
  await expect(field(page, 'Discounted Price')).toHaveValue('8999.00');
  await expect(stock(page)).toHaveValue('4');
  await expect(page.getByTestId('existing-image')).toHaveCount(2);

  const calls: string[] = [];
  page.on('request', (call) => {
    const path = new URL(call.url()).pathname;
    if (call.method() !== 'GET' && path.startsWith('/api/')) calls.push(`${call.method()} ${path}`);
  });

  await field(page, 'Discounted Price').fill('12000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(field(page, 'Discounted Price')).toHaveAccessibleDescription(messages.product.discountTooHigh);
  expect(calls).toEqual([]);

  await field(page, 'Discounted Price').fill('7,500');
  await stock(page).fill('6');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: other.name });
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await page.getByRole('button', { name: 'Undo removing image 2' }).click();
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(page.getByText(adminMessages.productForm.markedForRemoval)).toHaveCount(1);
  await page.getByLabel(adminMessages.productForm.mediaLabel).setInputFiles([await png('new.png', 140)]);
  await expect(page.getByText(adminMessages.productForm.filesSelected(1))).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.product.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-products$/, { timeout: 8_000 });

  expect(calls).toEqual([
    `DELETE /api/product-images/${first!.id}/`,
    `PUT /api/products/id/${created.id}/`,
    'POST /api/product-images/',
  ]);
  const after = await productById(request, adminSession.access, created.id);
  expect(after).toMatchObject({ discounted_price: '7500.00', stock: 6, category: other.id });
  expect(after.images.map((image) => image.id)[0]).toBe(second!.id);
  expect(after.images).toHaveLength(2);
  expect(after.images.some((image) => image.id === first!.id)).toBe(false);
  expect(after.images[1]!.id).toBeGreaterThan(second!.id);
});

test('edit product: a change made while the form is open is not overwritten; reloading shows it', async ({
  adminPage: page,
  catalogue,
  request,
  adminSession,
}) => {
  const category = await catalogue.category(unique('Headsets'));
  const name = unique('E2E Headset');
  const created = await catalogue.product({
    name,
    brand: 'JBL',
    price: '1500.00',
    stock: '10',
    category: String(category.id),
  });
  await page.goto(`/admin-edit-product/${created.id}`);
  await expect(stock(page)).toHaveValue('10');

  // Meanwhile an order ships: the stock goes down to 7.
  const auth = { Authorization: `Bearer ${adminSession.access}` };
  const order = await request.post('/api/orders/', {
    headers: auth,
    data: { customer_name: 'Walk-in', items: [{ product: created.id, quantity: 3 }] },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  const shipped = await request.patch(`/api/orders/${id}/`, { headers: auth, data: { status: 'shipped' } });
  expect(shipped.status(), await shipped.text()).toBe(200);

  await field(page, 'Product Name').fill(`${name} Pro`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.product.changedSinceOpened);
  expect((await productById(request, adminSession.access, created.id)).name).toBe(name);

  await page.getByRole('button', { name: adminMessages.activity.staleProduct }).click();
  await expect(stock(page)).toHaveValue('7');
  await expect(field(page, 'Product Name')).toHaveValue(name);
  await field(page, 'Product Name').fill(`${name} Pro`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.product.updated)).toBeVisible();
  const after = await productById(request, adminSession.access, created.id);
  expect(after).toMatchObject({ name: `${name} Pro`, stock: 7 });
});

test('edit product: server field errors and unexpected answers keep the form', async ({
  adminPage: page,
  catalogue,
}) => {
  const category = await catalogue.category(unique('Routers'));
  const created = await catalogue.product({
    name: unique('E2E Router'),
    brand: 'HP',
    price: '500',
    stock: '1',
    category: String(category.id),
  });
  let answer: { status: number; body: unknown } = {
    status: 400,
    body: {
      detail: 'x',
      discounted_price: [messages.product.discountTooHigh],
      stock: ['Stock is required.'],
    },
  };
  await page.route(`**/api/products/id/${created.id}/`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: answer.status, json: answer.body })
      : route.fallback(),
  );

  await page.goto(`/admin-edit-product/${created.id}`);
  await stock(page).fill('9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(messages.product.updateFailed);
  await expect(alert).toContainText(
    `discounted_price: ${messages.product.discountTooHigh}; stock: ${messages.product.stockRequired}`,
  );
  await expect(field(page, 'Discounted Price')).toHaveAccessibleDescription(messages.product.discountTooHigh);
  await expect(stock(page)).toHaveValue('9');

  answer = { status: 200, body: { saved: true } };
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.product.unexpectedResponse);
  await expect(page).toHaveURL(new RegExp(`/admin-edit-product/${created.id}$`));
});

test('edit product: an unknown id shows the not-found state with a way back', async ({ adminPage: page }) => {
  await page.goto('/admin-edit-product/999999999');
  await expect(page.getByRole('heading', { name: messages.product.notFound })).toBeVisible();
  await page.getByRole('link', { name: adminMessages.productForm.backToProducts }).click();
  await expect(page).toHaveURL(/\/admin-products$/);
});

test('product forms fit phones and desktops without serious axe findings', async ({
  adminPage: page,
  catalogue,
}, testInfo) => {
  // Both forms at two sizes, axe on each: past the default minute on a slow two-core machine.
  test.setTimeout(150_000);
  const laptops = await catalogue.category(unique('Laptops'));
  const product = await catalogue.product(
    {
      name: unique('E2E Look'),
      brand: 'Lenovo',
      price: '45999',
      stock: '2',
      category: String(laptops.id),
      processor: 'Intel Core i7',
    },
    true,
  );
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin-add-products');
    await categoryChoice(page).selectOption({ label: laptops.name });
    await page
      .getByLabel(adminMessages.productForm.mediaLabel)
      .setInputFiles([await png('a.png'), await png('b.png')]);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(brandBox(page)).toHaveAccessibleDescription(messages.product.brandRequired);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`add-product-${width}.png`), fullPage: true });
    expect(await seriousViolations(page), `axe on add at ${width}`).toEqual([]);

    await page.goto(`/admin-edit-product/${product.id}`);
    await expect(page.getByTestId('existing-image')).toHaveCount(1);
    await brandBox(page).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`edit-product-${width}.png`), fullPage: true });
    expect(await seriousViolations(page), `axe on edit at ${width}`).toEqual([]);
  }
});
