import { count, eq } from 'drizzle-orm';
import type { Tx } from '~/db/client';
import { priceBreaks, priceTiers, products, tierCategoryDiscounts } from '~/db/schema';
import { centavosToPesos, pesosToCentavos, roundDiv } from '~/domain/quotation-totals';
import { DEMO_PRODUCTS } from './demo-data';

/** The demo's wholesale tiers, with their percentages off retail by category (demo-customers.ts names them). */
const DEMO_TIERS: { name: string; percents: Record<string, string> }[] = [
  {
    name: 'Dealer',
    percents: {
      Laptops: '8',
      'Desktop Computers': '8',
      Printers: '10',
      'Office Supplies': '12',
      'Computer Accessories': '15',
      Networking: '12',
    },
  },
  {
    name: 'Project',
    percents: { Laptops: '5', 'Desktop Computers': '5', Printers: '6', Networking: '7' },
  },
];

/**
 * Popular products bought by the box or for a whole office: a cost, retail quantity breaks (percent of the
 * selling price, to the whole peso) and, on paper, the dealer's own deeper break.
 */
const DEMO_BREAKS: {
  product: string;
  retail: [quantity: number, percent: number][];
  dealer?: [quantity: number, percent: number];
}[] = [
  {
    product: 'Deli A4 Copy Paper 70gsm, 500 Sheets',
    retail: [
      [10, 96],
      [50, 92],
    ],
    dealer: [50, 86],
  },
  {
    product: 'Hard Copy Bond Paper A4 80gsm, 500 Sheets',
    retail: [
      [10, 96],
      [50, 92],
    ],
  },
  {
    product: 'Epson 003 Ink Bottle Set (Black, Cyan, Magenta, Yellow)',
    retail: [
      [5, 95],
      [20, 90],
    ],
  },
  { product: 'Logitech M331 Silent Plus Wireless Mouse', retail: [[10, 95]] },
  {
    product: 'TP-Link TL-SG1008D 8-Port Gigabit Switch',
    retail: [
      [5, 96],
      [20, 93],
    ],
  },
  { product: 'Lenovo IdeaPad Slim 3 15IAH8', retail: [[5, 97]], dealer: [10, 88] },
];

/** The demo's costs: three quarters of the selling price, so no break or tier goes below it. */
const COST_PERCENT = 75n;

/** A percentage of a price in pesos, to the whole peso. */
function share(pesos: string, percent: number | bigint): string {
  const centavos = roundDiv(pesosToCentavos(pesos) * BigInt(percent), 100n);
  return centavosToPesos(roundDiv(centavos, 100n) * 100n);
}

/**
 * Adds the demo tiers, their category percentages, and costs and quantity breaks on popular products, in the
 * demo catalogue's transaction and before the demo customers, who are put on the tiers by name. None when the
 * owner already named tiers.
 */
export async function insertDemoPricing(
  tx: Tx,
  categoryIds: Map<string, number>,
  productIds: Map<string, number>,
): Promise<void> {
  const [existing] = await tx.select({ count: count() }).from(priceTiers);
  if (existing!.count > 0) return;
  const tiers = await tx
    .insert(priceTiers)
    .values(DEMO_TIERS.map((tier, position) => ({ name: tier.name, position })))
    .returning({ id: priceTiers.id, name: priceTiers.name });
  const tierIds = new Map(tiers.map((tier) => [tier.name, tier.id]));
  await tx.insert(tierCategoryDiscounts).values(
    DEMO_TIERS.flatMap((tier) =>
      Object.entries(tier.percents).map(([category, percent]) => ({
        tierId: tierIds.get(tier.name)!,
        categoryId: categoryIds.get(category)!,
        percent: Number(percent).toFixed(2),
      })),
    ),
  );
  for (const entry of DEMO_BREAKS) {
    const product = DEMO_PRODUCTS.find((demo) => demo.name === entry.product)!;
    const productId = productIds.get(entry.product)!;
    const selling = product.discountedPrice ?? product.price;
    await tx
      .update(products)
      .set({ cost: share(selling, COST_PERCENT) })
      .where(eq(products.id, productId));
    await tx.insert(priceBreaks).values([
      ...entry.retail.map(([minQuantity, percent]) => ({
        productId,
        tierId: null,
        minQuantity,
        price: share(selling, percent),
      })),
      ...(entry.dealer
        ? [
            {
              productId,
              tierId: tierIds.get('Dealer')!,
              minQuantity: entry.dealer[0],
              price: share(selling, entry.dealer[1]),
            },
          ]
        : []),
    ]);
  }
}
