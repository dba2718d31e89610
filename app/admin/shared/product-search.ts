import { ORDER_PICKER_RESULTS } from '~/domain/constants';
import { api, unwrap } from '../../lib/api-client';
import { requireStaff } from './admin-session';
import type { Route } from './+types/product-search';

/** Only the picker's fetcher asks for this address; a visit to it finds no page. */
export function loader(): never {
  throw new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The catalogue search behind the product picker: a route with a loader and no screen, so the picker loads it
 * through a fetcher (busy, latest answer wins, no effect) and every screen with a picker shares it. Hidden
 * products are found too: staff may sell them.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  return searchCatalogue(new URL(request.url).searchParams.get('q') ?? '');
}

export type CatalogueSearch = Awaited<ReturnType<typeof searchCatalogue>>;

/**
 * The picker's search for `text`: a screen's loader calls it for a search the screen starts with (an order
 * filled in from an inquiry searches for what the inquiry asked for).
 */
export async function searchCatalogue(text: string) {
  const query = text.trim().slice(0, 200);
  if (!query) return { query, products: [], failed: false };
  try {
    const { results } = await unwrap(
      api.GET('/api/products/', { params: { query: { query, page_size: ORDER_PICKER_RESULTS } } }),
    );
    return { query, products: results, failed: false };
  } catch {
    return { query, products: [], failed: true };
  }
}
