import { api, formData, unwrap } from '../../lib/api-client';
import { downloadWorkbook, importWorkbook, type WorkbookResult } from '../shared/workbook-files';

/** The customers list's changes by the submitted `intent`: the Excel import (or its check) and download. */
export async function customerListAction(request: Request): Promise<WorkbookResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  const file = form.get('excel_file');
  if (intent === 'import' && file instanceof File) {
    const dryRun = form.get('dry_run') === 'true';
    return importWorkbook(() =>
      unwrap(
        api.POST('/api/customers/import/', {
          params: { query: dryRun ? { dry_run: '1' } : {} },
          body: { excel_file: file },
          bodySerializer: formData,
        }),
      ),
    );
  }
  if (intent === 'export') return downloadWorkbook('/api/customers/export/', 'customers');
  throw new Error(`The customers list has no action "${String(intent)}".`);
}
