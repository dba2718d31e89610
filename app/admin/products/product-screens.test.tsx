import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryView, ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as AddProduct from './add-product';
import * as EditProduct from './edit-product';
import * as ProductList from './products';

function product(id: number, name: string, change: Partial<ProductView> = {}): ProductView {
  return {
    id,
    name,
    product_slug: name.toLowerCase().replace(/\W+/g, '-'),
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    price: '1500.00',
    discounted_price: null,
    stock: 4,
    serialized: false,
    warranty_months: 0,
    reserved: 0,
    brand: 'Acer',
    key_features: '',
    description: '',
    hidden: false,
    category: 3,
    category_slug: 'monitors',
    category_name: 'Monitors',
    image: null,
    image_srcset: null,
    images: [],
    processor: null,
    ram_size: null,
    storage_type: null,
    storage_capacity: null,
    screen_size: null,
    resolution: null,
    operating_system: null,
    warranty: null,
    created_at: '2026-01-05T02:00:00Z',
    updated_at: '2026-01-05T02:00:00Z',
    version: 1,
    ...change,
  };
}

const monitors: CategoryView = {
  id: 3,
  name: 'Monitors',
  slug: 'monitors',
  icon: null,
  icon_srcset: null,
  image: null,
  product_count: 1,
};

const page = (...results: ProductView[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

const choices = {
  'GET /api/categories/': { body: [monitors] },
  'GET /api/brands/': { body: ['Acer', 'HP'] },
};

const writes = (sent: Request[]) => sent.filter((request) => request.method !== 'GET');

describe('the products list', () => {
  it('shows the page the API answers, with the hidden mark and the administrator tools', async () => {
    signInAsAdmin();
    const sent = fakeApi({
      'GET /api/products/': page(product(1, 'Monitor 27', { hidden: true }), product(2, 'Printer')),
    });
    renderScreen(ProductList, { path: adminPaths.products, url: `${adminPaths.products}?q=mon&page=2` });

    const table = await screen.findByRole('table', { name: 'Products' });
    const monitor = within(table).getByRole('row', { name: /Monitor 27/ });
    expect(within(monitor).getByRole('img', { name: adminMessages.adminProducts.hiddenLabel })).toBeTruthy();
    expect(within(monitor).getByRole('cell', { name: '₱1,500.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeTruthy();
    // The search and page of the address are the list's query.
    const query = new URL(sent[0]!.url).searchParams;
    expect([query.get('name'), query.get('page'), query.get('sort_by')]).toEqual(['mon', '2', 'latest']);
  });

  it('hides a product from its row menu, then shows the list the router loads again', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/products/': page(product(1, 'Monitor 27')) });
    const { user } = renderScreen(ProductList, { path: adminPaths.products });
    const row = await screen.findByRole('row', { name: /Monitor 27/ });
    expect(within(row).queryByRole('img', { name: adminMessages.adminProducts.hiddenLabel })).toBeNull();

    const sent = fakeApi({
      'PATCH /api/products/id/1/': { body: product(1, 'Monitor 27', { hidden: true }) },
      'GET /api/products/': page(product(1, 'Monitor 27', { hidden: true })),
    });
    await user.click(within(row).getByRole('button', { name: 'Actions for Monitor 27' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide' }));

    expect(
      await within(screen.getByRole('table')).findByRole('img', {
        name: adminMessages.adminProducts.hiddenLabel,
      }),
    ).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(['PATCH', 'GET']);
    expect(await sent[0]!.json()).toEqual({ hidden: true });
  });

  it('deletes after asking, says so, and the reloaded list no longer has the product', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/products/': page(product(1, 'Monitor 27')) });
    const { user } = renderScreen(ProductList, { path: adminPaths.products, url: '/admin-products?q=27' });
    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(within(table).getByRole('button', { name: 'Actions for Monitor 27' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: adminMessages.adminProducts.deleteQuestion });

    fakeApi({
      'DELETE /api/products/id/1/': { body: null },
      'GET /api/products/': page(),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.product.deleted)).toBeTruthy();
    expect(await screen.findByText(messages.product.searchEmpty)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a list that cannot load says so, and tries again', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/products/': { status: 500, body: { detail: 'Boom.' } } });
    const { user } = renderScreen(ProductList, { path: adminPaths.products });
    expect(await screen.findByText(messages.product.loadFailed)).toBeTruthy();

    fakeApi({ 'GET /api/products/': page(product(1, 'Monitor 27')) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Monitor 27/ })).toBeTruthy();
  });
});

const field = (name: string, description?: string) => screen.getByRole('textbox', { name, description });

describe('adding a product', () => {
  async function openWithCategory() {
    signInAsAdmin();
    const sent = fakeApi(choices);
    const rendered = renderScreen(AddProduct, { path: adminPaths.addProduct });
    const category = await screen.findByRole('combobox', { name: messages.category.selectHeading });
    await rendered.user.selectOptions(category, 'Monitors');
    return { ...rendered, sent };
  }

  /** Fills what a product needs, choosing the listed brand from the box, and adds it. */
  async function fillAndAdd(user: UserEvent, name: string) {
    await user.type(field('Product Name'), name);
    await user.type(screen.getByRole('combobox', { name: 'Brand' }), 'acer');
    await user.click(await screen.findByRole('option', { name: 'Acer' }));
    await user.type(field('Price'), '1,299.50');
    await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '7');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
  }

  it('checks the form with the API schema in the browser, and sends nothing while it is refused', async () => {
    const { user, sent } = await openWithCategory();
    await user.type(field('Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(adminMessages.productForm.fixFields)).toBeTruthy();
    expect(field('Product Name', messages.product.nameRequired)).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Brand', description: messages.product.brandRequired }),
    ).toBeTruthy();
    expect(
      field('Price', 'Price must be a number of at least 0 with at most 2 decimal places.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('spinbutton', { name: 'Stock', description: messages.product.stockRequired }),
    ).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    // Editing a field takes its message away.
    await user.type(field('Product Name'), 'Monitor 27');
    expect(field('Product Name').getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's refusal of a field beside it and keeps what was typed", async () => {
    const { user } = await openWithCategory();
    fakeApi({
      ...choices,
      'POST /api/products/': {
        status: 400,
        body: { detail: `name: ${messages.product.nameTaken}`, name: [messages.product.nameTaken] },
      },
    });
    await fillAndAdd(user, 'Monitor 27');

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      `name: ${messages.product.nameTaken}`,
    );
    expect(field('Product Name', messages.product.nameTaken)).toHaveProperty('value', 'Monitor 27');
    expect(field('Price')).toHaveProperty('value', '1,299.50');
  });

  it('creates the product with what the form holds and says so', async () => {
    const { user } = await openWithCategory();
    const sent = fakeApi({ 'POST /api/products/': { status: 201, body: product(9, 'Monitor 27') } });
    await fillAndAdd(user, ' Monitor 27 ');

    expect(await screen.findByText(messages.product.created)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveProperty('disabled', true);
    const body = await sent[0]!.formData();
    expect([body.get('name'), body.get('brand'), body.get('price'), body.get('stock')]).toEqual([
      'Monitor 27',
      'Acer',
      '1299.50',
      '7',
    ]);
    expect(body.get('category')).toBe('3');
  });
});

describe('editing a product', () => {
  const editUrl = { path: '/admin-edit-product/:id', url: adminPaths.editProduct(5) };
  const history = {
    'GET /api/activity/': { body: { results: [], next_before: null } },
    // The Prices section's own loads (app/admin/pricing/product-prices.test.tsx tests it).
    'GET /api/products/id/5/pricing/': {
      body: { product: 5, retail: '1500.00', cost: null, tier_prices: [], breaks: [] },
    },
    'GET /api/price-tiers/': { body: [] },
    // The Stock section's ledger (tests/e2e/admin-stock.spec.ts goes through it in the browser).
    'GET /api/stock-movements/': { body: { count: 0, next: null, previous: null, results: [] } },
  };

  function open(loaded: ProductView) {
    signInAsAdmin();
    const sent = fakeApi({ ...choices, ...history, 'GET /api/products/id/5/': { body: loaded } });
    return { ...renderScreen(EditProduct, editUrl), sent };
  }

  it('shows the loaded product and refuses a discount above the price before any request', async () => {
    const { user, sent } = open(product(5, 'Monitor 27', { price: '9999.00' }));
    expect(await screen.findByText('Monitor 27', { selector: 'p' })).toBeTruthy();
    expect(field('Product Name')).toHaveProperty('value', 'Monitor 27');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', 'Acer');

    await user.type(field('Discounted Price'), '12000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Discounted Price',
        description: messages.product.discountTooHigh,
      }),
    ).toHaveProperty('value', '12000');
    expect(writes(sent)).toEqual([]);
  });

  it("shows the server's field refusals beside their fields", async () => {
    const { user } = open(product(5, 'Monitor 27'));
    const stock = await screen.findByRole('spinbutton', { name: 'Stock' });
    fakeApi({
      'PUT /api/products/id/5/': {
        status: 400,
        body: { detail: 'x', stock: [messages.product.stockRequired] },
      },
    });
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      `${messages.product.updateFailed}\nstock: ${messages.product.stockRequired}`,
    );
    expect(
      screen.getByRole('spinbutton', { name: 'Stock', description: messages.product.stockRequired }),
    ).toHaveProperty('value', '9');
  });

  it('saves, and the router loads the saved product again', async () => {
    const { user } = open(product(5, 'Monitor 27'));
    const name = await screen.findByRole('textbox', { name: 'Product Name' });
    const sent = fakeApi({
      ...history,
      'PUT /api/products/id/5/': { body: product(5, 'Monitor 27 Pro', { version: 2 }) },
      'GET /api/products/id/5/': { body: product(5, 'Monitor 27 Pro', { version: 2 }) },
      ...choices,
    });
    await user.clear(name);
    await user.type(name, 'Monitor 27 Pro');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(messages.product.updated)).toBeTruthy();
    expect(await screen.findByText('Monitor 27 Pro', { selector: 'p' })).toBeTruthy();
    const body = await sent[0]!.formData();
    expect([body.get('name'), body.get('version'), body.has('stock')]).toEqual([
      'Monitor 27 Pro',
      '1',
      false,
    ]);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toContain(
      'GET /api/products/id/5/',
    );
  });

  it('a product changed meanwhile is not overwritten; reloading shows the newer one', async () => {
    const { user } = open(product(5, 'Monitor 27', { stock: 10 }));
    const name = await screen.findByRole('textbox', { name: 'Product Name' });
    fakeApi({
      ...choices,
      ...history,
      'PUT /api/products/id/5/': { status: 409, body: { detail: messages.product.changedSinceOpened } },
      'GET /api/products/id/5/': { body: product(5, 'Monitor 27', { stock: 7, version: 2 }) },
    });
    await user.type(name, ' Pro');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(messages.product.changedSinceOpened, { exact: false })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: adminMessages.activity.staleProduct }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveProperty('value', '7'),
    );
    expect(field('Product Name')).toHaveProperty('value', 'Monitor 27');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown product says so, with the way back', async () => {
    signInAsAdmin();
    fakeApi({ ...choices, 'GET /api/products/id/5/': { status: 404, body: { detail: 'Not found.' } } });
    renderScreen(EditProduct, editUrl);
    expect(await screen.findByRole('heading', { name: messages.product.notFound })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: adminMessages.productForm.backToProducts }).getAttribute('href'),
    ).toBe(adminPaths.products);
  });
});
