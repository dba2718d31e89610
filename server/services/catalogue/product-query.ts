import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '~/db/client';
import { categories, productImages, products, type Product } from '~/db/schema';
import type {
  ActiveFilters,
  FilterGroup,
  FiltersResponse,
  ProductListQuery,
  ProductView,
} from '~/domain/catalogue';
import { FILTER_GROUPS, isLaptopCategory, LAPTOP_FIELDS } from '~/domain/catalogue';
import { COMMON_PRODUCT_FIELDS, fieldsFromColumns } from '~/domain/product-fields';
import { UNCATEGORIZED_LABEL } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { NotFoundError } from '../../errors';
import { toImageView } from '../shared/media-urls';
import { likePattern } from '../shared/like-pattern';
import { byParent } from '../shared/children-of';
import { preparedRead } from '../shared/prepared-read';
import { cachedRead } from './catalogue-cache';
import { searchGateOf } from './search-gate';
import {
  exactCondition,
  FUZZY_CANDIDATE_LIMIT,
  FUZZY_THRESHOLD,
  fuzzyCondition,
  searchRank,
  searchTerms,
  type SearchTerms,
} from './search-query';

// The search columns can be long; views never need them, so they are left out of every read.
const {
  searchText: _searchText,
  searchTitle: _searchTitle,
  searchWords: _searchWords,
  ...productColumns
} = getTableColumns(products);

