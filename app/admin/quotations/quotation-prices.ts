import { requireStaff } from '../shared/admin-session';
import { lookUpPrices } from './quotation-pricing';
import type { Route } from './+types/quotation-prices';

/** Only the editor's fetcher asks for this address; a visit to it finds no page. */
export function loader(): never {
  throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The prices behind the quotation editor's lines for the chosen customer (and the customer, to fill in the
 * buyer): a route with a loader and no screen, loaded through a fetcher as a customer is chosen, a product
 * added or a quantity changed.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  return lookUpPrices(new URL(request.url).searchParams);
}
