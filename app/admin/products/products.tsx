import { useState } from 'react';
import { redirect, useNavigation, useRevalidator } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { isSuperuser } from '../../lib/session';
import { AdminList, listPaging } from '../shared/admin-list';
import { ExcelImportDialog } from '../shared/excel-import-dialog';
import { requireStaff } from '../shared/admin-session';
import { listHref, pageCount, readListState } from '../shared/list-params';
import { Toast } from '../shared/toast';
import { AdminPageHeader, ConfirmDialog, Notice, Panel, LinkButton } from '../shared/ui';
import { useListParams } from '../shared/use-list-params';
import { whenChanged } from './product-actions';
import { count, productCard, productColumns } from './product-columns';
import { ProductDetailDialog } from './product-detail-dialog';
import { productListAction } from './product-list-actions';
import { ProductRowMenu } from './product-row-menu';
import { ProductToolbar } from './product-toolbar';
import { useProductListActions } from './use-product-list-actions';
import type { Route } from './+types/products';

export function meta() {
  return [{ title: 'Products | Back office' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The page of products the URL asks for (`?q=` and `?page=` live there so reload and back/forward keep them).
 * A failed load keeps the screen's frame and says so in the list, with a retry.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const params = new URL(request.url).searchParams;
  const { search, page } = readListState(params, {});
  const superuser = isSuperuser();
  const query = {
    page,
    page_size: ADMIN_PRODUCTS_PAGE_SIZE,
    sort_by: 'latest' as const,
    name: search || undefined,
  };
  let products;
  try {
    products = await unwrap(api.GET('/api/products/', { params: { query } }));
  } catch {
    return { products: null, failed: true, superuser };
  }
  // A page past the end (the last product on it deleted, or an old link) shows the last page.
  const pages = pageCount(products.count, ADMIN_PRODUCTS_PAGE_SIZE);
  if (products.results.length === 0 && products.count > 0 && page > pages) {
    throw redirect(`${adminPaths.products}${listHref(params, {}, { page: pages })}`);
  }
  return { products, failed: false, superuser };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return productListAction(request);
}

export const shouldRevalidate = whenChanged;

export default function AdminProducts({ loaderData: { products, failed, superuser } }: Route.ComponentProps) {
  const list = useListParams({});
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loading = revalidator.state === 'loading' || navigation.location?.pathname === adminPaths.products;
  const actions = useProductListActions();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const rows = products?.results ?? null;
  const detail = rows?.find((product) => product.id === detailId) ?? null;

  const parts = {
    onOpen: (product: ProductView) => setDetailId(product.id),
    menu: (product: ProductView) => (
      <ProductRowMenu product={product} canManage={superuser} onDelete={actions.askDelete} />
    ),
  };

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Search, edit and publish the catalogue."
        actions={
          <>
            {superuser && (
              <LinkButton to={adminPaths.categories} variant="secondary">
                + Add Category
              </LinkButton>
            )}
            <LinkButton to={adminPaths.addProduct}>+ Add Product</LinkButton>
          </>
        }
      />
      {actions.deleteNotice && (
        <div className="mb-4">
          <Notice tone={actions.deleteNotice.tone}>{actions.deleteNotice.text}</Notice>
        </div>
      )}
      <Panel>
        <ProductToolbar
          text={list.text}
          onText={list.setText}
          onSearch={() => {
            if (!list.searchNow()) void revalidator.revalidate();
          }}
          superuser={superuser}
          importing={actions.importing}
          exporting={actions.exporting}
          onImport={() => setImportOpen(true)}
          onExport={actions.exportExcel}
        />
        <AdminList
          rows={rows}
          loading={loading}
          error={failed}
          onRetry={() => void revalidator.revalidate()}
          loadingLabel="Loading products..."
          errorText={messages.product.loadFailed}
          empty={list.search ? messages.product.searchEmpty : messages.product.noneAvailable}
          caption="Products"
          tableClassName="min-w-[880px]"
          rowClassName={(product) => (product.hidden ? 'bg-amber-50/40' : 'hover:bg-slate-50/70')}
          columns={productColumns(parts)}
          card={productCard(parts)}
          paging={listPaging(list, ADMIN_PRODUCTS_PAGE_SIZE, products?.count, (first, last, total) =>
            adminMessages.adminProducts.showing(count(first), count(last), count(total)),
          )}
        />
      </Panel>

      <ProductDetailDialog product={detail} onOpenChange={(open) => !open && setDetailId(null)} />
      <ConfirmDialog
        open={actions.toDelete !== null}
        onOpenChange={(open) => !open && actions.cancelDelete()}
        title={adminMessages.adminProducts.deleteQuestion}
        description={
          actions.toDelete ? adminMessages.adminProducts.deleteWarning(actions.toDelete.name) : undefined
        }
        confirmLabel="Delete"
        busy={actions.deleting}
        onConfirm={actions.confirmDelete}
      />
      {superuser && (
        <ExcelImportDialog
          open={importOpen}
          onOpenChange={setImportOpen}
          onImport={actions.importExcel}
          description="Use a sheet with the columns of the Excel download. Rows with an id update that product; rows without one add a product. If any row has an error, nothing is saved."
        />
      )}
      <Toast toast={actions.toast} onClose={actions.closeToast} />
    </>
  );
}
