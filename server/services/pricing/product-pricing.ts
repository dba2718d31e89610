import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import {
  customers,
  priceBreaks,
  priceTiers,
  products,
  productTierPrices,
  tierCategoryDiscounts,
} from '~/db/schema';
import { messages } from '~/domain/messages';
import { sellingPrice } from '~/domain/order';
import { retailBreaks, unitPrice } from '~/domain/pricing';
import type { ProductPricingInput } from '~/domain/pricing-schemas';
import { centavosToPesos, percentToBasis, pesosToCentavos } from '~/domain/quotation-totals';
import type { ProductPricingView, UnitPriceView } from '~/domain/views';
import { invalidAt, NotFoundError } from '../../errors';
import { recordChanges, type Actor } from '../activity/activity';
import { cachedRead } from '../catalogue/catalogue-cache';
import { preparedRead } from '../shared/prepared-read';

const RETAIL = 'Retail';

async function productRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      discountedPrice: products.discountedPrice,
      cost: products.cost,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new NotFoundError(messages.product.notFound);
  return row;
}

/** A product's cost, its tiers' own prices and its quantity breaks (retail's first, then by tier). */
export async function getProductPricing(db: DbOrTx, productId: number): Promise<ProductPricingView> {
  const product = await productRow(db, productId);
  const tierPrices = await db
    .select({ tier: productTierPrices.tierId, tierName: priceTiers.name, price: productTierPrices.price })
    .from(productTierPrices)
    .innerJoin(priceTiers, eq(priceTiers.id, productTierPrices.tierId))
    .where(eq(productTierPrices.productId, productId))
    .orderBy(asc(priceTiers.position), asc(priceTiers.id));
  const breaks = await db
    .select({
      tier: priceBreaks.tierId,
      tierName: priceTiers.name,
      minQuantity: priceBreaks.minQuantity,
      price: priceBreaks.price,
    })
    .from(priceBreaks)
    .leftJoin(priceTiers, eq(priceTiers.id, priceBreaks.tierId))
    .where(eq(priceBreaks.productId, productId))
    .orderBy(asc(priceTiers.position), asc(priceBreaks.tierId), asc(priceBreaks.minQuantity));
  return {
    product: product.id,
    retail: sellingPrice(product.price, product.discountedPrice),
    cost: product.cost,
    tier_prices: tierPrices.map((row) => ({ tier: row.tier, tier_name: row.tierName, price: row.price })),
    breaks: breaks
      .sort((a, b) => Number(a.tier !== null) - Number(b.tier !== null))
      .map((row) => ({
        tier: row.tier,
        tier_name: row.tierName ?? RETAIL,
        min_quantity: row.minQuantity,
        price: row.price,
      })),
  };
}

/** One line a price entry, so the history shows what a save changed in words. */
function pricingLines(view: ProductPricingView): string {
  const lines = [
    `Cost ${view.cost ?? 'not set'}`,
    ...view.tier_prices.map((entry) => `${entry.tier_name} ${entry.price}`),
    ...view.breaks.map((entry) => `${entry.tier_name} ${entry.min_quantity}+ ${entry.price}`),
  ];
  return lines.join('; ');
}

/** Replaces a product's cost, tier prices and breaks as a whole; the history records before and after. */
export async function replaceProductPricing(
  db: Db,
  productId: number,
  input: ProductPricingInput,
  actor: Actor,
  now: Date,
): Promise<ProductPricingView> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new NotFoundError(messages.product.notFound);
    const named = [
      ...input.tier_prices.map((entry) => entry.tier),
      ...input.breaks.flatMap((entry) => entry.tier ?? []),
    ];
    const stored = new Set(
      named.length === 0
        ? []
        : (await tx.select({ id: priceTiers.id }).from(priceTiers).where(inArray(priceTiers.id, named))).map(
            (row) => row.id,
          ),
    );
    const problems = [
      ...input.tier_prices.flatMap((entry, index) =>
        stored.has(entry.tier)
          ? []
          : [{ path: ['tier_prices', index, 'tier'], message: messages.pricing.tierNotFound }],
      ),
      ...input.breaks.flatMap((entry, index) =>
        entry.tier === null || stored.has(entry.tier)
          ? []
          : [{ path: ['breaks', index, 'tier'], message: messages.pricing.tierNotFound }],
      ),
    ];
    if (problems.length > 0) throw invalidAt(problems);

    const before = await getProductPricing(tx, productId);
    await tx.update(products).set({ cost: input.cost }).where(eq(products.id, productId));
    await tx.delete(productTierPrices).where(eq(productTierPrices.productId, productId));
    await tx.delete(priceBreaks).where(eq(priceBreaks.productId, productId));
    if (input.tier_prices.length > 0) {
      await tx
        .insert(productTierPrices)
        .values(input.tier_prices.map((entry) => ({ productId, tierId: entry.tier, price: entry.price })));
    }
    if (input.breaks.length > 0) {
      await tx.insert(priceBreaks).values(
        input.breaks.map((entry) => ({
          productId,
          tierId: entry.tier,
          minQuantity: entry.min_quantity,
          price: entry.price,
        })),
      );
    }
    const after = await getProductPricing(tx, productId);
    const [from, to] = [pricingLines(before), pricingLines(after)];
    await recordChanges(tx, actor, now, {
      entityType: 'product',
      entityId: productId,
      entityLabel: product.name,
      action: 'updated',
      changes: from === to ? {} : { pricing: { from, to } },
    });
    return after;
  });
}

