import { requireStaff } from './admin-session';
import { searchCatalogue } from './catalogue-search';
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
