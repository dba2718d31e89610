import type { Writable } from 'node:stream';
import { asc, gt, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Db, DbOrTx } from '~/db/client';
import { categories, products } from '~/db/schema';
import { EXCEL_COLUMNS, PRODUCT_FIELDS } from '~/domain/product-fields';
import { messages } from '~/domain/messages';
import { ConflictError, InvalidError, ShopError, type FieldErrors, type PathErrors } from '../../errors';
import { selectProductRows, toProductViews } from './product-query';
import {
  insertProducts,
  prepareProductFields,
  productHistoryEntry,
  ProductWriteCache,
  writePreparedProduct,
  type PreparedProduct,
  type ProductInput,
} from './products';
import { recordActivity, type ActivityEntry, type Actor } from '../activity/activity';
import { refreshSearchText } from './search-text';
import { checkZip, looksLikeZip, ZipRefusedError, type ZipLimits } from '../shared/zip-guard';

/** The sheet's columns live in the domain, where the browser journeys read them too. */
export { EXCEL_COLUMNS };
type ExcelColumn = (typeof EXCEL_COLUMNS)[number];

export const EXCEL_MAX_BYTES = 10 * 1024 * 1024;
const EXCEL_MAX_ROWS = 10_000;
/**
 * A 10 MB workbook of 10,000 product rows unpacks to a few tens of MB with ratios around 10; anything
 * beyond these is a zip bomb or not a product sheet.
 */
const EXCEL_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxEntryBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const EXPORT_BATCH = 500;

/** "products_November_2026.xlsx", in the shop's time zone. */
export function exportFileName(now: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Manila' }).format(now);
  return `products_${part({ month: 'long' })}_${part({ year: 'numeric' })}.xlsx`;
}

/** Text a spreadsheet could take for a formula (or a DDE payload) when the cell is edited. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * Streams every product (hidden ones included) into an .xlsx on `out`, reading the database in batches so
 * memory stays flat however large the catalogue. Text cells are always string cells, never formulas; text
 * that looks like a formula is also given the Text number format, so editing the cell in Excel keeps it text.
 */
export async function writeProductsWorkbook(db: Db, out: Writable): Promise<void> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Products');
  sheet.columns = EXCEL_COLUMNS.map((key) => ({ header: key, key, width: key === 'name' ? 40 : 16 }));
  let lastId = 0;
  for (;;) {
    const rows = await selectProductRows(db)
      .where(gt(products.id, lastId))
      .orderBy(asc(products.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) break;
    lastId = rows.at(-1)!.id;
    for (const product of await toProductViews(db, rows)) {
      // The view's fields as they are, but the category by name and money as numbers Excel can sum.
      const values: Record<ExcelColumn, ExcelJS.CellValue> = {
        id: product.id,
        ...Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, product[field]])),
        category: product.category === null ? null : product.category_name,
        price: Number(product.price),
        discounted_price: product.discounted_price === null ? null : Number(product.discounted_price),
        images: product.images.map((image) => image.image).join('\n'),
      } as Record<ExcelColumn, ExcelJS.CellValue>;
      const row = sheet.addRow(values);
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && FORMULA_TRIGGER.test(cell.value)) cell.numFmt = '@';
      });
      row.getCell('price').numFmt = '0.00';
      row.getCell('discounted_price').numFmt = '0.00';
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

interface RowErrors {
  row: number;
  errors: PathErrors;
}

export interface ImportResult {
  created: number;
  updated: number;
  /** Rows naming a product whose stored values they already match. */
  unchanged: number;
  errors_on_rows: RowErrors[];
  dry_run: boolean;
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

interface SheetRow {
  row: number;
  cells: Partial<Record<ExcelColumn, string>>;
}

async function readSheet(buffer: Buffer): Promise<SheetRow[]> {
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
  const columns = new Map<number, ExcelColumn>();
  sheet.getRow(1).eachCell((cell, column) => {
    const key = headerKey(cellText(cell.value));
    if ((EXCEL_COLUMNS as readonly string[]).includes(key)) columns.set(column, key as ExcelColumn);
  });
  const known = new Set(columns.values());
  if (!known.has('name') && !known.has('id')) throw new InvalidError(messages.excel.missingHeader);

  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow['cells'] = {};
    for (const [column, key] of columns) {
      const text = cellText(row.getCell(column).value).trim();
      if (text !== '') cells[key] = text;
    }
    if (Object.keys(cells).length > 0) rows.push({ row: number, cells });
  });
  if (rows.length > EXCEL_MAX_ROWS) throw new InvalidError(messages.excel.tooManyRows);
  return rows;
}

