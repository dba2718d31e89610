import { useRouteLoaderData } from 'react-router';
import { PRODUCTS_PAGE_PRODUCTS } from '~/domain/constants';
import { CategoryGrid } from '../../components/category/category-grid';
import { Breadcrumb } from '../../components/layout/breadcrumb';
import { PageHeader } from '../../components/layout/page-header';
import { LatestProductList } from '../../components/product/latest-product-list';
import { defaultDescription, storePageMeta, STORE_LAYOUT_ID } from '../../lib/seo';
import type { loader as layoutLoader } from './layout';
import type { Route } from './+types/products';
import { loadLatestProducts } from '../../lib/latest-products.server';

export function loader({ context }: Route.LoaderArgs) {
  return loadLatestProducts(context.db, PRODUCTS_PAGE_PRODUCTS);
}

export function meta({ matches }: Route.MetaArgs) {
  return storePageMeta(matches, (company) => ({
    path: '/products',
    title: 'Products',
    description: defaultDescription(
      company,
      `The latest laptops, office equipment, audio and telecommunication products from ${company.name}.`,
    ),
  }));
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>(STORE_LAYOUT_ID);
  const { products, error } = loaderData;
  return (
    <>
      <PageHeader
        title="Products"
        description="Our newest arrivals. Browse a category below for the full range with filters."
        breadcrumb={<Breadcrumb pathname="/products" />}
      />
      <section aria-labelledby="latest-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2 id="latest-heading" className="mb-5 text-xl font-bold text-slate-900">
          Latest Products
        </h2>
        <LatestProductList
          products={products}
          error={error}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 md:mx-0 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-5"
          testId="products-list"
          itemClassName="w-[46%] shrink-0 snap-start md:w-auto"
        />
      </section>
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <h2 id="categories-heading" className="mb-5 text-xl font-bold text-slate-900">
          Categories
        </h2>
        <CategoryGrid categories={layout?.categories ?? []} error={layout?.categoriesError} />
      </section>
    </>
  );
}
