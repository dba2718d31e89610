import { Suspense } from 'react';
import { Await, type ShouldRevalidateFunction } from 'react-router';
import { requireStaff } from '../shared/admin-session';
import { AdminPageHeader } from '../shared/ui';
import { CategorySelect } from './category-select';
import { createProduct } from './product-actions';
import { loadProductChoices } from './product-choices';
import { ProductForm } from './product-form';
import { CategoryPanel, FormFooter } from './product-form-parts';
import { useProductActions } from './use-product-actions';
import type { Route } from './+types/add-product';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Add Product | Back office' }, { name: 'robots', content: 'noindex' }];
}

/** The categories and brands to choose from, not awaited: the screen shows at once, its selector loading. */
export async function clientLoader() {
  await requireStaff();
  return { choices: loadProductChoices() };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return createProduct(request);
}

/** Adding a product changes nothing this screen offers, and the form must stay as it is after the save. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult === undefined && defaultShouldRevalidate;

function CategoriesLoading() {
  return (
    <div className="space-y-6">
      <CategoryPanel id="add-product-category">
        <CategorySelect
          id="add-product-category"
          categories={[]}
          loading
          loadFailed={false}
          value=""
          onChange={() => undefined}
        />
      </CategoryPanel>
      <FormFooter notice={null} submitLabel={null} busy={false} locked={false} />
    </div>
  );
}

export default function AddProduct({ loaderData: { choices } }: Route.ComponentProps) {
  const actions = useProductActions();
  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader
        title="Add Product"
        description="Choose a category first, then fill in the product details and add photos."
      />
      <Suspense fallback={<CategoriesLoading />}>
        <Await resolve={choices}>{(loaded) => <ProductForm choices={loaded} actions={actions} />}</Await>
      </Suspense>
    </div>
  );
}
