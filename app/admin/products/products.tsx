import { EyeOff, FileDown, FileUp, Search } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { ADMIN_PRODUCTS_PAGE_SIZE, IMPORT_TOAST_MS, MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import { ExcelImportDialog } from './excel-import-dialog';
import { ProductDetailDialog } from './product-detail-dialog';
import {
  defaultExportFilename,
  downloadErrorText,
  filenameFromDisposition,
  importErrorText,
  importSuccessText,
} from './product-excel';
import { ProductRowMenu } from './product-row-menu';
import { Toast, type ToastMessage } from '../shared/toast';
import {
  AdminPageHeader,
  Button,
  buttonClass,
  ConfirmDialog,
  inputClass,
  Notice,
  Panel,
  useAutoClear,
} from '../shared/ui';
import { hasPrice, PriceTag } from '../../components/product/price-tag';
import { ProductImage } from '../../components/product/product-image';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { saveFile } from '../shared/files';
import { isSuperuser } from '../../lib/session';
import { AdminList, listPaging } from '../shared/admin-list';
import { pageCount } from '../shared/list-params';
import { useApiGet } from '../shared/use-api-data';
import { useListParams } from '../shared/use-list-params';
import { adminPaths } from '../../lib/admin-paths';

export function meta() {
  return [{ title: 'Products | Back office' }, { name: 'robots', content: 'noindex' }];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const count = (value: number) => value.toLocaleString('en-PH');

/** The list query of the URL: `?q=` and `?page=` live there so reload and back/forward keep them. */
function listQuery(q: string, page: number) {
  return { page, page_size: ADMIN_PRODUCTS_PAGE_SIZE, sort_by: 'latest', name: q || undefined } as const;
}

function HiddenMark() {
  return (
    <EyeOff
      role="img"
      aria-label={adminMessages.adminProducts.hiddenLabel}
      className="size-4 shrink-0 text-amber-600"
    >
      <title>{adminMessages.adminProducts.hiddenLabel}</title>
    </EyeOff>
  );
}

function Thumbnail({ product }: { product: ProductView }) {
  return (
    <div aria-hidden="true" className="shrink-0">
      <ProductImage
        src={product.image}
        srcSet={product.image_srcset}
        alt=""
        sizes="48px"
        width={48}
        height={48}
        className="size-12 rounded-lg border border-slate-200 bg-white [&_span]:hidden [&_svg]:size-5"
      />
    </div>
  );
}

function NameButton({ product, onOpen }: { product: ProductView; onOpen: (product: ProductView) => void }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <button
        type="button"
        onClick={() => onOpen(product)}
        className="min-w-0 text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {product.name}
      </button>
      {product.hidden && <HiddenMark />}
    </span>
  );
}

export default function AdminProducts() {
  const list = useListParams({});
  const { search: q, page, update } = list;
  const [superuser] = useState(isSuperuser);

  const { data, error, loading, reload, setData } = useApiGet('/api/products/', {
    params: { query: listQuery(q, page) },
  });

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    if (!list.searchNow()) reload();
  }

  const pages = data ? pageCount(data.count, ADMIN_PRODUCTS_PAGE_SIZE) : 1;

  // A page past the end (the last product on it deleted, or an old link) moves to the last page.
  useEffect(() => {
    if (data && data.results.length === 0 && data.count > 0 && page > pages) update({ page: pages }, true);
  }, [data, page, pages, update]);

  const [detail, setDetail] = useState<ProductView | null>(null);
  const [toDelete, setToDelete] = useState<ProductView | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  useAutoClear(notice, clearNotice, MESSAGE_AUTO_CLEAR_MS);

  const [toast, setToast] = useState<ToastMessage | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  useAutoClear(toast?.tone === 'busy' ? null : toast, clearToast, IMPORT_TOAST_MS);
  const [importOpen, setImportOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await unwrap(api.DELETE('/api/products/id/{id}/', { params: { path: { id: toDelete.id } } }));
      setNotice({ tone: 'success', text: messages.product.deleted });
      reload();
    } catch {
      setNotice({ tone: 'error', text: messages.product.deleteFailed });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  async function toggleHidden(product: ProductView) {
    try {
      const updated = await unwrap(
        api.PATCH('/api/products/id/{id}/', {
          params: { path: { id: product.id } },
          body: { hidden: !product.hidden },
        }),
      );
      setData((current) =>
        current
          ? { ...current, results: current.results.map((row) => (row.id === updated.id ? updated : row)) }
          : current,
      );
    } catch (failure) {
      // The spec keeps a failed toggle silent for the user: the row simply keeps its state.
      console.error(`Could not change the visibility of product ${product.id}.`, failure);
    }
  }

  async function downloadExcel() {
    setDownloading(true);
    try {
      const { data, error, response } = await api.GET('/api/products/export-excel/', {
        parseAs: 'blob',
        headers: { Accept: `${XLSX_TYPE}, application/json` },
      });
      if (!data) {
        window.alert(downloadErrorText(response.status, error ?? null));
        return;
      }
      saveFile(
        data,
        filenameFromDisposition(response.headers.get('content-disposition')) ??
          defaultExportFilename(new Date()),
      );
    } catch {
      window.alert(messages.excel.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  async function importExcel(file: File, dryRun: boolean) {
    setToast({ tone: 'busy', text: messages.excel.importing });
    try {
      const result = await unwrap(
        api.POST('/api/products/import-excel/', {
          params: { query: dryRun ? { dry_run: '1' } : {} },
          body: { excel_file: file },
          bodySerializer: formData,
        }),
      );
      setToast({ tone: 'success', text: importSuccessText(result) });
      if (!result.dry_run) reload();
    } catch (failure) {
      setToast({
        tone: 'error',
        text: importErrorText(failure instanceof ApiError ? failure.body : undefined),
      });
    }
  }

  const importing = toast?.tone === 'busy';

  const menu = (product: ProductView) => (
    <ProductRowMenu
      product={product}
      canManage={superuser}
      onToggleHidden={(target) => void toggleHidden(target)}
      onDelete={setToDelete}
    />
  );

  const body = (
    <AdminList
      rows={data?.results ?? null}
      loading={loading}
      error={error}
      onRetry={reload}
      loadingLabel="Loading products..."
      errorText={messages.product.loadFailed}
      empty={q ? messages.product.searchEmpty : messages.product.noneAvailable}
      caption="Products"
      tableClassName="min-w-[880px]"
      rowClassName={(product) => (product.hidden ? 'bg-amber-50/40' : 'hover:bg-slate-50/70')}
      columns={[
        {
          header: 'Product Name',
          cell: (product) => (
            <div className="flex max-w-md items-center gap-3">
              <Thumbnail product={product} />
              <NameButton product={product} onOpen={setDetail} />
            </div>
          ),
        },
        {
          header: 'Price',
          className: 'px-4 py-3 text-right',
          cellClassName: 'whitespace-nowrap text-slate-900 tabular-nums',
          cell: (product) => formatPeso(product.price),
        },
        {
          header: 'Discounted Price',
          className: 'px-4 py-3 text-right',
          cellClassName: 'whitespace-nowrap tabular-nums',
          cell: (product) =>
            product.discounted_price === null ? (
              <span className="text-slate-500">
                <span aria-hidden="true">—</span>
                <span className="sr-only">None</span>
              </span>
            ) : (
              <span className="text-emerald-700">{formatPeso(product.discounted_price)}</span>
            ),
        },
        {
          header: 'Quantity',
          className: 'px-4 py-3 text-right',
          cellClassName: (product) =>
            `tabular-nums ${product.stock > 0 ? 'text-slate-900' : 'font-semibold text-red-600'}`,
          cell: (product) => count(product.stock),
        },
        { header: 'Category', cellClassName: 'text-slate-700', cell: (product) => product.category_name },
        { header: 'Brand', cellClassName: 'text-slate-700', cell: (product) => product.brand },
        {
          header: 'Actions',
          headerClassName: 'px-4 py-3 text-right',
          className: 'px-4 py-2 text-right',
          cell: menu,
        },
      ]}
      card={(product) => (
        <>
          <Thumbnail product={product} />
          <div className="min-w-0 flex-1">
            <NameButton product={product} onOpen={setDetail} />
            <p className="mt-0.5 truncate text-xs text-slate-500">
              {product.brand} · {product.category_name}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              {hasPrice(product.price) ? (
                <PriceTag price={product.price} discountedPrice={product.discounted_price} />
              ) : (
                <span className="font-semibold text-slate-900">{formatPeso(product.price)}</span>
              )}
              <span
                className={`text-xs ${product.stock > 0 ? 'text-slate-600' : 'font-medium text-red-600'}`}
              >
                Qty {count(product.stock)}
              </span>
            </div>
          </div>
          <div className="-mr-2 shrink-0">{menu(product)}</div>
        </>
      )}
      paging={listPaging(list, ADMIN_PRODUCTS_PAGE_SIZE, data?.count, (first, last, total) =>
        adminMessages.adminProducts.showing(count(first), count(last), count(total)),
      )}
    />
  );

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Search, edit and publish the catalogue."
        actions={
          <>
            {superuser && (
              <Link to={adminPaths.categories} className={buttonClass('secondary')}>
                + Add Category
              </Link>
            )}
            <Link to={adminPaths.addProduct} className={buttonClass('primary')}>
              + Add Product
            </Link>
          </>
        }
      />
      {notice && (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      <Panel>
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <form role="search" onSubmit={submitSearch} className="relative w-full sm:max-w-sm">
            <label htmlFor="admin-product-search" className="sr-only">
              {adminMessages.adminProducts.searchLabel}
            </label>
            <input
              id="admin-product-search"
              type="search"
              value={list.text}
              onChange={(event) => list.setText(event.target.value)}
              placeholder="Search by product name"
              autoComplete="off"
              maxLength={200}
              className={`${inputClass} pl-10`}
            />
            <button
              type="submit"
              aria-label="Search"
              className="absolute inset-y-0 left-0 flex w-10 items-center justify-center rounded-l-lg text-slate-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Search aria-hidden="true" className="size-4" />
            </button>
          </form>
          {superuser && (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                busy={importing}
                onClick={() => setImportOpen(true)}
                className="flex-1 px-3 whitespace-nowrap sm:flex-none"
              >
                {!importing && <FileUp aria-hidden="true" className="hidden size-4 sm:block" />}
                Import Excel
              </Button>
              <Button
                variant="secondary"
                busy={downloading}
                onClick={() => void downloadExcel()}
                className="flex-1 px-3 whitespace-nowrap sm:flex-none"
              >
                {!downloading && <FileDown aria-hidden="true" className="hidden size-4 sm:block" />}
                Download Excel
              </Button>
            </div>
          )}
        </div>
        {body}
      </Panel>

      <ProductDetailDialog product={detail} onOpenChange={(open) => !open && setDetail(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !deleting && setToDelete(null)}
        title={adminMessages.adminProducts.deleteQuestion}
        description={toDelete ? adminMessages.adminProducts.deleteWarning(toDelete.name) : undefined}
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
      {superuser && (
        <ExcelImportDialog
          open={importOpen}
          onOpenChange={setImportOpen}
          onImport={(file, dryRun) => void importExcel(file, dryRun)}
        />
      )}
      <Toast toast={toast} onClose={clearToast} />
    </>
  );
}
