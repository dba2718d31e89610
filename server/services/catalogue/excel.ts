import type { Writable } from 'node:stream';
import { asc, gt, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Db, DbOrTx } from '~/db/client';
import { categories, products } from '~/db/schema';
import { EXCEL_COLUMNS, PRODUCT_FIELDS } from '~/domain/product-fields';
import { messages } from '~/domain/messages';
import { ConflictError, InvalidError, ShopError, type FieldErrors } from '../../errors';
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
import {
  emptyImportResult,
  monthlyFileName,
  readSheet,
  writeWorkbook,
  type ImportResult,
  type SheetColumn,
} from '../shared/workbook';

/** The sheet's columns live in the domain, where the browser journeys read them too. */
export { EXCEL_COLUMNS };
type ExcelColumn = (typeof EXCEL_COLUMNS)[number];

/** "products_November_2026.xlsx", in the shop's time zone. */
export const exportFileName = (now: Date): string => monthlyFileName('products', now);

const PRODUCT_SHEET_COLUMNS: SheetColumn<ExcelColumn>[] = EXCEL_COLUMNS.map((key) => ({
  key,
  width: key === 'name' ? 40 : 16,
  money: key === 'price' || key === 'discounted_price',
}));

const EXPORT_BATCH = 500;

/** Every product (hidden ones included) as sheet rows, read in batches by id. */
async function* productSheetRows(db: Db): AsyncGenerator<Record<ExcelColumn, ExcelJS.CellValue>[]> {
  let lastId = 0;
  for (;;) {
    const rows = await selectProductRows(db)
      .where(gt(products.id, lastId))
      .orderBy(asc(products.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    lastId = rows.at(-1)!.id;
    // The view's fields as they are, but the category by name and money as numbers Excel can sum.
    yield (await toProductViews(db, rows)).map(
      (product) =>
        ({
          id: product.id,
          ...Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, product[field]])),
          category: product.category === null ? null : product.category_name,
          price: Number(product.price),
          discounted_price: product.discounted_price === null ? null : Number(product.discounted_price),
          images: product.images.map((image) => image.image).join('\n'),
        }) as Record<ExcelColumn, ExcelJS.CellValue>,
    );
  }
}

/** Streams every product into an .xlsx on `out`, reading the database in batches so memory stays flat. */
export async function writeProductsWorkbook(db: Db, out: Writable): Promise<void> {
  await writeWorkbook(out, 'Products', PRODUCT_SHEET_COLUMNS, productSheetRows(db));
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
  const rows = await readSheet(buffer, EXCEL_COLUMNS, {
    identifying: ['id', 'name'],
    missingHeader: messages.excel.missingHeader,
  });
  return db.transaction(async (tx) => {
    const resolveCategory = await categoryResolver(tx);
    const cache = new ProductWriteCache();
    await cache.preload(
      tx,
      rows.flatMap(({ cells }) => (cells.id && /^\d{1,9}$/.test(cells.id) ? [Number(cells.id)] : [])),
    );
    const result = emptyImportResult(options.dryRun);
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
    const stockSource = { actor: options.actor, reason: note };
    const remember = async (product: PreparedProduct, id: number) => {
      written.push(id);
      const entry = await productHistoryEntry(tx, product, id, cache, 'import');
      if (entry) history.push({ ...entry, note });
    };
    try {
      for (const product of prepared) {
        if (product.existing && product.changed) {
          await remember(product, await writePreparedProduct(tx, product, options.now, stockSource));
        }
      }
      const creates = prepared.filter((product) => !product.existing);
      for (let start = 0; start < creates.length; start += INSERT_BATCH) {
        const batch = creates.slice(start, start + INSERT_BATCH);
        const ids = await insertProducts(
          tx,
          batch.map((product) => product.values),
          options.now,
          stockSource,
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
