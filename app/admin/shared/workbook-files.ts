import { IMPORT_ROW_ERRORS_SHOWN } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { api, ApiError } from '../../lib/api-client';
import { fieldErrorLines, fieldLabel } from './api-errors';
import { saveFile } from './files';
import type { FormNotice } from './form-state';

/** What the file input accepts: the .xlsx extension and the Excel mime types. */
export const EXCEL_ACCEPT =
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  dry_run?: boolean;
  errors_on_rows?: RowErrors[];
}

export interface RowErrors {
  row: number;
  errors: Record<string, string[] | string>;
}

/** Slashes, backslashes and control characters would let a server-chosen name escape the download folder. */
function safeFilename(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\\u0000-\u001f\u007f]+/g, '_').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const decoded = safeFilename(decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, '')));
      if (decoded) return decoded;
    } catch {
      // A malformed percent-encoding falls through to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeFilename(quoted[1]!.replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  return bare ? safeFilename(bare[1]!.trim()) : null;
}

/** The spec's fallback name, `products_{Month}_{Year}.xlsx` (or another list's), for the given day. */
export function defaultExportFilename(now: Date, list = 'products'): string {
  const month = now.toLocaleString('en-US', { month: 'long' });
  return `${list}_${month}_${now.getFullYear()}.xlsx`;
}

function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { detail } = body as { detail?: unknown };
  return typeof detail === 'string' && detail ? detail : null;
}

/** The alert of a failed download (spec section 8): 401 and 403 have their own texts, then the server's detail. */
export function downloadErrorText(status: number | null, body: unknown): string {
  if (status === 401) return messages.excel.downloadUnauthenticated;
  if (status === 403) return messages.excel.downloadForbidden;
  const detail = detailOf(body);
  return detail ? `Error: ${detail}` : messages.excel.downloadFailed;
}

function rowText(errors: RowErrors['errors']): string {
  return Object.entries(errors)
    .map(([field, value]) => `${fieldLabel(field)}: ${(Array.isArray(value) ? value : [value]).join(' ')}`)
    .join(' ');
}

/** One readable line per failing row, the first few only, then how many more there are. */
export function rowErrorLines(rows: RowErrors[] | undefined, shown = IMPORT_ROW_ERRORS_SHOWN): string[] {
  if (!rows?.length) return [];
  const lines = rows
    .slice(0, shown)
    .map((row) => adminMessages.adminProducts.rowError(row.row, rowText(row.errors)));
  if (rows.length > shown) lines.push(adminMessages.adminProducts.moreRows(rows.length - shown));
  return lines;
}

function rowsOf(body: unknown): RowErrors[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const rows = (body as { errors_on_rows?: unknown }).errors_on_rows;
  if (!Array.isArray(rows)) return undefined;
  return rows.filter(
    (row): row is RowErrors =>
      Boolean(row) && typeof row === 'object' && typeof (row as RowErrors).row === 'number',
  );
}

/**
 * The toast of a failed import (spec section 8): the error field, else detail, else "field: messages" joined
 * by "; ", else a plain string body, else the generic text; the failing rows follow on their own lines.
 * `body` undefined means no answer at all (a network failure).
 */
export function importErrorText(body: unknown): string {
  if (body === undefined) return messages.excel.importUnknown;
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  let headline: string;
  if (typeof error === 'string' && error) headline = error;
  else if (detailOf(body)) headline = detailOf(body)!;
  else if (fieldErrorLines(body).length > 0) headline = fieldErrorLines(body).join('; ');
  else if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<'))
    headline = body.trim();
  else headline = messages.excel.importFailed;
  return [headline, ...rowErrorLines(rowsOf(body))].join('\n');
}

/** The toast of a successful import or check. */
export function importSuccessText(result: ImportResult): string {
  const text = result.dry_run ? adminMessages.adminProducts.checked : adminMessages.adminProducts.imported;
  return text(result.created ?? 0, result.updated ?? 0, result.unchanged ?? 0);
}

/** What a list's workbook action answers: whether the list is to be loaded again, and what to tell. */
export interface WorkbookResult {
  changed: boolean;
  notice?: FormNotice;
}

/** A workbook import's call through the typed client, which throws an `ApiError` on a refusal. */
export async function importWorkbook(call: () => Promise<ImportResult>): Promise<WorkbookResult> {
  try {
    const result = await call();
    return { changed: !result.dry_run, notice: { tone: 'success', text: importSuccessText(result) } };
  } catch (failure) {
    const text = importErrorText(failure instanceof ApiError ? failure.body : undefined);
    return { changed: false, notice: { tone: 'error', text } };
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook downloads the lists offer. */
type WorkbookPath = '/api/products/export-excel/' | '/api/customers/export/' | '/api/receivables/export/';

/** Saves a list's workbook under the server's name (else `list`'s monthly name); a refusal is the spec's alert. */
export async function downloadWorkbook(path: WorkbookPath, list: string): Promise<WorkbookResult> {
  try {
    const { data, error, response } = await api.GET(path, {
      parseAs: 'blob',
      headers: { Accept: `${XLSX_TYPE}, application/json` },
    });
    if (data) {
      const named = filenameFromDisposition(response.headers.get('content-disposition'));
      saveFile(data, named ?? defaultExportFilename(new Date(), list));
    } else {
      window.alert(downloadErrorText(response.status, error ?? null));
    }
  } catch {
    window.alert(messages.excel.downloadFailed);
  }
  return { changed: false };
}
