import { data } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { QUOTATION_PAGE_SIZE, type QuotationView } from '~/domain/quotation';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { loadRecordHistory } from '../shared/activity-history';
import { positiveInt } from '../shared/list-params';
import { productSnapshot, requestedProducts } from './quotation-model';
import { pricedBy } from './quotation-pricing';

/** Finds each requested product's catalogue entry by its exact name (case aside). */
async function catalogueMatches(names: string[]) {
  const found = new Map<string, ReturnType<typeof productSnapshot>>();
  await Promise.all(
    names.map(async (name) => {
      const page = await unwrap(
        api.GET('/api/products/', { params: { query: { query: name.slice(0, 200), page_size: 10 } } }),
      );
      const match = page.results.find((product) => product.name.toLowerCase() === name.toLowerCase());
      if (match) found.set(name.toLowerCase(), productSnapshot(match));
    }),
  );
  return found;
}

/**
 * The customer of a linked inquiry, whose quotation defaults the new quotation starts with, and each found
 * product priced for them (a line starts at one unit); a price that cannot be looked up stays retail.
 */
async function forCustomer(id: number, found: Map<string, ReturnType<typeof productSnapshot>>) {
  const customer = await unwrap(api.GET('/api/customers/{id}/', { params: { path: { id } } }));
  await Promise.all(
    [...found].map(async ([name, product]) => {
      const price = await unwrap(
        api.GET('/api/products/{id}/price/', {
          params: { path: { id: product.id }, query: { customer: id, quantity: 1 } },
        }),
      ).catch(() => null);
      if (price) found.set(name, { ...product, price: price.unit_price, pricedBy: pricedBy(price) });
    }),
  );
  return customer;
}

/**
 * The inquiry a new quotation answers (`?inquiry=`), with the catalogue's products it asks for; none without
 * one. A failure is the route's error boundary, with the spec's sentence.
 */
export async function requestedInquiry(search: URLSearchParams) {
  const id = positiveInt(search.get('inquiry'));
  if (id === null) return null;
  try {
    const inquiry = await unwrap(api.GET('/api/inquiries/{id}/', { params: { path: { id } } }));
    const found = await catalogueMatches(requestedProducts(inquiry));
    const customer = inquiry.customer ? await forCustomer(inquiry.customer.id, found) : null;
    return { inquiry, found, customer };
  } catch {
    throw data(adminMessages.quotations.inquiryLoadFailed, { status: 502 });
  }
}

/** The latest revision of a superseded quotation's number, to link to; none while the list cannot tell. */
async function newerRevision(view: QuotationView): Promise<QuotationView | null> {
  if (!view.superseded) return null;
  try {
    const page = await unwrap(
      api.GET('/api/quotations/', {
        params: { query: { query: view.base_number, page_size: QUOTATION_PAGE_SIZE } },
      }),
    );
    // Newest first: the first of the same number is its latest revision.
    const latest = page.results.find((quotation) => quotation.base_number === view.base_number);
    return latest && latest.id !== view.id ? latest : null;
  } catch {
    return null;
  }
}

/**
 * The quotation the address names with its history, and its newer revision if any; an unknown one is a
 * 404 for the boundary.
 */
export async function storedQuotation(raw: string) {
  const id = positiveInt(raw);
  const notFound = () => data(adminMessages.quotation.notFound, { status: 404 });
  if (id === null) throw notFound();
  try {
    const [view, history] = await Promise.all([
      unwrap(api.GET('/api/quotations/{id}/', { params: { path: { id } } })),
      loadRecordHistory('quotation', id),
    ]);
    return { view, newer: await newerRevision(view), history };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) throw notFound();
    throw failure;
  }
}
