import { Link, redirect } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { storeCompany } from '../../lib/company';
import { CATEGORY_PAGE_SIZE } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { getCategory } from '~/server/services/catalogue/categories';
import { getFilters, listProducts } from '~/server/services/catalogue/products';
import {
  FILTER_PANEL_ID,
  FilterPanel,
  FilterToggle,
  SortSelect,
} from '../../components/category/listing-controls';
import {
  activeFilterCount,
  listingSearch,
  type FilterGroupView,
} from '../../components/category/listing-params';
import { filterGroupViews, parseListingParams } from '../../components/category/listing-params.server';
import { Pagination } from '../../components/category/pagination';
import { Breadcrumb } from '../../components/layout/breadcrumb';
import { PageHeader } from '../../components/layout/page-header';
import { ListError } from '../../components/product/list-status';
import { ProductGrid } from '../../components/product/product-grid';
import { cardProduct } from '../../components/product/product-path';
import { pageMeta, siteUrlFromMatches } from '../../lib/seo';
import { Island } from '../../islands/island';
import type { Route } from './+types/category';

const FORM_ID = 'listing-filters';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = await getCategory(context.db, params.categorySlug);
  if (!category) throw redirect('/404');
  // Reached by name or another spelling: send visitors and crawlers to the one canonical address.
  if (category.slug !== params.categorySlug) {
    throw redirect(`/category/${encodeURIComponent(category.slug)}${url.search}`, 301);
  }
  const listing = parseListingParams(url.searchParams);

  const [filters, products] = await Promise.all([
    getFilters(context.db, category.slug).then(
      (value): { groups: FilterGroupView[]; error: string | null } => ({
        groups: value ? filterGroupViews(value) : [],
        error: null,
      }),
      () => ({ groups: [], error: messages.filters.loadFailed }),
    ),
    listProducts(context.db, {
      category: category.slug,
      filters: listing.filters,
      sort: listing.sort,
      page: listing.page,
      pageSize: CATEGORY_PAGE_SIZE,
    }).then(
      (value) => ({ count: value.count, results: value.results, error: null }),
      () => ({
        count: 0,
        results: [] as ProductView[],
        error: messages.product.categoryLoadFailed(category.name),
      }),
    ),
  ]);

  const pages = Math.max(1, Math.ceil(products.count / CATEGORY_PAGE_SIZE));
  if (!products.error && listing.page > pages) {
    throw redirect(
      `/category/${encodeURIComponent(category.slug)}${listingSearch({ ...listing, page: pages })}`,
    );
  }
  return {
    category,
    listing,
    pages,
    count: products.count,
    // What the cards show, not whole products: the loader data is encoded on every cold page.
    products: products.results.map(cardProduct),
    productsError: products.error,
    filterGroups: filters.groups,
    filtersError: filters.error,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  if (!loaderData) return [];
  const { category, listing, count } = loaderData;
  return pageMeta({
    siteUrl: siteUrlFromMatches(matches),
    company,
    path: `/category/${encodeURIComponent(category.slug)}${listingSearch(listing, false)}`,
    title: listing.page > 1 ? `${category.name} (page ${listing.page})` : category.name,
    description: `Shop ${count} ${category.name.toLowerCase()} ${count === 1 ? 'product' : 'products'} at ${company.name}: genuine brands, retail and wholesale prices in pesos.`,
    image: loaderData.products[0]?.image ?? category.icon,
  });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, listing, pages, count, products, productsError, filterGroups, filtersError } = loaderData;
  const base = `/category/${encodeURIComponent(category.slug)}`;
  const active = activeFilterCount(listing.filters);

  const emptyMessage = `${messages.product.noneInCategory(category.name)}${active > 0 ? ` ${messages.product.matchingFilters}` : ''}`;

  return (
    <>
      <PageHeader
        title={category.name}
        description={
          productsError
            ? undefined
            : `${count} ${count === 1 ? 'product' : 'products'}${active > 0 ? ' match your filters' : ''}`
        }
        breadcrumb={<Breadcrumb pathname={base} labels={{ [category.slug]: category.name }} />}
      />
      {/* autoComplete off: going back must show that page's own choice, not the browser's remembered ticks. */}
      <form id={FORM_ID} method="get" action={base} autoComplete="off" />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <Island name="filter-toggle" component={FilterToggle} props={{ active }} />
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor="listing-sort" className="text-sm text-slate-600 max-sm:sr-only">
              Sort by
            </label>
            <Island
              name="sort-select"
              component={SortSelect}
              props={{ formId: FORM_ID, base, params: listing }}
            />
          </div>
        </div>
        <div className="grid gap-6 md:grid-cols-[15rem_1fr] lg:grid-cols-[16rem_1fr]">
          <aside id={FILTER_PANEL_ID} aria-label="Product filters" className="max-md:hidden">
            <Island
              name="filter-panel"
              component={FilterPanel}
              props={{ formId: FORM_ID, base, params: listing, groups: filterGroups, error: filtersError }}
            />
          </aside>
          <section aria-label={`${category.name} products`}>
            {productsError ? (
              <ListError>{productsError}</ListError>
            ) : products.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
                <p className="font-medium text-slate-800">{emptyMessage}</p>
                {active > 0 && (
                  <Link
                    to={base}
                    className="mt-4 inline-block rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    Clear filters
                  </Link>
                )}
              </div>
            ) : (
              <>
                {/* Cards title themselves with h3; this keeps the outline h1 → h2 → h3 for screen readers. */}
                <h2 className="sr-only">Products</h2>
                <ProductGrid
                  products={products}
                  eagerFirst
                  columns="grid-cols-2 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                />
              </>
            )}
            <Pagination
              page={listing.page}
              pages={pages}
              href={(page) => `${base}${listingSearch({ ...listing, page })}`}
            />
          </section>
        </div>
      </div>
    </>
  );
}
