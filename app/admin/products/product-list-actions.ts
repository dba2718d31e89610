import { messages } from '~/domain/messages';
import { api, formData, unwrap } from '../../lib/api-client';
import { downloadWorkbook, importWorkbook, type WorkbookResult } from '../shared/workbook-files';

/** What a change from the list answers: whether the list is to be loaded again, and what to tell. */
export type ListResult = WorkbookResult;

async function setHidden(id: number, hidden: boolean): Promise<ListResult> {
  try {
    await unwrap(api.PATCH('/api/products/id/{id}/', { params: { path: { id } }, body: { hidden } }));
    return { changed: true };
  } catch (failure) {
    // The spec keeps a failed toggle silent for the user: the row simply keeps its state.
    console.error(`Could not change the visibility of product ${id}.`, failure);
    return { changed: false };
  }
}

async function deleteProduct(id: number): Promise<ListResult> {
  try {
    await unwrap(api.DELETE('/api/products/id/{id}/', { params: { path: { id } } }));
    return { changed: true, notice: { tone: 'success', text: messages.product.deleted } };
  } catch {
    return { changed: false, notice: { tone: 'error', text: messages.product.deleteFailed } };
  }
}

/** The workbook's rows, or with `dryRun` only their check; a real import reloads the list. */
const importExcel = (file: File, dryRun: boolean): Promise<ListResult> =>
  importWorkbook(() =>
    unwrap(
      api.POST('/api/products/import-excel/', {
        params: { query: dryRun ? { dry_run: '1' } : {} },
        body: { excel_file: file },
        bodySerializer: formData,
      }),
    ),
  );

/** The list's changes by the submitted `intent`: hide, unhide, delete, import and export. */
export async function productListAction(request: Request): Promise<ListResult> {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  if (intent === 'hide' || intent === 'unhide') return setHidden(id, intent === 'hide');
  if (intent === 'delete') return deleteProduct(id);
  const file = form.get('excel_file');
  if (intent === 'import' && file instanceof File) return importExcel(file, form.get('dry_run') === 'true');
  if (intent === 'export') return downloadWorkbook('/api/products/export-excel/', 'products');
  throw new Error(`The products list has no action "${String(intent)}".`);
}
