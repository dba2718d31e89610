import { useRouteLoaderData } from 'react-router';
import { CategoryGrid } from '../../components/category/category-grid';
import { Breadcrumb } from '../../components/layout/breadcrumb';
import { PageHeader } from '../../components/layout/page-header';
import { defaultDescription, storePageMeta, STORE_LAYOUT_ID } from '../../lib/seo';
import type { loader as layoutLoader } from './layout';
import type { Route } from './+types/categories';

export function meta({ matches }: Route.MetaArgs) {
  return storePageMeta(matches, (company) => ({
    path: '/categories',
    title: 'Shop by Category',
    description: defaultDescription(
      company,
      `Every product category at ${company.name}: laptops, office equipment, audio parts, telecommunication supplies and more.`,
    ),
  }));
}

export default function Categories() {
  const layout = useRouteLoaderData<typeof layoutLoader>(STORE_LAYOUT_ID);
  return (
    <>
      <PageHeader
        title="Shop by Category"
        description="Pick a category to see every product in it, with filters for brand and specifications."
        breadcrumb={<Breadcrumb pathname="/categories" />}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <CategoryGrid categories={layout?.categories ?? []} error={layout?.categoriesError} />
      </div>
    </>
  );
}
