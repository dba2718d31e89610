import { adminMessages } from '~/domain/admin-messages';
import type { CustomerView, UnitPriceView } from '~/domain/views';
import { api, unwrap } from '../../lib/api-client';

/** A product line to price: its key in the editor, its product and quantity. */
interface PriceRequest {
  key: string;
  product: number;
  quantity: number;
}

/** A line's price as the editor takes it: the unit price, and which tier and break gave it. */
interface LinePrice extends PriceRequest {
  unitPrice: string;
  pricedBy: string;
}

/** What the price lookup answers: the customer (when asked for) and each line's price it could find. */
interface PriceAnswer {
  customer: CustomerView | null;
  prices: LinePrice[];
  failed: boolean;
}

/** "Dealer price, 10 or more" for a break, "Dealer price" (or "Retail price") otherwise. */
export function pricedBy(price: Pick<UnitPriceView, 'tier_name' | 'source' | 'break_min_quantity'>): string {
  return adminMessages.documentCustomer.pricedBy(
    price.tier_name,
    price.source === 'break' ? price.break_min_quantity : null,
  );
}

/** The lookup's address: the customer (none for a walk-in buyer), the lines, and whether to send the customer. */
export function priceQuery(
  customer: number | null,
  lines: PriceRequest[],
  details: boolean,
): URLSearchParams {
  const query = new URLSearchParams();
  if (customer !== null) query.set('customer', String(customer));
  if (details) query.set('details', '1');
  for (const line of lines) query.append('line', `${line.key}:${line.product}:${line.quantity}`);
  return query;
}

function requests(query: URLSearchParams): PriceRequest[] {
  return query.getAll('line').flatMap((value) => {
    const [key, product, quantity] = value.split(':');
    const numbers = [Number(product), Number(quantity)];
    if (!key || !numbers.every((number) => Number.isInteger(number) && number > 0)) return [];
    return [{ key, product: numbers[0]!, quantity: numbers[1]! }];
  });
}

/**
 * Each line's price for the customer (their tier and the quantity break the line reaches) from the API's price
 * service, and the customer's record when `details` is set; never rejects: what failed is left out and said.
 */
export async function lookUpPrices(query: URLSearchParams): Promise<PriceAnswer> {
  const customerId = Number(query.get('customer')) || null;
  const [customer, ...prices] = await Promise.allSettled([
    customerId !== null && query.get('details')
      ? unwrap(api.GET('/api/customers/{id}/', { params: { path: { id: customerId } } }))
      : Promise.resolve(null),
    ...requests(query).map(async (line): Promise<LinePrice> => {
      const price = await unwrap(
        api.GET('/api/products/{id}/price/', {
          params: {
            path: { id: line.product },
            query: { quantity: line.quantity, ...(customerId === null ? {} : { customer: customerId }) },
          },
        }),
      );
      return { ...line, unitPrice: price.unit_price, pricedBy: pricedBy(price) };
    }),
  ]);
  return {
    customer: customer.status === 'fulfilled' ? customer.value : null,
    prices: prices.flatMap((price) => (price.status === 'fulfilled' ? [price.value] : [])),
    failed: [customer, ...prices].some((result) => result.status === 'rejected'),
  };
}
