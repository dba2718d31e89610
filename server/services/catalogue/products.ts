import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/db/client';
import { categories, productImages, products, type Product } from '~/db/schema';
import { brandOptions, normalizeBrand } from '~/domain/brand';
import {
  discountExceedsPrice,
  isLaptopCategory,
  LAPTOP_FIELDS,
  productFieldsSchema,
  type ProductView,
} from '~/domain/catalogue';
import { changedFields, type ActivityChanges, type ActivityValue } from '~/domain/activity';
import { DEFAULT_BRANDS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { columnsFromFields, fieldsFromColumns, PRODUCT_FIELDS } from '~/domain/product-fields';
import { slugify, uniqueSlug } from '~/domain/slug';
import { ConflictError, fieldError, invalidAt, NotFoundError, type PathIssue } from '../../errors';
import { recordActivity, type ActivityEntry, type Actor } from '../activity/activity';
import { uniqueViolation } from '../shared/db-errors';
import { preparedRead } from '../shared/prepared-read';
import { sameName } from '../shared/same-name';
import type { MediaStore } from '../media/media-store';
import { deleteStoredImage } from '../shared/media-urls';
import { selectProductRows, stripNul, toProductViews } from './product-query';
import { refreshSearchText } from './search-text';
import { cachedRead } from './catalogue-cache';
import { recordStockCounts } from '../stock/stock-ledger';

const OPENING_STOCK = 'Opening stock';
const COUNTED_ON_FORM = 'Counted on the product form';

export { getFilters, listProducts } from './product-query';

/** Raw product fields as a form, JSON body or spreadsheet row gives them, keyed by the API's field names. */
export type ProductInput = Record<string, unknown>;

interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** Paths under /products/ that belong to other endpoints; a product slug must not shadow them. */
const RESERVED_SLUGS = ['export-excel', 'import-excel', 'id'];

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Lookups remembered across the products written in one transaction, so an import of thousands of rows
 * asks for each category and brand once. After preload() it also holds every product's name and slug (and
 * the rows about to be updated) in memory, kept current as rows are prepared, so validating a row reads
 * nothing and later rows see the names and slugs earlier ones take.
 */
export class ProductWriteCache {
  readonly categories = new Map<number, CategoryRef | null>();
  readonly brands = new Map<string, string>();
  /** Name key → product id, and every slug in use; null until preload(). */
  names: Map<string, number> | null = null;
  slugs: Set<string> | null = null;
  readonly rows = new Map<number, Product>();
  private placeholder = 0;

  async preload(db: DbOrTx, ids: number[]): Promise<void> {
    const all = await db.select({ id: products.id, name: products.name, slug: products.slug }).from(products);
    this.names = new Map(all.map((row) => [nameKey(row.name), row.id]));
    this.slugs = new Set([...RESERVED_SLUGS, ...all.map((row) => row.slug)]);
    const wanted = [...new Set(ids)];
    for (let start = 0; start < wanted.length; start += 1000) {
      const batch = wanted.slice(start, start + 1000);
      for (const row of await db.select().from(products).where(inArray(products.id, batch))) {
        this.rows.set(row.id, row);
      }
    }
  }

  /** Records a prepared write; a new product holds its name under a placeholder id until it is inserted. */
  remember(previous: Product | undefined, values: ProductValues): void {
    if (!this.names || !this.slugs) return;
    if (previous) {
      if (this.names.get(nameKey(previous.name)) === previous.id) this.names.delete(nameKey(previous.name));
      this.slugs.delete(previous.slug);
      this.rows.set(previous.id, { ...previous, ...values });
    }
    this.names.set(nameKey(values.name), previous?.id ?? --this.placeholder);
    this.slugs.add(values.slug);
  }
}

async function findExisting(db: DbOrTx, id: number, cache: ProductWriteCache): Promise<Product | undefined> {
  if (cache.names) return cache.rows.get(id);
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

function storedInput(row: Product): ProductInput {
  return fieldsFromColumns(row, PRODUCT_FIELDS);
}

function cleanInput(input: ProductInput): ProductInput {
  const cleaned: ProductInput = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    // Browsers send form text with CRLF line breaks; key features are stored one per line with LF.
    cleaned[key] = typeof value === 'string' ? stripNul(value).replace(/\r\n?/g, '\n') : value;
  }
  return cleaned;
}