const productViewColumns = {
  ...productColumns,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export type ProductRow = Omit<Product, 'searchText' | 'searchTitle' | 'searchWords'> & {
  categoryName: string | null;
  categorySlug: string | null;
};

export function selectProductRows(db: DbOrTx) {
  return db
    .select(productViewColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
}

/**
 * The images of a product page's product or of a listing's page, and the rows of that page, through statements
 * prepared once: every cold page and list answer reads them, and drizzle building them again each time (two
 * dozen columns and a join) cost as much as the rest of a listing's queries. The ids go in as one array.
 */
const imagesOfProducts = preparedRead('images_of_products', (db) =>
  db
    .select()
    .from(productImages)
    .where(sql`${productImages.productId} = any(${sql.placeholder('productIds')}::int[])`)
    .orderBy(asc(productImages.id)),
);

const productRowsByIds = preparedRead('product_rows_by_ids', (db) =>
  selectProductRows(db).where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`),
);

/** Views for a page of rows, with every row's images loaded in one query. */
export async function toProductViews(db: DbOrTx, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const byProduct = byParent(
    await imagesOfProducts(db, { productIds: rows.map((row) => row.id) }),
    (image) => image.productId,
    (image) => image,
  );
  return rows.map((row) => {
    const imageViews = (byProduct.get(row.id) ?? []).map(toImageView);
    // Keys in the spec's order: the slugs after the name, the category and pictures before the laptop specs.
    const { name, ...common } = fieldsFromColumns(row, COMMON_PRODUCT_FIELDS);
    return {
      id: row.id,
      name,
      product_slug: row.slug,
      slug: row.slug,
      ...common,
      reserved: row.reserved,
      category_slug: row.categorySlug,
      category_name: row.categoryName ?? UNCATEGORIZED_LABEL,
      image: imageViews[0]?.image ?? null,
      image_srcset: imageViews[0]?.srcset ?? null,
      images: imageViews,
      ...fieldsFromColumns(row, LAPTOP_FIELDS),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      version: row.version,
    };
  });
}

/** Postgres text cannot hold NUL; such input can only come from a crafted URL and matches nothing. */
export const stripNul = (value: string) => value.replace(/\0/g, '');

/** A category named in a URL: by slug, or by name regardless of case as the storefront's links allow. */
function findCategoryBySlug(db: DbOrTx, raw: string) {
  const slugOrName = stripNul(raw);
  return cachedRead(db, `category-ref\u0000${slugOrName}`, () => readCategoryRef(db, slugOrName));
}

async function readCategoryRef(db: DbOrTx, slugOrName: string) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      or(
        eq(categories.slug, slugOrName),
        sql`lower(btrim(${categories.name})) = lower(btrim(${slugOrName}))`,
      ),
    )
    .orderBy(sql`${categories.slug} = ${slugOrName} desc`)
    .limit(1);
  return category ?? null;
}

/** What each filter group matches on; storage is shown and filtered as "capacity type" ("512GB SSD"). */
const filterColumns: Record<FilterGroup, SQL> = {
  brand: sql`${products.brand}`,
  processor: sql`${products.processor}`,
  ram_size: sql`${products.ramSize}`,
  storage: sql`nullif(concat_ws(' ', ${products.storageCapacity}, ${products.storageType}), '')`,
  screen_size: sql`${products.screenSize}`,
  operating_system: sql`${products.operatingSystem}`,
};

function filterConditions(filters: ActiveFilters | undefined): SQL[] {
  const conditions: SQL[] = [];
  for (const [group, raw] of Object.entries(filters ?? {}) as [FilterGroup, string[]][]) {
    if (!raw?.length || !(group in filterColumns)) continue;
    const values = raw.map(stripNul);
    if (group === 'brand') {
      // Brands are matched regardless of case, like the brand picker; lower(brand) has an index.
      const lowered = values.map((value) => value.toLowerCase());
      conditions.push(sql`lower(${products.brand}) in ${lowered}`);
    } else {
      conditions.push(sql`${filterColumns[group]} in ${values}`);
    }
  }
  return conditions;
}

/**
 * The admin's name search: a case-insensitive substring of the name, with %, _ and \ taken literally.
 * search_text starts with the lower-cased name, so the same pattern on it is implied by the name test and lets
 * the trigram index narrow 50,000 rows down to the candidates before the exact test runs on each (on 50,000
 * PGlite rows, "pro 14" takes 14 ms this way against 80 ms scanning).
 */
function nameCondition(name: string): SQL {
  const pattern = likePattern(name);
  const exact = sql`lower(${products.name}) like lower(${pattern})`;
  // Under three characters there is no trigram to look up: the index would be read whole, slower than a scan.
  if ([...name].length < 3) return exact;
  return sql`(${products.searchText} like lower(${pattern}) and ${exact})`;
}

const effectivePrice = sql`case when ${products.discountedPrice} < ${products.price}
  then ${products.discountedPrice} else ${products.price} end`;

function sortOrder(query: ProductListQuery, terms: SearchTerms | null, matches: SQL): SQL[] {
  switch (query.sort) {
    case 'price_asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(effectivePrice), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'latest':
      return [desc(products.createdAt), desc(products.id)];
    default:
      if (terms) return [desc(searchRank(terms, matches)), desc(products.id)];
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of products. An unknown category is a 404. Without an explicit sort, a search is ordered by
 * relevance and a plain listing newest first. A search looks for the words as typed, then (only when
 * nothing matched) for one-slip spelling variants and split model numbers, then for trigram matches among
 * a capped number of candidates, so the common case stays on cheap index lookups and the worst stays bounded.
 */
export function listProducts(
  db: DbOrTx,
  query: ProductListQuery,
  /** The visitor asking, whose new searches are limited (search-gate.ts); absent for the shop's own reads. */
  client?: string,
): Promise<{ count: number; results: ProductView[] }> {
  // What the public sees is cached per catalogue version; the back office's lists (hidden products, the
  // name search) and large pages are not: they are read by few, and would crowd out the pages visitors share.
  if (query.includeHidden || query.name || query.pageSize > MAX_CACHED_PAGE_SIZE)
    return readProducts(db, query);
  const key = `products\u0000${productsKey(query)}`;
  if (!query.query?.trim()) return cachedRead(db, key, () => readProducts(db, query));
  const gate = searchGateOf(db);
  return cachedRead(
    db,
    key,
    () => gate.run(() => readProducts(db, query)),
    client === undefined ? undefined : () => gate.admit(client),
  );
}

const MAX_CACHED_PAGE_SIZE = 60;

/** The parts of a public listing that decide its answer, in a fixed order. */
function productsKey(query: ProductListQuery): string {
  return JSON.stringify([
    query.category ?? null,
    query.query ?? null,
    query.sort ?? null,
    query.page,
    query.pageSize,
    Object.entries(query.filters ?? {})
      .filter(([, values]) => values?.length)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}

/**
 * The rows of picked products, in the order they were picked. Picking and reading are two statements, so a
 * product deleted between them is left out rather than handed on as a missing row.
 */
async function rowsInOrder(db: DbOrTx, picked: readonly { id: number }[]): Promise<ProductRow[]> {
  if (picked.length === 0) return [];
  const ids = picked.map((row) => row.id);
  const byId = new Map((await productRowsByIds(db, { ids })).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * From this many rows in, a plain listing's page is a slice of its cached ids (newestVisibleIds) instead of an
 * index walk over every entry before it. Shallower pages, the ones most visitors see, keep their own small
 * queries, so a change to the catalogue does not make the first page after it read every id.
 */
const DEEP_LISTING_OFFSET = 600;

/**
 * The ids of the visible products, newest first, of a category or of the whole catalogue: read once per
 * catalogue version (about 10 ms for 50,000 on PostgreSQL, 400 KB), so the deep pages that crawlers and
 * random jumps ask for cost one primary-key read of their rows (list API at random pages: 2.9 → 0.5 ms of the
 * database's CPU each).
 */
function newestVisibleIds(db: DbOrTx, categoryId: number | null): Promise<number[]> {
  return cachedRead(db, `newest-ids\u0000${categoryId ?? ''}`, async () => {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.hidden, false),
          categoryId === null ? undefined : eq(products.categoryId, categoryId),
        ),
      )
      .orderBy(desc(products.createdAt), desc(products.id));
    return rows.map((row) => row.id);
  });
}

async function readProducts(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<{ count: number; results: ProductView[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (!query.includeHidden) conditions.push(eq(products.hidden, false));
  let categoryId: number | null = null;
  if (query.category !== undefined) {
    const category = await findCategoryBySlug(db, query.category);
    if (!category) throw new NotFoundError(messages.category.notFound);
    categoryId = category.id;
    conditions.push(eq(products.categoryId, category.id));
  }
  const filters = filterConditions(query.filters);
  conditions.push(...filters);
  if (query.name) conditions.push(nameCondition(stripNul(query.name)));
  const terms = query.query?.trim() ? searchTerms(stripNul(query.query)) : null;
  if (terms && terms.words.length === 0) return { count: 0, results: [] };

  const offset = (query.page - 1) * query.pageSize;
  const plainNewest =
    !terms &&
    !query.includeHidden &&
    !query.name &&
    filters.length === 0 &&
    (query.sort === undefined || query.sort === 'latest');
  if (plainNewest && offset >= DEEP_LISTING_OFFSET && !(db instanceof PgTransaction)) {
    const ids = await newestVisibleIds(db, categoryId);
    const picked = ids.slice(offset, offset + query.pageSize).map((id) => ({ id }));
    return { count: ids.length, results: await toProductViews(db, await rowsInOrder(db, picked)) };
  }
  if (!terms) {
    const where = and(...conditions);
    // The page's ids first, then its rows: stepping over a deep page's offset reads only the narrow listing
    // index (products_visible_*_newest_idx), not every wide row before it (about 95 → 4 ms at page 3,000).
    const [[total], picked] = await Promise.all([
      db.select({ value: count() }).from(products).where(where),
      db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...sortOrder(query, null, sql`0`))
        .limit(query.pageSize)
        .offset(offset),
    ]);
    return { count: total?.value ?? 0, results: await toProductViews(db, await rowsInOrder(db, picked)) };
  }

  /**
   * A search's page in one pass over its matches: the count rides along as a window over them, and decides
   * the ranking (likeness only for a few hundred matches) within the same query. Counting first and ranking
   * after read and rechecked every match twice, the larger part of a broad search's cost.
   */
  const page = async (tx: DbOrTx, where: SQL | undefined) => {
    const matches = sql<number>`count(*) over ()`;
    const picked = await tx
      .select({ id: products.id, matches: matches.mapWith(Number) })
      .from(products)
      .where(where)
      .orderBy(...sortOrder(query, terms, matches))
      .limit(query.pageSize)
      .offset(offset);
    if (picked.length === 0) {
      if (offset === 0) return { count: 0, rows: [] };
      const [total] = await tx.select({ value: count() }).from(products).where(where);
      return { count: total?.value ?? 0, rows: [] };
    }
    return { count: picked[0]!.matches, rows: await rowsInOrder(tx, picked) };
  };

  const result = await boundedSearch(db, async (tx) => {
    const exact = await page(tx, and(...conditions, exactCondition(terms)));
    if (exact.count > 0) return exact;
    const variants = fuzzyCondition(terms, false);
    const spelled = variants ? await page(tx, and(...conditions, variants)) : exact;
    if (spelled.count > 0) return spelled;
    const trigrams = fuzzyCondition(terms, true);
    if (!trigrams) return spelled;
    // The <% operator reads its threshold from this setting; `true` scopes it to the transaction.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    const candidates = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(...conditions, trigrams))
      .limit(FUZZY_CANDIDATE_LIMIT);
    if (candidates.length === 0) return spelled;
    return page(
      tx,
      inArray(
        products.id,
        candidates.map((row) => row.id),
      ),
    );
  });
  return { count: result.count, results: await toProductViews(db, result.rows) };
}

/**
 * How long one statement of a search may run on PostgreSQL. The steps above keep the worst query of the
 * benchmark set under a quarter of a second at 50,000 products; this is the bound for whatever they missed,
 * so that no visitor's text can hold a connection for long. PGlite runs one statement at a time in this
 * process and has no timer to cancel one with.
 */
const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

/** Runs a search's steps in one transaction under the search's statement timeout (not inside a caller's). */
function boundedSearch<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('statement_timeout', ${String(SEARCH_STATEMENT_TIMEOUT_MS)}, true)`,
    );
    return work(tx);
  });
}

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The filter groups of a category: brand always, the laptop spec groups for the laptop category, each the
 * sorted distinct values among its visible products. Null when the category does not exist.
 */
