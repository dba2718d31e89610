import type { PriceTierView } from '~/domain/views';

/** A category percentage of a tier as the editor holds it; `key` keeps React's rows apart. */
interface DiscountDraft {
  key: number;
  category: string;
  percent: string;
}

/** A tier as the editor holds it: a stored one keeps its id (and its customers). */
export interface TierDraft {
  key: number;
  id: number | null;
  name: string;
  customerCount: number;
  discounts: DiscountDraft[];
}

let nextKey = 0;
/** A key no row of this page has had yet. */
export const newKey = () => (nextKey += 1);

export function tierDrafts(tiers: PriceTierView[]): TierDraft[] {
  return tiers.map((tier) => ({
    key: newKey(),
    id: tier.id,
    name: tier.name,
    customerCount: tier.customer_count,
    discounts: tier.category_discounts.map((entry) => ({
      key: newKey(),
      category: String(entry.category),
      percent: String(Number(entry.percent)),
    })),
  }));
}

/** The PUT body of the tiers, every row as typed: the schema gives a message for each bad one. */
export function tiersBody(tiers: TierDraft[]) {
  return {
    tiers: tiers.map((tier) => ({
      ...(tier.id === null ? {} : { id: tier.id }),
      name: tier.name,
      category_discounts: tier.discounts.map((entry) => ({
        category: Number(entry.category),
        percent: entry.percent,
      })),
    })),
  };
}
