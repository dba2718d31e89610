import { api, unwrap } from '../../lib/api-client';

/** How many customers a chooser offers for what was typed; a longer list means typing more. */
const CHOOSER_RESULTS = 8;

/** The customers whose name, code, TIN or contact e-mail match `text`, for a chooser; never rejects. */
export async function lookUpCustomers(text: string) {
  const query = text.trim().slice(0, 200);
  if (!query) return { query, customers: [], failed: false };
  try {
    const { results } = await unwrap(
      api.GET('/api/customers/', { params: { query: { query, page_size: CHOOSER_RESULTS } } }),
    );
    return { query, customers: results, failed: false };
  } catch {
    return { query, customers: [], failed: true };
  }
}
