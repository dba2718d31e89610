import type { Db } from '~/db/client';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { listProducts } from '~/server/services/catalogue/products';

/** The newest visible products for a page's loader; a failure becomes the spec's message, not an error page. */
export async function loadLatestProducts(
  db: Db,
  limit: number,
): Promise<{ products: ProductView[]; error: string | null }> {
  try {
    const latest = await listProducts(db, { page: 1, pageSize: limit, sort: 'latest' });
    return { products: latest.results, error: null };
  } catch {
    return { products: [], error: messages.product.loadFailed };
  }
}
