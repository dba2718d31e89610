import { asc, count, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP_FIELDS } from '~/domain/catalogue';
import { createTestContext, dataOf, type TestContext } from '~/server/test/harness';
import { categories, productImages, products, stockMovements } from '~/db/schema';
import { stockLedgerMismatches } from '~/server/services/stock/stock-ledger';
import { createCustomer, getCustomer } from '~/server/services/customers/customers';
import { listPriceTiers } from '~/server/services/pricing/price-tiers';
import { priceFor, publicQuantityBreaks } from '~/server/services/pricing/product-pricing';
import { seedDemoCatalogue, type SeedResult } from './seed';

let ctx: TestContext;
let result: SeedResult;
let seconds: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const started = performance.now();
  result = await seedDemoCatalogue(ctx.db, ctx.media, ctx.clock.current);
  seconds = (performance.now() - started) / 1000;
}, 60_000);
afterAll(() => ctx.close());

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('seedDemoCatalogue', () => {
  it('creates the spec categories, each with an icon', async () => {
    expect(result.categories).toBeGreaterThanOrEqual(6);
    const rows = await ctx.db.select().from(categories).orderBy(asc(categories.name));
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'Laptops',
        'Printers',
        'Office Supplies',
        'Audio Parts and Accessories',
        'Telecommunication Supplies',
        'Computer Accessories',
      ]),
    );
    for (const row of rows) {
      expect(row.iconKey).toBeTruthy();
      expect(row.iconWidths!.length).toBeGreaterThan(0);
    }
  });

  it('creates at least 60 products, each with an image whose files are stored', async () => {
    expect(result.products).toBeGreaterThanOrEqual(60);
    const [withoutImage] = await ctx.db
      .select({ n: count() })
      .from(products)
      .leftJoin(productImages, eq(productImages.productId, products.id))
      .where(isNull(productImages.id));
    expect(withoutImage!.n).toBe(0);
    const images = await ctx.db.select().from(productImages);
    expect(images.some((image) => image.width === 640 && image.height === 480)).toBe(true);
    for (const image of images) {
      for (const width of image.widths)
        expect(ctx.media.files.has(`${image.mediaKey}-${width}.webp`)).toBe(true);
    }
    const perProduct = new Map<number, number>();
    for (const image of images) perProduct.set(image.productId, (perProduct.get(image.productId) ?? 0) + 1);
    expect([...perProduct.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every laptop its specs, prices as decimals, and a realistic mix', async () => {
    const rows = await ctx.db
      .select({ product: products, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    const laptops = rows.filter((row) => row.category === 'Laptops');
    expect(laptops.length).toBeGreaterThanOrEqual(8);
    for (const { product } of laptops) {
      for (const field of LAPTOP_FIELDS) {
        expect(product[camel(field) as keyof typeof product], `${product.name} ${field}`).toBeTruthy();
      }
    }
    const all = rows.map((row) => row.product);
    expect(all.filter((p) => p.hidden)).toHaveLength(3);
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    const discounted = all.filter((p) => p.discountedPrice !== null);
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    for (const p of discounted) expect(Number(p.discountedPrice)).toBeLessThan(Number(p.price));
    for (const p of all) expect(p.price).toMatch(/^\d+\.\d{2}$/);
    expect(new Set(all.map((p) => p.brand)).size).toBeGreaterThanOrEqual(15);
    const days = new Set(all.map((p) => p.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(all.every((p) => p.searchText.includes(p.name.toLowerCase()))).toBe(true);
  });

  it('adds buyers of every tax class, each with a primary contact, and a customer added later takes the next code', async () => {
    const first = await getCustomer(ctx.db, 1, ctx.clock.current);
    expect(first).toMatchObject({
      code: 'C-00001',
      name: 'Visayas Freight Corporation',
      payment_term_days: 30,
    });
    expect(first!.contacts.filter((contact) => contact.is_primary)).toHaveLength(1);
    const taxClasses = new Set<string>();
    for (let id = 1; id <= 6; id++)
      taxClasses.add((await getCustomer(ctx.db, id, ctx.clock.current))!.tax_class);
    expect([...taxClasses].sort()).toEqual(['government', 'vat', 'vat_exempt', 'zero_rated']);
    const admin = await ctx.user('superuser');
    const later = await createCustomer(ctx.db, { name: 'Walk-in Buyer' }, admin, ctx.clock.current);
    expect(later.code).toBe('C-00007');
  });

  it('names the Dealer and Project tiers with category percentages, puts the demo buyers on them, and breaks popular products', async () => {
    const tiers = await listPriceTiers(ctx.db);
    expect(tiers.map((tier) => tier.name)).toEqual(['Dealer', 'Project']);
    expect(tiers[0]!.category_discounts).toContainEqual(
      expect.objectContaining({ category_name: 'Printers', percent: '10.00' }),
    );
    expect(tiers.every((tier) => tier.customer_count > 0)).toBe(true);

    const [paper] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Deli A4 Copy Paper 70gsm, 500 Sheets'));
    // ₱245.00 retail: 96 % from 10 reams, 92 % from 50, to the whole peso.
    expect(await publicQuantityBreaks(ctx.db, paper!.id)).toEqual([
      { min_quantity: 10, price: '235.00' },
      { min_quantity: 50, price: '225.00' },
    ]);
    const dealerBuyer = (await getCustomer(ctx.db, 2, ctx.clock.current))!;
    expect(dealerBuyer.price_tier_name).toBe('Dealer');
    expect(await priceFor(ctx.db, paper!.id, dealerBuyer.id, 60)).toMatchObject({
      unit_price: '211.00',
      source: 'break',
      tier_name: 'Dealer',
    });
  });

  it("opens each product's stock ledger with its demo stock, so the audit finds nothing to correct", async () => {
    expect(await stockLedgerMismatches(ctx.db)).toEqual([]);
    const [opening] = await ctx.db.select({ value: count() }).from(stockMovements);
    const [stocked] = await ctx.db.select({ value: count() }).from(products).where(gt(products.stock, 0));
    expect(opening!.value).toBe(stocked!.value);
  });

  it('is quick enough to run on first start', () => {
    expect(seconds).toBeLessThan(15);
  });

  it('does nothing when the catalogue is not empty', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(products);
    expect(await seedDemoCatalogue(ctx.db, ctx.media)).toEqual({ categories: 0, products: 0 });
    const [after] = await ctx.db.select({ n: count() }).from(products);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps hidden products out of the public product list', async () => {
    const hidden = await ctx.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.hidden, true));
    const body = dataOf(await ctx.api.GET('/api/products/', { params: { query: { page_size: 100 } } }), 200);
    const names = body.results.map((product) => product.name);
    expect(body.count).toBe(result.products - hidden.length);
    for (const { name } of hidden) expect(names).not.toContain(name);
  });
});