async function findCategory(db: DbOrTx, id: number, cache: ProductWriteCache): Promise<CategoryRef | null> {
  if (!cache.categories.has(id)) {
    const [row] = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, id));
    cache.categories.set(id, row ?? null);
  }
  return cache.categories.get(id) ?? null;
}

/**
 * "lenovo" and "Lenovo" are one brand: a default brand's label wins, then the label already in use by most
 * products, else the normalised label as typed.
 */
async function canonicalBrand(db: DbOrTx, brand: string, cache: ProductWriteCache): Promise<string> {
  const key = brand.toLowerCase();
  const cached = cache.brands.get(key);
  if (cached) return cached;
  let label = DEFAULT_BRANDS.find((name) => name.toLowerCase() === key) as string | undefined;
  if (!label) {
    const [row] = await db
      .select({ brand: products.brand })
      .from(products)
      .where(sql`lower(${products.brand}) = ${key}`)
      .groupBy(products.brand)
      .orderBy(sql`count(*) desc`, products.brand)
      .limit(1);
    label = row?.brand ?? brand;
  }
  cache.brands.set(key, label);
  return label;
}

async function nameTaken(
  db: DbOrTx,
  name: string,
  exceptId: number | undefined,
  cache: ProductWriteCache,
): Promise<boolean> {
  if (cache.names) {
    const owner = cache.names.get(nameKey(name));
    return owner !== undefined && owner !== exceptId;
  }
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sameName(products.name, products.id, name, exceptId))
    .limit(1);
  return Boolean(row);
}

const SLUG_BATCH = 20;

/**
 * The first free slug of "name", "name-2", "name-3", ... Candidates are looked up by equality, a batch at a
 * time, so the unique slug index serves the query (a LIKE 'name-%' would scan the table on every write).
 */
async function freeSlug(
  db: DbOrTx,
  name: string,
  existing: Product | undefined,
  cache: ProductWriteCache,
): Promise<string> {
  const root = slugify(name) || 'product';
  const exceptId = existing?.id;
  if (cache.slugs) {
    // The product's own slug is free for it; the set is borrowed rather than copied (it can be large).
    if (existing) cache.slugs.delete(existing.slug);
    const slug = uniqueSlug(root, cache.slugs, 'product');
    if (existing) cache.slugs.add(existing.slug);
    return slug;
  }
  const taken = new Set(RESERVED_SLUGS);
  for (let checked = 0; ; checked += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, index) =>
      checked + index === 0 ? root : `${root}-${checked + index + 1}`,
    );
    const rows = await db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          inArray(products.slug, candidates),
          exceptId === undefined ? undefined : ne(products.id, exceptId),
        ),
      );
    for (const row of rows) taken.add(row.slug);
    const slug = uniqueSlug(root, taken, 'product');
    if (candidates.includes(slug)) return slug;
  }
}

/** The columns a validated product write stores. */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'searchText' | 'searchTitle' | 'searchWords' | 'createdAt' | 'updatedAt' | 'version'
>;

/** A validated write: an insert when `existing` is undefined, else an update (skipped when unchanged). */
export interface PreparedProduct {
  existing: Product | undefined;
  values: ProductValues;
  changed: boolean;
}

/**
 * Validates one product's fields: the single rule set behind the API and the Excel import. With an id it
 * prepares an update of that product (fields not given keep their stored values, a blank category keeps
 * the current one); without, a new product. Throws an InvalidError with every field error found. With a
 * preloaded cache nothing is read per row and the cache records the prepared names and slugs, so later
 * rows of the same import see earlier ones before anything is written.
 */