export function getFilters(db: DbOrTx, categorySlug: string): Promise<FiltersResponse | null> {
  return cachedRead(db, `filters\u0000${categorySlug}`, () => readFilters(db, categorySlug));
}

async function readFilters(db: DbOrTx, categorySlug: string): Promise<FiltersResponse | null> {
  const category = await findCategoryBySlug(db, categorySlug);
  if (!category) return null;
  const groups: readonly FilterGroup[] = isLaptopCategory(category) ? FILTER_GROUPS : ['brand'];
  // Every group's distinct values in one pass over the category, hashed per group by grouping sets: a query
  // per group read the ten thousand laptops of a 50,000-product catalogue six times. Each row of the answer
  // holds one group's value and nulls in the other columns.
  const columns = Object.fromEntries(
    groups.map((group) => [group, sql<string | null>`btrim(${filterColumns[group]})`]),
  );
  const sets = sql.raw(`grouping sets (${groups.map((_, index) => `(${index + 1})`).join(', ')})`);
  const rows = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.categoryId, category.id), eq(products.hidden, false)))
    .groupBy(sets);
  const response: FiltersResponse = {};
  for (const group of groups) {
    const unique = new Map<string, string>();
    for (const row of rows) {
      const value = row[group];
      if (!value) continue;
      const key = group === 'brand' ? value.toLowerCase() : value;
      if (!unique.has(key)) unique.set(key, value);
    }
    response[group] = [...unique.values()].sort(naturalOrder.compare);
  }
  return response;
}

/**
 * The products that order and quotation lines name, by id, and the ids that name none. KEY SHARE keeps each
 * from being deleted before the lines that copy its name and price are written.
 */
export async function holdProducts(tx: Tx, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            discountedPrice: products.discountedPrice,
            stock: products.stock,
          })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('key share');
  const found = new Map(rows.map((row) => [row.id, row]));
  return { found, missing: ids.filter((id) => !found.has(id)) };
}
