import { PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { loadRecordHistory, type HistoryPage } from '../shared/activity-history';
import { EntityHistory } from '../shared/activity-list';
import { requireStaff } from '../shared/admin-session';
import { formValues, useActionForm } from '../shared/form-action';
import { positiveInt } from '../shared/list-params';
import { AdminPageHeader, buttonClass, Notice, Panel } from '../shared/ui';
import { updateProduct, whenChanged } from './product-actions';
import { loadProductChoices, type ProductChoices } from './product-choices';
import { ProductForm } from './product-form';
import {
  loadProductPrices,
  SAVE_PRICES_INTENT,
  savePrices,
  type ProductPrices,
} from './product-prices-actions';
import type { PricingDraft } from './product-prices-model';
import { ProductPricesSection } from './product-prices';
import { useProductActions } from './use-product-actions';
import { ProductStockSection } from './product-stock';
import {
  loadStockLedger,
  recordMovement,
  saveTracking,
  SAVE_TRACKING_INTENT,
  type StockLedger,
} from './product-stock-actions';
import type { Route } from './+types/edit-product';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Update Product | Back office' }, { name: 'robots', content: 'noindex' }];
}

/** A product that is not there (or an address that names none) is the error boundary's not-found state. */
const notFound = () => data(messages.product.notFound, { status: 404 });

async function loadProduct(id: number): Promise<ProductView> {
  try {
    return await unwrap(api.GET('/api/products/id/{id}/', { params: { path: { id } } }));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) throw notFound();
    throw failure;
  }
}

/**
 * The product with the categories and brands of its form (without categories it cannot be edited), and its
 * history, whose failure the history panel shows itself.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = positiveInt(params.id);
  if (id === null) throw notFound();
  const [product, choices, history, prices, ledger] = await Promise.all([
    loadProduct(id),
    loadProductChoices(),
    loadRecordHistory('product', id),
    loadProductPrices(id),
    loadStockLedger(id),
  ]);
  if (choices.categoriesFailed) throw new Error(messages.product.editLoadFailed);
  return { product, choices, history, prices, ledger };
}

/**
 * The product form posts its fields (multipart); the Prices section posts JSON with its own intent, so a save of
 * prices leaves the product's form as it is.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  if (request.headers.get('Content-Type')?.includes('application/json')) {
    const { intent, prices } = (await request.json()) as { intent?: string; prices?: PricingDraft };
    if (intent === SAVE_PRICES_INTENT && prices) {
      const result = await savePrices(Number(params.id), prices);
      return { ...result, changed: result.notice.tone === 'success' };
    }
  }
  if (request.headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) {
    const values = await formValues(request);
    const result =
      values.intent === SAVE_TRACKING_INTENT
        ? await saveTracking(Number(params.id), values)
        : await recordMovement(Number(params.id), values);
    return { ...result, changed: result.notice.tone === 'success' };
  }
  return updateProduct(request, Number(params.id));
}

export const shouldRevalidate = whenChanged;

function Frame({ product, children }: { product?: ProductView; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader
        title="Update Product"
        description={product?.name}
        actions={
          <Link to={adminPaths.products} className={buttonClass('secondary')}>
            Cancel
          </Link>
        }
      />
      {children}
    </div>
  );
}

function EditProductScreen({
  product,
  choices,
  history,
  prices,
  ledger,
}: {
  product: ProductView;
  choices: ProductChoices;
  history: HistoryPage;
  prices: ProductPrices | null;
  ledger: StockLedger | null;
}) {
  const actions = useProductActions(product.version);
  // The Prices section's answer lives here: a save shows the section afresh from the prices loaded again.
  const pricesAction = useActionForm();
  const movementAction = useActionForm();
  const trackingAction = useActionForm();
  const revalidator = useRevalidator();
  return (
    <Frame product={product}>
      {/* A newer version (saved here, or reloaded after a refusal) starts the form from what was loaded. */}
      <ProductForm
        key={product.version}
        product={product}
        choices={choices}
        actions={actions}
        onReload={() => void revalidator.revalidate()}
      />
      <div className="mt-6">
        <ProductPricesSection prices={prices} action={pricesAction} />
      </div>
      <div className="mt-6">
        <ProductStockSection
          product={product}
          ledger={ledger}
          movementAction={movementAction}
          trackingAction={trackingAction}
        />
      </div>
      <EntityHistory history={history} />
    </Frame>
  );
}

export default function EditProduct({
  loaderData: { product, choices, history, prices, ledger },
}: Route.ComponentProps) {
  return (
    <EditProductScreen
      key={product.id}
      product={product}
      choices={choices}
      history={history}
      prices={prices}
      ledger={ledger}
    />
  );
}

/** An unknown product, with the way back; or a product or its categories that could not be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return (
      <Frame>
        <Notice tone="error">{messages.product.editLoadFailed}</Notice>
      </Frame>
    );
  }
  return (
    <Frame>
      <Panel className="flex flex-col items-center px-6 py-12 text-center">
        <PackageX aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{messages.product.notFound}</h2>
        <p className="mt-1 text-sm text-slate-600">{adminMessages.productForm.notFoundHint}</p>
        <Link to={adminPaths.products} className={buttonClass('primary', 'mt-5')}>
          {adminMessages.productForm.backToProducts}
        </Link>
      </Panel>
    </Frame>
  );
}
