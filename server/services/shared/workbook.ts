import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { messages } from '~/domain/messages';
import { InvalidError, type PathErrors } from '../../errors';
import { checkZip, looksLikeZip, ZipRefusedError, type ZipLimits } from './zip-guard';

/**
 * What the product and customer workbooks share: the upload's limits and safety checks, reading the first sheet
 * into rows of text by its header, streaming header and rows out, and the import's report.
 */

export const EXCEL_MAX_BYTES = 10 * 1024 * 1024;
const EXCEL_MAX_ROWS = 10_000;
/**
 * A 10 MB workbook of 10,000 rows unpacks to a few tens of MB with ratios around 10; anything beyond these is
 * a zip bomb or not one of our sheets.
 */
const EXCEL_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxEntryBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

interface RowErrors {
  row: number;
  errors: PathErrors;
}

/** What an import did or, on a dry run, would do; any row errors mean nothing was written. */
export interface ImportResult {
  created: number;
  updated: number;
  /** Rows naming a record whose stored values they already match. */
  unchanged: number;
  errors_on_rows: RowErrors[];
  dry_run: boolean;
}

export const emptyImportResult = (dryRun: boolean): ImportResult => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  errors_on_rows: [],
  dry_run: dryRun,
});

/** "products_November_2026.xlsx", in the shop's time zone. */
export function monthlyFileName(prefix: string, now: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Manila' }).format(now);
  return `${prefix}_${part({ month: 'long' })}_${part({ year: 'numeric' })}.xlsx`;
}

/** Text a spreadsheet could take for a formula (or a DDE payload) when the cell is edited. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export interface SheetColumn<K extends string> {
  key: K;
  width: number;
  /** Number cells shown with two decimals (money). */
  money?: boolean;
}

/** One sheet of a streamed workbook: its name, columns and the batches of rows it is filled with. */
export interface SheetSource<K extends string> {
  name: string;
  columns: readonly SheetColumn<K>[];
  batches: AsyncIterable<Record<K, ExcelJS.CellValue>[]>;
}

/**
 * Streams a one-sheet .xlsx to `out`: the column keys as the header, then each batch `batches` yields, committed
 * row by row so memory stays flat however many rows. Text cells are always string cells, never formulas; text
 * that looks like a formula is also given the Text number format, so editing the cell in Excel keeps it text.
 */
export async function writeWorkbook<K extends string>(
  out: Writable,
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  batches: AsyncIterable<Record<K, ExcelJS.CellValue>[]>,
): Promise<void> {
  await writeSheets(out, [{ name: sheetName, columns, batches }]);
}

/** `writeWorkbook` with several sheets, written one after the other. */
export async function writeSheets(out: Writable, sheets: readonly SheetSource<string>[]): Promise<void> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const { name, columns, batches } of sheets) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map(({ key, width }) => ({ header: key, key, width }));
    const money = columns.filter((column) => column.money).map((column) => column.key);
    for await (const batch of batches) {
      for (const values of batch) {
        const row = sheet.addRow(values);
        row.eachCell((cell) => {
          if (typeof cell.value === 'string' && FORMULA_TRIGGER.test(cell.value)) cell.numFmt = '@';
        });
        for (const key of money) row.getCell(key).numFmt = '0.00';
        row.commit();
      }
    }
    sheet.commit();
  }
  await workbook.commit();
}

/** A cell as the text a user typed; a formula counts as its computed result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Cells computed by a formula can carry float noise (40499.100000000006); prices keep two decimals anyway.
  if (typeof value === 'number') return String(Number(value.toFixed(9)));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || (typeof result === 'object' && !(result instanceof Date))) return '';
    return cellText(result);
  }
  if ('hyperlink' in value) return String(value.text ?? '');
  return '';
}

/** "Billing Address" or "billing-address" reads as the column `billing_address`. */
const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Counts <row> elements in a worksheet's XML without parsing it. */
function countRows(xml: Buffer): number {
  let rows = 0;
  for (let at = xml.indexOf('<row'); at !== -1; at = xml.indexOf('<row', at + 4)) {
    const next = xml[at + 4];
    if (next === 0x20 || next === 0x3e || next === 0x2f) rows++;
  }
  return rows;
}

/** Refuses, before exceljs unpacks anything, what is not a zip or would unpack too far. */
function refuseUnlessSafe(buffer: Buffer): void {
  if (!looksLikeZip(buffer)) throw new InvalidError(messages.excel.notExcel);
  try {
    checkZip(buffer, EXCEL_ZIP_LIMITS, (entry, content) => {
      if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name) && countRows(content) > EXCEL_MAX_ROWS + 1) {
        throw new InvalidError(messages.excel.tooManyRows);
      }
    });
  } catch (error) {
    if (error instanceof ZipRefusedError) {
      throw new InvalidError(
        error.reason === 'too-large' ? messages.excel.unpackedTooLarge : messages.excel.notExcel,
      );
    }
    throw error;
  }
}

/** A filled row of the sheet: its number as Excel shows it, and the trimmed text of its known columns. */
export interface SheetRow<K extends string> {
  row: number;
  cells: Partial<Record<K, string>>;
}

/**
 * The first sheet's rows as text by column. The first row names the columns (`headerKey`); unknown columns are
 * ignored, and the sheet must name at least one of `identifying`, else it is refused with `missingHeader`.
 * Blank cells are left out and blank rows skipped.
 */
export async function readSheet<K extends string>(
  buffer: Buffer,
  columns: readonly K[],
  header: { identifying: readonly K[]; missingHeader: string },
): Promise<SheetRow<K>[]> {
  refuseUnlessSafe(buffer);
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new InvalidError(messages.excel.notExcel);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new InvalidError(messages.excel.notExcel);
  const found = new Map<number, K>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = headerKey(cellText(cell.value));
    if ((columns as readonly string[]).includes(key)) found.set(column, key as K);
  });
  const known = new Set(found.values());
  if (!header.identifying.some((key) => known.has(key))) throw new InvalidError(header.missingHeader);

  const rows: SheetRow<K>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow<K>['cells'] = {};
    for (const [column, key] of found) {
      // PostgreSQL text cannot hold NUL, which a sheet's XML escape (_x0000_) can carry.
      const text = cellText(row.getCell(column).value).replaceAll('\u0000', '').trim();
      if (text !== '') cells[key] = text;
    }
    if (Object.keys(cells).length > 0) rows.push({ row: number, cells });
  });
  if (rows.length > EXCEL_MAX_ROWS) throw new InvalidError(messages.excel.tooManyRows);
  return rows;
}