export async function prepareProductFields(
  tx: DbOrTx,
  target: { id?: number; fields: ProductInput },
  cache = new ProductWriteCache(),
): Promise<PreparedProduct> {
  let existing: Product | undefined;
  const given = cleanInput(target.fields);
  if (target.id !== undefined) {
    existing = await findExisting(tx, target.id, cache);
    if (!existing) throw new NotFoundError(messages.product.notFound);
    if (given.category === null || (typeof given.category === 'string' && given.category.trim() === '')) {
      delete given.category;
    }
  }
  const merged = existing ? { ...storedInput(existing), ...given } : given;
  const parsed = productFieldsSchema.safeParse(merged);
  const issues: PathIssue[] = parsed.success ? [] : [...parsed.error.issues];
  const refuse = (field: string, message: string) => issues.push({ path: [field], message });

  // The category and the name are checked even when other fields fail, so one answer lists every problem.
  let category: CategoryRef | null = null;
  const categoryField = productFieldsSchema.shape.category.safeParse(merged.category);
  if (categoryField.success) {
    const categoryId = categoryField.data ?? null;
    if (categoryId === null) {
      if (!existing) refuse('category', messages.product.categoryRequired);
    } else {
      category = await findCategory(tx, categoryId, cache);
      if (!category) refuse('category', messages.category.notFound);
    }
  }
  if (parsed.success && discountExceedsPrice(parsed.data.price, parsed.data.discounted_price)) {
    refuse('discounted_price', messages.product.discountTooHigh);
  }
  const name = typeof merged.name === 'string' ? merged.name.trim() : '';
  const nameRefused = issues.some((issue) => issue.path[0] === 'name');
  if (!nameRefused && name && (await nameTaken(tx, name, existing?.id, cache))) {
    refuse('name', messages.product.nameTaken);
  }
  if (!parsed.success || issues.length > 0) throw invalidAt(issues);

  const data = parsed.data;
  const laptop = isLaptopCategory(category);
  const values: ProductValues = {
    name: data.name,
    slug:
      existing && existing.name.trim() === data.name
        ? existing.slug
        : await freeSlug(tx, data.name, existing, cache),
    price: data.price,
    discountedPrice: data.discounted_price ?? null,
    stock: data.stock,
    serialized: data.serialized ?? existing?.serialized ?? false,
    warrantyMonths: data.warranty_months ?? existing?.warrantyMonths ?? 0,
    brand: await canonicalBrand(tx, normalizeBrand(data.brand), cache),
    keyFeatures: data.key_features,
    description: data.description,
    hidden: data.hidden ?? existing?.hidden ?? false,
    categoryId: category?.id ?? null,
    ...columnsFromFields(LAPTOP_FIELDS, (field) => (laptop ? (data[field] ?? null) : null)),
  };
  // A re-imported export repeats every row; rows that change nothing are not rewritten.
  const changed =
    !existing ||
    (Object.keys(values) as (keyof ProductValues)[]).some((key) => values[key] !== existing[key]);
  if (changed) cache.remember(existing, values);
  return { existing, values, changed };
}

/** A concurrent write can take a name between the check and the statement; the unique index decides. */
function rethrowUnique(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'products_name_key') throw fieldError('name', messages.product.nameTaken);
  // Two names that differ only in punctuation share a slug; the loser of that race may simply resend.
  if (constraint === 'products_slug_key') throw new ConflictError(messages.product.slugRace);
  throw error;
}

/** Who writes products and why their stock figures change, for the stock ledger. */
export interface StockSource {
  actor: Actor | null;
  /** The ledger's reason for a changed count, such as "Excel import: stock.xlsx". */
  reason: string;
}

/**
 * Inserts validated new products (several per statement), their stock as opening movements; answers their ids
 * in order.
 */
export async function insertProducts(
  tx: DbOrTx,
  rows: ProductValues[],
  now: Date,
  source: StockSource,
): Promise<number[]> {
  if (rows.length === 0) return [];
  let ids: number[];
  try {
    const inserted = await tx
      .insert(products)
      .values(rows.map((values) => ({ ...values, createdAt: now, updatedAt: now })))
      .returning({ id: products.id });
    ids = inserted.map((row) => row.id);
  } catch (error) {
    rethrowUnique(error);
  }
  await recordStockCounts(
    tx,
    ids.map((productId, index) => ({ productId, difference: rows[index]!.stock ?? 0 })),
    OPENING_STOCK,
    source.actor,
    now,
  );
  return ids;
}

