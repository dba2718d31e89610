import type { ProductPricingView } from '~/domain/views';
import type { FieldMessages } from '../shared/form-state';

let nextKey = 0;
/** A key no break row of this page has had yet. */
export const newBreakKey = () => (nextKey += 1);

/** A quantity break as the editor holds it; `tier` is '' for retail (every buyer). */
interface BreakDraft {
  key: number;
  tier: string;
  minQuantity: string;
  price: string;
}

export interface PricingDraft {
  cost: string;
  /** A tier's own price by tier id; '' is none. */
  tierPrices: Record<string, string>;
  breaks: BreakDraft[];
}

export function pricingDraft(pricing: ProductPricingView): PricingDraft {
  return {
    cost: pricing.cost ?? '',
    tierPrices: Object.fromEntries(pricing.tier_prices.map((entry) => [String(entry.tier), entry.price])),
    breaks: pricing.breaks.map((entry) => ({
      key: newBreakKey(),
      tier: entry.tier === null ? '' : String(entry.tier),
      minQuantity: String(entry.min_quantity),
      price: entry.price,
    })),
  };
}

/** A typed whole number as a number, anything else as typed, so the schema words the refusal. */
function quantity(value: string): number | string {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The PUT body of a product's prices: empty cost is none, empty tier prices are not sent (`tierOfPrice` says
 * which tier each sent one is), and every break row is sent as typed.
 */
export function pricingBody(draft: PricingDraft) {
  const tierPrices = Object.entries(draft.tierPrices).filter(([, price]) => price.trim() !== '');
  return {
    tierOfPrice: tierPrices.map(([tier]) => tier),
    body: {
      cost: draft.cost.trim() === '' ? null : draft.cost,
      tier_prices: tierPrices.map(([tier, price]) => ({ tier: Number(tier), price })),
      breaks: draft.breaks.map((entry) => ({
        tier: entry.tier === '' ? null : Number(entry.tier),
        min_quantity: quantity(entry.minQuantity),
        price: entry.price,
      })),
    },
  };
}

/** Messages at the API's `tier_prices.{sent}.…` moved to the tier they belong to (`tier_price.{tier id}`). */
export function pricingMessagesByRow(messages: FieldMessages, tierOfPrice: string[]): FieldMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([path, message]) => {
      const match = /^tier_prices\.(\d+)\./.exec(path);
      const tier = match ? tierOfPrice[Number(match[1])] : undefined;
      return [tier === undefined ? path : `tier_price.${tier}`, message];
    }),
  );
}
