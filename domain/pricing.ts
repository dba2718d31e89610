/**
 * What a buyer pays for one unit of a product: the shop's retail price, a price tier's own price or percentage,
 * and quantity breaks, in integer centavos. The storefront, the API's price endpoint, the quotation editor and
 * the server's quotation lines all call `unitPrice`, so a buyer is quoted the same figure wherever it is shown.
 *
 * The rules, most specific first:
 * 1. A tier's own price for the product, else the tier's percentage off retail for the product's category, else
 *    retail. Retail is the product's selling price (its discounted price when it has one).
 * 2. A quantity break applies from its minimum quantity: the breaks for everyone (retail's) and the buyer's
 *    tier's own. The lowest of the base and every break reached is the candidate, so buying more never costs
 *    more a unit.
 * 3. No buyer pays more than retail for the same quantity, and no discount goes below cost where a cost is set
 *    (a product already sold below cost at retail is not discounted further).
 */
import { roundDiv } from './quotation-totals';

const WHOLE_BASIS = 10_000n;

export interface QuantityBreak {
  /** The quantity from which the price applies (at least 2). */
  minQuantity: number;
  price: bigint;
  /** The tier the break is for; null is for every buyer, retail included. */
  tierId: number | null;
}

export interface PricingInput {
  /** The product's selling price to anyone, in centavos. */
  retail: bigint;
  /** What the shop paid, when recorded. */
  cost: bigint | null;
  /** The buyer's tier; null for a walk-in (retail) buyer. */
  tierId: number | null;
  /** The tier's own price for this product, when set. */
  tierPrice: bigint | null;
  /** The tier's percentage off retail for the product's category, in hundredths of a percent (12.5 % → 1250). */
  tierPercentBasis: bigint | null;
  breaks: readonly QuantityBreak[];
  quantity: number;
}

type PriceSource = 'retail' | 'tier' | 'tier-percent' | 'break' | 'cost-floor';

export interface UnitPrice {
  price: bigint;
  /** Which rule set the price, for the editor's hint ("Dealer price", "10+ break"). */
  source: PriceSource;
  /** The break that applied, when one did. */
  breakMinQuantity: number | null;
}

/** Retail less a percentage, to the nearest centavo (halves away from zero, the shop's one rounding rule). */
export function percentOff(retail: bigint, percentBasis: bigint): bigint {
  return roundDiv(retail * (WHOLE_BASIS - percentBasis), WHOLE_BASIS);
}

function tierBase(input: PricingInput): { price: bigint; source: PriceSource } {
  if (input.tierId === null) return { price: input.retail, source: 'retail' };
  if (input.tierPrice !== null) return { price: input.tierPrice, source: 'tier' };
  if (input.tierPercentBasis !== null) {
    return { price: percentOff(input.retail, input.tierPercentBasis), source: 'tier-percent' };
  }
  return { price: input.retail, source: 'retail' };
}

export function unitPrice(input: PricingInput): UnitPrice {
  let best: UnitPrice = { ...tierBase(input), breakMinQuantity: null };
  if (input.retail < best.price) best = { price: input.retail, source: 'retail', breakMinQuantity: null };
  for (const quantityBreak of input.breaks) {
    const applies =
      quantityBreak.minQuantity <= input.quantity &&
      (quantityBreak.tierId === null || quantityBreak.tierId === input.tierId);
    if (applies && quantityBreak.price < best.price) {
      best = { price: quantityBreak.price, source: 'break', breakMinQuantity: quantityBreak.minQuantity };
    }
  }
  if (input.cost !== null) {
    const floor = input.cost < input.retail ? input.cost : input.retail;
    if (best.price < floor) return { price: floor, source: 'cost-floor', breakMinQuantity: null };
  }
  return best;
}

/**
 * The retail quantity breaks a storefront visitor is shown, lowest quantity first, each only where it lowers
 * the price further than the ones before it ("₱1,050.00 each for 10 or more").
 */
export function retailBreaks(
  retail: bigint,
  cost: bigint | null,
  breaks: readonly QuantityBreak[],
): { minQuantity: number; price: bigint }[] {
  const shown: { minQuantity: number; price: bigint }[] = [];
  let previous = retail;
  const everyone = breaks.filter((entry) => entry.tierId === null);
  const quantities = [...new Set(everyone.map((entry) => entry.minQuantity))].sort((a, b) => a - b);
  for (const quantity of quantities) {
    const { price } = unitPrice({
      retail,
      cost,
      tierId: null,
      tierPrice: null,
      tierPercentBasis: null,
      breaks: everyone,
      quantity,
    });
    if (price < previous) {
      shown.push({ minQuantity: quantity, price });
      previous = price;
    }
  }
  return shown;
}

/**
 * A product's breaks as staff enter them, for one tier (or retail): each minimum quantity once, and a higher
 * quantity never at a higher price. The message names the first break out of order, by its position.
 */
export function breakOrderProblem(
  breaks: readonly { minQuantity: number; price: bigint }[],
): { index: number; problem: 'repeated' | 'dearer' } | null {
  const ordered = breaks
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
  for (let position = 1; position < ordered.length; position += 1) {
    const before = ordered[position - 1]!;
    const current = ordered[position]!;
    if (current.minQuantity === before.minQuantity) return { index: current.index, problem: 'repeated' };
    if (current.price > before.price) return { index: current.index, problem: 'dearer' };
  }
  return null;
}