/** Writes one prepared product; answers its id. The caller refreshes search_text in the same transaction. */
export async function writePreparedProduct(
  tx: DbOrTx,
  prepared: PreparedProduct,
  now: Date,
  source: StockSource,
): Promise<number> {
  const { existing, values, changed } = prepared;
  if (!existing) return (await insertProducts(tx, [values], now, source))[0]!;
  if (changed) {
    // The count moves the row by its difference rather than to the typed figure, so a shipment written since
    // the product was read is not undone, and the ledger records exactly what the row moved by.
    const difference = (values.stock ?? existing.stock) - existing.stock;
    const { stock: _typed, ...rest } = values;
    try {
      await tx
        .update(products)
        .set({
          ...rest,
          stock: sql`${products.stock} + ${difference}`,
          updatedAt: now,
          version: sql`${products.version} + 1`,
        })
        .where(eq(products.id, existing.id));
    } catch (error) {
      rethrowUnique(error);
    }
    await recordStockCounts(tx, [{ productId: existing.id, difference }], source.reason, source.actor, now);
  }
  return existing.id;
}

/** A product's fields as its history shows them: API names, the category by name. */
async function historyFields(
  db: DbOrTx,
  values: ProductValues,
  cache: ProductWriteCache,
): Promise<Record<string, ActivityValue>> {
  const category = values.categoryId ? await findCategory(db, values.categoryId, cache) : null;
  const specs = fieldsFromColumns(values, LAPTOP_FIELDS);
  const laptopSpecs = Object.fromEntries(LAPTOP_FIELDS.map((field) => [field, specs[field] ?? null]));
  return {
    name: values.name,
    price: values.price,
    discounted_price: values.discountedPrice ?? null,
    stock: values.stock ?? 0,
    serialized: values.serialized ?? false,
    warranty_months: values.warrantyMonths ?? 0,
    brand: values.brand,
    category: category?.name ?? null,
    key_features: values.keyFeatures ?? '',
    description: values.description ?? '',
    hidden: values.hidden ?? false,
    ...laptopSpecs,
  };
}

/** The history entry for a prepared write, or null when it changes nothing. */
export async function productHistoryEntry(
  db: DbOrTx,
  prepared: PreparedProduct,
  id: number,
  cache: ProductWriteCache,
  via: 'form' | 'import',
): Promise<ActivityEntry | null> {
  const { existing, values, changed } = prepared;
  if (existing && !changed) return null;
  let changes: ActivityChanges = {};
  if (existing) {
    changes = changedFields(await historyFields(db, existing, cache), await historyFields(db, values, cache));
  }
  const action = existing
    ? via === 'import'
      ? 'import_updated'
      : 'updated'
    : via === 'import'
      ? 'import_created'
      : 'created';
  return { entityType: 'product', entityId: id, entityLabel: values.name, action, changes };
}

export async function getProductById(
  db: DbOrTx,
  id: number,
  options: { includeHidden?: boolean } = {},
): Promise<ProductView | null> {
  const rows = await selectProductRows(db)
    .where(and(eq(products.id, id), options.includeHidden ? undefined : eq(products.hidden, false)))
    .limit(1);
  const [view] = await toProductViews(db, rows);
  return view ?? null;
}

/** A product by slug or, failing that, by numeric id; the public never sees hidden products. */
export async function getProduct(
  db: DbOrTx,
  slugOrId: string,
  options: { includeHidden?: boolean } = {},
): Promise<ProductView | null> {
  const identifier = stripNul(slugOrId);
  if (options.includeHidden) return readProduct(db, identifier, true);
  return cachedRead(db, `product\u0000${identifier}`, () => readProduct(db, identifier, false));
}

/** What every product page asks first: a visible product by its slug. */
const visibleProductBySlug = preparedRead('visible_product_by_slug', (db) =>
  selectProductRows(db)
    .where(and(eq(products.slug, sql.placeholder('slug')), eq(products.hidden, false)))
    .limit(1),
);

async function readProduct(db: DbOrTx, identifier: string, includeHidden: boolean) {
  const id = /^\d{1,9}$/.test(identifier) ? Number(identifier) : null;
  if (id === null && !includeHidden) {
    const [view] = await toProductViews(db, await visibleProductBySlug(db, { slug: identifier }));
    return view ?? null;
  }
  const rows = await selectProductRows(db)
    .where(
      and(
        id === null ? eq(products.slug, identifier) : or(eq(products.slug, identifier), eq(products.id, id)),
        includeHidden ? undefined : eq(products.hidden, false),
      ),
    )
    .orderBy(sql`${products.slug} = ${identifier} desc`)
    .limit(1);
  const [view] = await toProductViews(db, rows);
  return view ?? null;
}

