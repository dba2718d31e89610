import { z } from 'zod';
import { money } from './catalogue';
import { ROW_ID_MAX } from './constants';
import { messages } from './messages';
import { breakOrderProblem } from './pricing';
import { pesosToCentavos } from './quotation-totals';

const rowId = z.number().int().positive().max(ROW_ID_MAX);
const positivePrice = (field: string) =>
  money(field).refine((value) => Number(value) > 0, { error: `${field} must be more than 0.` });

/** A percentage off retail, more than 0 and less than 100, with at most two decimals. */
const percentOff = z
  .union([z.string(), z.number()], { error: messages.pricing.percentInvalid })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: messages.pricing.percentInvalid })
      .refine((value) => Number(value) > 0, { error: messages.pricing.percentInvalid })
      .transform((value) => Number(value).toFixed(2)),
  );

const tierName = z
  .string({ error: messages.common.required })
  .trim()
  .min(1, { error: messages.common.required })
  .max(60);

/**
 * The whole list of price tiers, as the owner arranges them: a tier with an `id` keeps it (and its customers),
 * one without is new, and a stored tier left out is removed (its customers go back to retail). The order of
 * the list is the order staff see.
 */
export const priceTiersInputSchema = z
  .object({
    tiers: z
      .array(
        z.object({
          id: rowId.optional(),
          name: tierName,
          category_discounts: z
            .array(z.object({ category: rowId, percent: percentOff }))
            .max(500)
            .default([]),
        }),
      )
      .max(20),
  })
  .superRefine(({ tiers }, context) => {
    const seen = new Set<string>();
    tiers.forEach((tier, index) => {
      const name = tier.name.toLowerCase();
      if (seen.has(name)) {
        context.addIssue({
          code: 'custom',
          path: ['tiers', index, 'name'],
          message: messages.pricing.tierNameTaken,
        });
      }
      seen.add(name);
      const categories = new Set<number>();
      tier.category_discounts.forEach((discount, position) => {
        if (categories.has(discount.category)) {
          context.addIssue({
            code: 'custom',
            path: ['tiers', index, 'category_discounts', position, 'category'],
            message: messages.pricing.categoryRepeated,
          });
        }
        categories.add(discount.category);
      });
    });
  });

export type PriceTiersInput = z.infer<typeof priceTiersInputSchema>;

/** A product's cost, its tiers' own prices and its quantity breaks, replaced as a whole. */
export const productPricingInputSchema = z
  .object({
    cost: money('Cost').nullable().default(null),
    tier_prices: z
      .array(z.object({ tier: rowId, price: positivePrice('Price') }))
      .max(20)
      .default([]),
    breaks: z
      .array(
        z.object({
          tier: rowId.nullable().default(null),
          min_quantity: z
            .number({ error: messages.pricing.breakQuantityInvalid })
            .int({ error: messages.pricing.breakQuantityInvalid })
            .min(2, { error: messages.pricing.breakQuantityInvalid })
            .max(1_000_000, { error: messages.pricing.breakQuantityInvalid }),
          price: positivePrice('Price'),
        }),
      )
      .max(100)
      .default([]),
  })
  .superRefine(({ cost, tier_prices: tierPrices, breaks }, context) => {
    // A price the owner sets below what the shop paid is a typing slip, not a discount: refuse it on its row.
    const floor = cost === null ? null : pesosToCentavos(cost);
    const belowCost = (price: string) => floor !== null && pesosToCentavos(price) < floor;
    tierPrices.forEach((entry, index) => {
      if (belowCost(entry.price)) {
        context.addIssue({
          code: 'custom',
          path: ['tier_prices', index, 'price'],
          message: messages.pricing.belowCost,
        });
      }
    });
    breaks.forEach((entry, index) => {
      if (belowCost(entry.price)) {
        context.addIssue({
          code: 'custom',
          path: ['breaks', index, 'price'],
          message: messages.pricing.belowCost,
        });
      }
    });
    const tiers = new Set<number>();
    tierPrices.forEach((entry, index) => {
      if (tiers.has(entry.tier)) {
        context.addIssue({
          code: 'custom',
          path: ['tier_prices', index, 'tier'],
          message: messages.pricing.tierRepeated,
        });
      }
      tiers.add(entry.tier);
    });
    const byTier = new Map<number | null, { minQuantity: number; price: bigint; index: number }[]>();
    breaks.forEach((entry, index) => {
      const list = byTier.get(entry.tier) ?? [];
      list.push({ minQuantity: entry.min_quantity, price: pesosToCentavos(entry.price), index });
      byTier.set(entry.tier, list);
    });
    for (const list of byTier.values()) {
      const problem = breakOrderProblem(list);
      if (!problem) continue;
      const { index } = list[problem.index]!;
      context.addIssue(
        problem.problem === 'repeated'
          ? {
              code: 'custom',
              path: ['breaks', index, 'min_quantity'],
              message: messages.pricing.breakQuantityRepeated,
            }
          : { code: 'custom', path: ['breaks', index, 'price'], message: messages.pricing.breakDearer },
      );
    }
  });

export type ProductPricingInput = z.infer<typeof productPricingInputSchema>;

/** The price endpoint's query: for whom (none is a walk-in buyer) and how many. */
export const priceQuerySchema = z.object({
  customer: z.coerce.number().int().positive().max(ROW_ID_MAX).optional(),
  quantity: z.coerce
    .number({ error: messages.pricing.quantityInvalid })
    .int({ error: messages.pricing.quantityInvalid })
    .min(1, { error: messages.pricing.quantityInvalid })
    .max(1_000_000, { error: messages.pricing.quantityInvalid })
    .default(1),
});
