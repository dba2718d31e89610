import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as EditProduct from './edit-product';

const text = adminMessages.pricing;

const laptop = {
  id: 5,
  name: 'ThinkPad E14',
  product_slug: 'thinkpad-e14',
  slug: 'thinkpad-e14',
  price: '1200.00',
  discounted_price: null,
  stock: 4,
  serialized: false,
  warranty_months: 0,
  reserved: 0,
  brand: 'Lenovo',
  key_features: '',
  description: '',
  hidden: false,
  category: 3,
  category_slug: 'laptops',
  category_name: 'Laptops',
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
} satisfies ProductView;

const pricing = {
  product: 5,
  retail: '1200.00',
  cost: '900.00',
  tier_prices: [],
  breaks: [{ tier: null, tier_name: 'Retail', min_quantity: 10, price: '1150.00' }],
};
const dealer = { id: 2, name: 'Dealer', customer_count: 1, category_discounts: [] };

function open(answers: Parameters<typeof fakeApi>[0] = {}) {
  signInAsAdmin();
  const sent = fakeApi({
    'GET /api/categories/': {
      body: [
        {
          id: 3,
          name: 'Laptops',
          slug: 'laptops',
          icon: null,
          icon_srcset: null,
          image: null,
          product_count: 1,
        },
      ],
    },
    'GET /api/brands/': { body: ['Lenovo'] },
    'GET /api/activity/': { body: { results: [], next_before: null } },
    'GET /api/products/id/5/': { body: laptop },
    'GET /api/products/id/5/pricing/': { body: pricing },
    'GET /api/price-tiers/': { body: [dealer] },
    ...answers,
  });
  const view = renderScreen(EditProduct, { path: '/admin-edit-product/:id', url: adminPaths.editProduct(5) });
  return { sent, ...view };
}

const prices = () => screen.getByRole('form', { name: text.pricesTitle });
const pricingPuts = (sent: Request[]) =>
  sent.filter((request) => request.method === 'PUT' && request.url.includes('/pricing/'));

describe("the product's Prices section", () => {
  it('shows the cost, tier prices and breaks, and saves them with one PUT of their own', async () => {
    const { sent, user } = open({ 'PUT /api/products/id/5/pricing/': { body: pricing } });
    const cost = await screen.findByLabelText('Cost (₱)');
    expect(cost).toHaveProperty('value', '900.00');
    expect(screen.getByLabelText('From quantity (break 1)')).toHaveProperty('value', '10');

    await user.type(screen.getByLabelText('Dealer price (₱)'), '1000');
    await user.click(within(prices()).getByRole('button', { name: 'Add quantity break' }));
    await user.selectOptions(screen.getByLabelText('For (break 2)'), 'Dealer');
    await user.type(screen.getByLabelText('From quantity (break 2)'), '50');
    await user.type(screen.getByLabelText('Unit price (₱) (break 2)'), '950');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText(text.pricesSaved)).toBeTruthy();
    expect(await pricingPuts(sent)[0]!.json()).toEqual({
      cost: '900.00',
      tier_prices: [{ tier: 2, price: '1000' }],
      breaks: [
        { tier: null, min_quantity: 10, price: '1150.00' },
        { tier: 2, min_quantity: 50, price: '950' },
      ],
    });
    // The product's own form was not sent.
    expect(
      sent.filter((request) => request.url.endsWith('/api/products/id/5/') && request.method === 'PUT'),
    ).toEqual([]);
  });

  it('refuses a break below the cost and a dearer larger quantity on their rows, before any request', async () => {
    const { sent, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add quantity break' }));
    await user.type(screen.getByLabelText('From quantity (break 2)'), '50');
    await user.type(screen.getByLabelText('Unit price (₱) (break 2)'), '1190');
    await user.type(screen.getByLabelText('Dealer price (₱)'), '800');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText(text.pricesSaveFailed)).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Unit price (₱) (break 2)',
        description: messages.pricing.breakDearer,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Dealer price (₱)',
        description: messages.pricing.belowCost,
      }),
    ).toBeTruthy();
    expect(pricingPuts(sent)).toEqual([]);
  });

  it("shows the API's refusal on the row it came from", async () => {
    const { user } = open({
      'PUT /api/products/id/5/pricing/': {
        status: 400,
        body: { detail: 'x', breaks: [{ price: [messages.pricing.belowCost] }] },
      },
    });
    const cost = await screen.findByLabelText('Cost (₱)');
    await user.clear(cost);
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Unit price (₱) (break 1)',
        description: messages.pricing.belowCost,
      }),
    ).toBeTruthy();
  });

  it('says when the prices could not be loaded, and the product form still works', async () => {
    open({ 'GET /api/products/id/5/pricing/': { status: 500, body: { detail: 'down' } } });
    expect(await screen.findByText(text.pricesLoadFailed)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Product Name' })).toHaveProperty('value', 'ThinkPad E14');
  });
});