interface ProductWrite {
  id?: number;
  fields: ProductInput;
  /** The version the editor loaded; when given, a product changed since then is refused. */
  version?: number;
}

async function writeOne(db: DbOrTx, target: ProductWrite, actor: Actor | null, now: Date) {
  const id = await db.transaction(async (tx) => {
    const cache = new ProductWriteCache();
    const prepared = await prepareProductFields(tx, target, cache);
    if (target.version !== undefined && prepared.existing && prepared.existing.version !== target.version) {
      throw new ConflictError(messages.product.changedSinceOpened);
    }
    const written = await writePreparedProduct(tx, prepared, now, { actor, reason: COUNTED_ON_FORM });
    if (prepared.changed) await refreshSearchText(tx, sql`p.id = ${written}`);
    const entry = await productHistoryEntry(tx, prepared, written, cache, 'form');
    if (entry) await recordActivity(tx, actor, now, entry);
    return written;
  });
  return (await getProductById(db, id, { includeHidden: true }))!;
}

export function createProduct(
  db: DbOrTx,
  fields: ProductInput,
  actor: Actor | null,
  now: Date,
): Promise<ProductView> {
  return writeOne(db, { fields }, actor, now);
}

/** PUT semantics: the fields given replace the stored ones; the category may be left out. */
export function updateProduct(
  db: DbOrTx,
  id: number,
  fields: ProductInput,
  actor: Actor | null,
  now: Date,
  version?: number,
): Promise<ProductView> {
  return writeOne(db, { id, fields, version }, actor, now);
}

export async function setHidden(
  db: DbOrTx,
  id: number,
  hidden: boolean,
  actor: Actor | null,
  now: Date,
): Promise<ProductView | null> {
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hidden: products.hidden })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!before) return false;
    if (before.hidden === hidden) return true;
    const [updated] = await tx
      .update(products)
      .set({ hidden, updatedAt: now, version: sql`${products.version} + 1` })
      .where(eq(products.id, id))
      .returning({ name: products.name });
    await recordActivity(tx, actor, now, {
      entityType: 'product',
      entityId: id,
      entityLabel: updated!.name,
      action: hidden ? 'hidden' : 'unhidden',
      changes: { hidden: { from: !hidden, to: hidden } },
    });
    return true;
  });
  return found ? getProductById(db, id, { includeHidden: true }) : null;
}

/**
 * Deletes a product and its image rows, then the image files nobody else uses: identical uploads share one
 * content-hashed file, so a file stays while another product image or a category icon points at it.
 */
export async function deleteProduct(
  db: DbOrTx,
  media: MediaStore,
  id: number,
  actor: Actor | null,
  now: Date,
): Promise<boolean> {
  const orphans = await db.transaction(async (tx) => {
    const images = await tx.select().from(productImages).where(eq(productImages.productId, id));
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ id: products.id, name: products.name });
    if (!deleted) return null;
    await recordActivity(tx, actor, now, {
      entityType: 'product',
      entityId: id,
      entityLabel: deleted.name,
      action: 'deleted',
    });
    const keys = [...new Set(images.map((image) => image.mediaKey))];
    if (keys.length === 0) return [];
    const stillUsed = new Set<string>();
    const [others, icons] = await Promise.all([
      tx
        .select({ key: productImages.mediaKey })
        .from(productImages)
        .where(inArray(productImages.mediaKey, keys)),
      tx.select({ key: categories.iconKey }).from(categories).where(inArray(categories.iconKey, keys)),
    ]);
    for (const row of [...others, ...icons]) if (row.key) stillUsed.add(row.key);
    return images.filter((image) => !stillUsed.has(image.mediaKey));
  });
  if (orphans === null) return false;
  await Promise.all(orphans.map((image) => deleteStoredImage(media, image)));
  return true;
}

/** The brand picker: the defaults plus every brand in use, one per case-insensitive name, sorted. */
export function listBrands(db: DbOrTx): Promise<string[]> {
  return cachedRead(db, 'brands', () => readBrands(db));
}

async function readBrands(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ brand: products.brand }).from(products);
  return brandOptions(rows.map((row) => row.brand));
}
