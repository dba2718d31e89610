import { describe, expect, it } from 'vitest';
import { activity, customers } from '~/db/schema';
import { messages } from '~/domain/messages';
import { readCatalogueVersion } from '../../services/catalogue/catalogue-cache';
import { publicQuantityBreaks } from '../../services/pricing/product-pricing';
import { dataOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const printers = await insertCategory(ctx, 'Printers', 'printers');
const laptops = await insertCategory(ctx, 'Laptops', 'laptops');
const asAdmin = ctx.apiFor(admin.access);
const asStaff = ctx.apiFor(staff.access);

const tiers = (body: {
  tiers: { id?: number; name: string; category_discounts?: { category: number; percent: string }[] }[];
}) =>
  asAdmin.PUT('/api/price-tiers/', {
    body: { tiers: body.tiers.map((tier) => ({ category_discounts: [], ...tier })) },
  });

async function customerOn(tierId: number | null, name: string): Promise<number> {
  const [row] = await ctx.db
    .insert(customers)
    .values({ code: name.slice(0, 8).toUpperCase().replace(/\W/g, ''), name, priceTierId: tierId })
    .returning({ id: customers.id });
  return row!.id;
}

describe('price tiers', () => {
  it('are replaced as a list: kept by id, new ones made, missing ones removed, in the order given', async () => {
    const first = dataOf(
      await tiers({
        tiers: [
          { name: 'Dealer', category_discounts: [{ category: printers, percent: '12.5' }] },
          { name: 'Project' },
        ],
      }),
      200,
    );
    expect(first.map((tier) => tier.name)).toEqual(['Dealer', 'Project']);
    expect(first[0]!.category_discounts).toEqual([
      { category: printers, category_name: 'Printers', percent: '12.50' },
    ]);

    const [dealer, project] = first;
    const second = dataOf(
      await tiers({ tiers: [{ name: 'Wholesale' }, { id: dealer!.id, name: 'Dealer' }] }),
      200,
    );
    expect(second.map((tier) => tier.name)).toEqual(['Wholesale', 'Dealer']);
    expect(second[1]!.id).toBe(dealer!.id);
    expect(second.some((tier) => tier.id === project!.id)).toBe(false);
    expect(dataOf(await asStaff.GET('/api/price-tiers/'), 200)).toEqual(second);
  });

  it('refuses a repeated name, an unknown category and an unknown tier, each at its path, and keeps the list', async () => {
    const before = dataOf(await asStaff.GET('/api/price-tiers/'), 200);
    const repeated = await tiers({ tiers: [{ name: 'Retail plus' }, { name: 'retail PLUS' }] });
    expect(repeated.response.status).toBe(400);
    expect(repeated.error).toMatchObject({ tiers: [{}, { name: [messages.pricing.tierNameTaken] }] });

    const unknown = await tiers({
      tiers: [{ id: 999_999, name: 'Ghost', category_discounts: [{ category: 999_999, percent: '5' }] }],
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({
      tiers: [
        {
          id: [messages.pricing.tierNotFound],
          category_discounts: [{ category: [messages.category.notFound] }],
        },
      ],
    });
    expect(dataOf(await asStaff.GET('/api/price-tiers/'), 200)).toEqual(before);
  });

  it('only a superuser names them', async () => {
    const { response } = await asStaff.PUT('/api/price-tiers/', { body: { tiers: [] } });
    expect(response.status).toBe(403);
  });
});

describe("a product's pricing and what a buyer pays", () => {
  it("prices a walk-in buyer, the retail break and a dealer's own break for 12 units", async () => {
    const [dealer] = dataOf(
      await tiers({
        tiers: [{ name: 'Dealer', category_discounts: [{ category: laptops, percent: '10' }] }],
      }),
      200,
    );
    const laptop = await insertProduct(ctx, {
      name: 'ThinkPad E14',
      brand: 'Lenovo',
      price: '1200',
      stock: 40,
      category: laptops,
    });
    const saved = dataOf(
      await asStaff.PUT('/api/products/id/{id}/pricing/', {
        params: { path: { id: laptop.id } },
        body: {
          cost: '900',
          tier_prices: [],
          breaks: [
            { tier: null, min_quantity: 10, price: '1150' },
            { tier: dealer!.id, min_quantity: 10, price: '1000' },
            { tier: dealer!.id, min_quantity: 50, price: '950' },
          ],
        },
      }),
      200,
    );
    expect(saved).toMatchObject({ retail: '1200.00', cost: '900.00' });
    expect(saved.breaks.map((entry) => `${entry.tier_name} ${entry.min_quantity}+ ${entry.price}`)).toEqual([
      'Retail 10+ 1150.00',
      'Dealer 10+ 1000.00',
      'Dealer 50+ 950.00',
    ]);

    const price = async (quantity: number, customer?: number) =>
      dataOf(
        await asStaff.GET('/api/products/{id}/price/', {
          params: { path: { id: laptop.id }, query: { quantity, customer } },
        }),
        200,
      );
    expect(await price(1)).toMatchObject({ unit_price: '1200.00', source: 'retail', tier_name: 'Retail' });
    expect(await price(10)).toMatchObject({ unit_price: '1150.00', source: 'break', break_min_quantity: 10 });

    const visayas = await customerOn(dealer!.id, 'Visayas Freight');
    expect(await price(1, visayas)).toMatchObject({ unit_price: '1080.00', source: 'tier-percent' });
    expect(await price(12, visayas)).toMatchObject({
      unit_price: '1000.00',
      source: 'break',
      break_min_quantity: 10,
      tier_name: 'Dealer',
    });
    expect(await price(60, visayas)).toMatchObject({ unit_price: '950.00' });
  });

  it('never prices below cost', async () => {
    const [deep] = dataOf(
      await tiers({
        tiers: [{ name: 'Clearance', category_discounts: [{ category: printers, percent: '50' }] }],
      }),
      200,
    );
    const printer = await insertProduct(ctx, {
      name: 'LaserJet M111w',
      brand: 'HP',
      price: '8000',
      stock: 5,
      category: printers,
    });
    await asStaff.PUT('/api/products/id/{id}/pricing/', {
      params: { path: { id: printer.id } },
      body: { cost: '6500', tier_prices: [], breaks: [] },
    });
    const buyer = await customerOn(deep!.id, 'Bargain Co');
    const { data } = await asStaff.GET('/api/products/{id}/price/', {
      params: { path: { id: printer.id }, query: { quantity: 1, customer: buyer } },
    });
    expect(data).toMatchObject({ unit_price: '6500.00', source: 'cost-floor' });
  });

  it('refuses a larger quantity at a higher price and an unknown tier, saving nothing', async () => {
    const item = await insertProduct(ctx, {
      name: 'Desk phone',
      brand: 'Yealink',
      price: '3000',
      stock: 5,
      category: printers,
    });
    const dearer = await asStaff.PUT('/api/products/id/{id}/pricing/', {
      params: { path: { id: item.id } },
      body: {
        cost: null,
        tier_prices: [],
        breaks: [
          { tier: null, min_quantity: 50, price: '2900' },
          { tier: null, min_quantity: 10, price: '2800' },
        ],
      },
    });
    expect(dearer.response.status).toBe(400);
    expect(dearer.error).toMatchObject({ breaks: [{ price: [messages.pricing.breakDearer] }] });

    const unknownTier = await asStaff.PUT('/api/products/id/{id}/pricing/', {
      params: { path: { id: item.id } },
      body: { cost: null, tier_prices: [{ tier: 999_999, price: '2500' }], breaks: [] },
    });
    expect(unknownTier.response.status).toBe(400);
    expect(unknownTier.error).toMatchObject({ tier_prices: [{ tier: [messages.pricing.tierNotFound] }] });

    const stored = dataOf(
      await asStaff.GET('/api/products/id/{id}/pricing/', { params: { path: { id: item.id } } }),
      200,
    );
    expect(stored).toMatchObject({ cost: null, tier_prices: [], breaks: [] });
  });

  it('refuses a tier price or a break below the cost, at its row, saving nothing', async () => {
    const [dealer] = dataOf(await asStaff.GET('/api/price-tiers/'), 200);
    const item = await insertProduct(ctx, {
      name: 'Label printer',
      brand: 'Brother',
      price: '5000',
      stock: 5,
      category: printers,
    });
    const below = await asStaff.PUT('/api/products/id/{id}/pricing/', {
      params: { path: { id: item.id } },
      body: {
        cost: '4000',
        tier_prices: [{ tier: dealer!.id, price: '3999.99' }],
        breaks: [
          { tier: null, min_quantity: 5, price: '4500' },
          { tier: null, min_quantity: 10, price: '3900' },
        ],
      },
    });
    expect(below.response.status).toBe(400);
    expect(below.error).toMatchObject({
      tier_prices: [{ price: [messages.pricing.belowCost] }],
      breaks: [{}, { price: [messages.pricing.belowCost] }],
    });
    const stored = dataOf(
      await asStaff.GET('/api/products/id/{id}/pricing/', { params: { path: { id: item.id } } }),
      200,
    );
    expect(stored).toMatchObject({ cost: null, tier_prices: [], breaks: [] });
  });

  it("raises the catalogue version (product pages show retail breaks) and records the change in the product's history", async () => {
    const item = await insertProduct(ctx, {
      name: 'Headset H390',
      brand: 'Logitech',
      price: '1500',
      stock: 5,
      category: printers,
    });
    const before = await readCatalogueVersion(ctx.db);
    await asStaff.PUT('/api/products/id/{id}/pricing/', {
      params: { path: { id: item.id } },
      body: { cost: null, tier_prices: [], breaks: [{ tier: null, min_quantity: 10, price: '1400' }] },
    });
    expect(await readCatalogueVersion(ctx.db)).toBeGreaterThan(before);
    const entries = (await ctx.db.select().from(activity)).filter((entry) => entry.entityId === item.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'updated',
      changes: { pricing: { from: 'Cost not set', to: 'Cost not set; Retail 10+ 1400.00' } },
    });
  });

  it('gives the storefront the retail breaks that lower the price, never below cost, and a change at once', async () => {
    const [dealer] = dataOf(await asStaff.GET('/api/price-tiers/'), 200);
    const monitor = await insertProduct(ctx, {
      name: 'Monitor 24',
      brand: 'Acer',
      price: '6000',
      stock: 50,
      category: printers,
    });
    const save = async (
      cost: string | null,
      breaks: { tier: number | null; min_quantity: number; price: string }[],
    ) =>
      dataOf(
        await asStaff.PUT('/api/products/id/{id}/pricing/', {
          params: { path: { id: monitor.id } },
          body: { cost, tier_prices: [], breaks },
        }),
        200,
      );
    expect(await publicQuantityBreaks(ctx.db, monitor.id)).toEqual([]);
    await save(null, [
      { tier: null, min_quantity: 10, price: '5800' },
      { tier: null, min_quantity: 50, price: '5500' },
      { tier: dealer!.id, min_quantity: 5, price: '5000' },
    ]);
    // A dealer's own break is not the public's.
    expect(await publicQuantityBreaks(ctx.db, monitor.id)).toEqual([
      { min_quantity: 10, price: '5800.00' },
      { min_quantity: 50, price: '5500.00' },
    ]);
    await save('5600', [{ tier: null, min_quantity: 10, price: '5700' }]);
    expect(await publicQuantityBreaks(ctx.db, monitor.id)).toEqual([{ min_quantity: 10, price: '5700.00' }]);
    expect(await publicQuantityBreaks(ctx.db, 999_999)).toEqual([]);
  });

  it('answers 404 for an unknown product or customer, and 400 for a quantity of 0', async () => {
    const missing = await asStaff.GET('/api/products/{id}/price/', {
      params: { path: { id: 999_999 }, query: {} },
    });
    expect(missing.response.status).toBe(404);
    const item = await insertProduct(ctx, {
      name: 'Cable',
      brand: 'Ugreen',
      price: '300',
      stock: 5,
      category: printers,
    });
    const noCustomer = await asStaff.GET('/api/products/{id}/price/', {
      params: { path: { id: item.id }, query: { customer: 999_999 } },
    });
    expect(noCustomer.response.status).toBe(404);
    expect(noCustomer.error).toMatchObject({ detail: messages.customer.notFound });
    const zero = await asStaff.GET('/api/products/{id}/price/', {
      params: { path: { id: item.id }, query: { quantity: 0 } },
    });
    expect(zero.response.status).toBe(400);
    expect(zero.error).toMatchObject({ quantity: [messages.pricing.quantityInvalid] });
  });
});