/**
 * What a buyer pays a unit of a product for a quantity: a walk-in buyer (no customer) or a customer, by the
 * customer's tier. The rules are `unitPrice` of domain/pricing.ts; this only gathers their inputs.
 */
export async function priceFor(
  db: DbOrTx,
  productId: number,
  customerId: number | null,
  quantity: number,
): Promise<UnitPriceView> {
  const product = await productRow(db, productId);
  let tier: { id: number; name: string } | null = null;
  if (customerId !== null) {
    const [customer] = await db
      .select({ tierId: customers.priceTierId, tierName: priceTiers.name })
      .from(customers)
      .leftJoin(priceTiers, eq(priceTiers.id, customers.priceTierId))
      .where(eq(customers.id, customerId));
    if (!customer) throw new NotFoundError(messages.customer.notFound);
    if (customer.tierId !== null) tier = { id: customer.tierId, name: customer.tierName ?? '' };
  }
  const [ownPrice] = tier
    ? await db
        .select({ price: productTierPrices.price })
        .from(productTierPrices)
        .where(and(eq(productTierPrices.productId, productId), eq(productTierPrices.tierId, tier.id)))
    : [];
  const [categoryPercent] =
    tier && product.categoryId !== null
      ? await db
          .select({ percent: tierCategoryDiscounts.percent })
          .from(tierCategoryDiscounts)
          .where(
            and(
              eq(tierCategoryDiscounts.tierId, tier.id),
              eq(tierCategoryDiscounts.categoryId, product.categoryId),
            ),
          )
      : [];
  const breaks = await db
    .select({ tierId: priceBreaks.tierId, minQuantity: priceBreaks.minQuantity, price: priceBreaks.price })
    .from(priceBreaks)
    .where(
      and(
        eq(priceBreaks.productId, productId),
        tier ? or(isNull(priceBreaks.tierId), eq(priceBreaks.tierId, tier.id)) : isNull(priceBreaks.tierId),
      ),
    );
  const retail = sellingPrice(product.price, product.discountedPrice);
  const price = unitPrice({
    retail: pesosToCentavos(retail),
    cost: product.cost === null ? null : pesosToCentavos(product.cost),
    tierId: tier?.id ?? null,
    tierPrice: ownPrice ? pesosToCentavos(ownPrice.price) : null,
    tierPercentBasis: categoryPercent ? percentToBasis(categoryPercent.percent) : null,
    breaks: breaks.map((row) => ({ ...row, price: pesosToCentavos(row.price) })),
    quantity,
  });
  return {
    product: productId,
    customer: customerId,
    tier: tier?.id ?? null,
    tier_name: tier?.name ?? RETAIL,
    quantity,
    retail,
    unit_price: centavosToPesos(price.price),
    source: price.source,
    break_min_quantity: price.breakMinQuantity,
  };
}

/**
 * The retail quantity breaks a storefront visitor is shown for a product, lowest quantity first, each only where
 * it lowers the unit price (`retailBreaks`: never below cost). Read through the catalogue cache: writes to
 * `price_breaks` and to products (their price and cost) raise the catalogue version.
 */
/** A product's prices and its retail breaks in one round trip, prepared: every cold product page waits for it. */
const pricesWithRetailBreaks = preparedRead('prices_with_retail_breaks', (db) =>
  db
    .select({
      price: products.price,
      discountedPrice: products.discountedPrice,
      cost: products.cost,
      minQuantity: priceBreaks.minQuantity,
      breakPrice: priceBreaks.price,
    })
    .from(products)
    .leftJoin(priceBreaks, and(eq(priceBreaks.productId, products.id), isNull(priceBreaks.tierId)))
    .where(eq(products.id, sql.placeholder('productId'))),
);

export function publicQuantityBreaks(
  db: DbOrTx,
  productId: number,
): Promise<{ min_quantity: number; price: string }[]> {
  return cachedRead(db, `retail-breaks\u0000${productId}`, async () => {
    const rows = await pricesWithRetailBreaks(db, { productId });
    const product = rows[0];
    if (!product) return [];
    const breaks = rows.flatMap(({ minQuantity, breakPrice }) =>
      minQuantity === null || breakPrice === null ? [] : [{ minQuantity, price: breakPrice }],
    );
    const retail = pesosToCentavos(sellingPrice(product.price, product.discountedPrice));
    if (retail <= 0n || breaks.length === 0) return [];
    return retailBreaks(
      retail,
      product.cost === null ? null : pesosToCentavos(product.cost),
      breaks.map((row) => ({ ...row, tierId: null, price: pesosToCentavos(row.price) })),
    ).map((entry) => ({ min_quantity: entry.minQuantity, price: centavosToPesos(entry.price) }));
  });
}
