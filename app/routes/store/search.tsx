import { SearchX } from 'lucide-react';
import { data } from 'react-router';
import { TooManyError } from '~/server/errors';
import { storeCompany } from '../../lib/company';
import { CATEGORY_PAGE_SIZE } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { listProducts } from '~/server/services/catalogue/products';
import { Pagination } from '../../components/category/pagination';
import { Breadcrumb } from '../../components/layout/breadcrumb';
import { PageHeader } from '../../components/layout/page-header';
import { ProductGrid } from '../../components/product/product-grid';
import { cardProduct, type CardProduct } from '../../components/product/product-path';
import { pageMeta, siteUrlFromMatches } from '../../lib/seo';
import type { Route } from './+types/search';

function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get('query') ?? '').trim();
  const pageParam = Number(url.searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  // Section 5: search only runs on non-blank text.
  if (!query) return { query, page, count: 0, pages: 1, products: [] as CardProduct[], error: null };
  try {
    const found = await listProducts(
      context.db,
      { query, page, pageSize: CATEGORY_PAGE_SIZE },
      context.clientAddress,
    );
    return {
      query,
      page,
      count: found.count,
      pages: Math.max(1, Math.ceil(found.count / CATEGORY_PAGE_SIZE)),
      products: found.results.map(cardProduct),
      error: null,
    };
  } catch (error) {
    const failed = {
      query,
      page,
      count: 0,
      pages: 1,
      products: [] as CardProduct[],
      error: messages.product.searchFailed,
    };
    if (!(error instanceof TooManyError)) return failed;
    return data(
      { ...failed, error: messages.product.searchTooMany },
      { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
    );
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  const query = loaderData?.query ?? '';
  return [
    ...pageMeta({
      siteUrl: siteUrlFromMatches(matches),
      company,
      path: query ? searchHref(query, 1) : '/search',
      title: query ? `Search results for "${query}"` : 'Search',
      description: `Search the ${company.name} catalogue of laptops, office equipment, audio and telecom products.`,
    }),
    // Result pages are endless variations of the catalogue; the category pages are what should be indexed.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, page, pages, count, products, error } = loaderData;
  return (
    <>
      <PageHeader
        title={query ? `Search results for "${query}"` : 'Search'}
        description={query && !error ? `${count} ${count === 1 ? 'product' : 'products'} found` : undefined}
        breadcrumb={<Breadcrumb pathname="/search" />}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {!query ? (
          <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-700">
            {messages.product.searchPrompt}
          </p>
        ) : error ? (
          <p role="alert" className="rounded-xl bg-rose-50 p-6 text-center text-rose-700">
            {error}
          </p>
        ) : products.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <SearchX className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-800">{messages.product.searchEmpty}</p>
            <p className="mt-1 text-sm text-slate-500">Try a brand, a model or a shorter word.</p>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Results</h2>
            <ProductGrid products={products} eagerFirst />
            <Pagination page={page} pages={pages} href={(target) => searchHref(query, target)} />
          </>
        )}
      </div>
    </>
  );
}