/** Category cells hold the category's name (as exported) or its id. */
async function categoryResolver(db: DbOrTx) {
  const all = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const byName = new Map(all.map((category) => [category.name.trim().toLowerCase(), category.id]));
  const ids = new Set(all.map((category) => category.id));
  return (text: string): number | null => {
    const named = byName.get(text.trim().toLowerCase());
    if (named !== undefined) return named;
    return /^\d{1,9}$/.test(text) && ids.has(Number(text)) ? Number(text) : null;
  };
}

const INSERT_BATCH = 500;

/**
 * Imports the sheet as one transaction with the API's rules for every row (rows with an id update that
 * product, blank cells keep stored values; rows without create one). Every row is validated first, in
 * memory against a preloaded view of the catalogue (so later rows see earlier ones); only when no row
 * failed, and not on a dry run, is anything written. The counts say what happened or would happen.
 */
export async function importProductsWorkbook(
  db: Db,
  buffer: Buffer,
  options: { dryRun: boolean; now: Date; actor: Actor | null; fileName: string },
): Promise<ImportResult> {
  const rows = await readSheet(buffer);
  return db.transaction(async (tx) => {
    const resolveCategory = await categoryResolver(tx);
    const cache = new ProductWriteCache();
    await cache.preload(
      tx,
      rows.flatMap(({ cells }) => (cells.id && /^\d{1,9}$/.test(cells.id) ? [Number(cells.id)] : [])),
    );
    const result: ImportResult = {
      created: 0,
      updated: 0,
      unchanged: 0,
      errors_on_rows: [],
      dry_run: options.dryRun,
    };
    const prepared: PreparedProduct[] = [];
    for (const { row, cells } of rows) {
      const errors: FieldErrors = {};
      const fields: ProductInput = {};
      let id: number | undefined;
      for (const [key, text] of Object.entries(cells) as [ExcelColumn, string][]) {
        if (key === 'images') continue;
        if (key === 'id') {
          if (/^\d{1,9}$/.test(text) && Number(text) > 0) id = Number(text);
          else errors.id = [messages.product.notFound];
        } else if (key === 'category') {
          const categoryId = resolveCategory(text);
          if (categoryId === null) errors.category = [messages.category.notFound];
          else fields.category = String(categoryId);
        } else {
          fields[key] = text;
        }
      }
      if (Object.keys(errors).length > 0) {
        result.errors_on_rows.push({ row, errors });
        continue;
      }
      try {
        const product = await prepareProductFields(tx, { id, fields }, cache);
        prepared.push(product);
        if (!product.existing) result.created++;
        else if (product.changed) result.updated++;
        else result.unchanged++;
      } catch (error) {
        if (!(error instanceof ShopError)) throw error;
        const rowErrors = Object.keys(error.fields).length > 0 ? error.fields : { id: [error.detail] };
        result.errors_on_rows.push({ row, errors: rowErrors });
      }
    }
    if (result.errors_on_rows.length > 0 || options.dryRun) return result;

    // Updates first: a row may rename a product and a later row reuse the name it gave up.
    const written: number[] = [];
    const history: ActivityEntry[] = [];
    const note = `Excel import: ${options.fileName}`.slice(0, 300);
    const remember = async (product: PreparedProduct, id: number) => {
      written.push(id);
      const entry = await productHistoryEntry(tx, product, id, cache, 'import');
      if (entry) history.push({ ...entry, note });
    };
    try {
      for (const product of prepared) {
        if (product.existing && product.changed) {
          await remember(product, await writePreparedProduct(tx, product, options.now));
        }
      }
      const creates = prepared.filter((product) => !product.existing);
      for (let start = 0; start < creates.length; start += INSERT_BATCH) {
        const batch = creates.slice(start, start + INSERT_BATCH);
        const ids = await insertProducts(
          tx,
          batch.map((product) => product.values),
          options.now,
        );
        for (const [index, id] of ids.entries()) await remember(batch[index]!, id);
      }
    } catch (error) {
      // Swapping names between rows cannot be applied in one pass under unique indexes; say so, write nothing.
      if (error instanceof InvalidError || error instanceof ConflictError) {
        throw new InvalidError(messages.excel.namesReused);
      }
      throw error;
    }
    if (written.length > 0) {
      await refreshSearchText(tx, sql`p.id = any(${`{${[...new Set(written)].join(',')}}`}::int[])`);
    }
    await recordActivity(tx, options.actor, options.now, history);
    return result;
  });
}
