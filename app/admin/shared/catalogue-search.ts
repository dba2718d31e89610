import { ORDER_PICKER_RESULTS } from '~/domain/constants';
import { api, unwrap } from '../../lib/api-client';

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

export type CatalogueSearch = Awaited<ReturnType<typeof searchCatalogue>>;
