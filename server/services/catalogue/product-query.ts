import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import { likePattern, prefixPattern } from '../shared/like-pattern';
import { childrenOf } from '../shared/children-of';
import { cachedRead } from './catalogue-cache';

// search_text can be long; views never need it, so it is left out of every read.
const { searchText: _searchText, ...productColumns } = getTableColumns(products);

export const productViewColumns = {
  ...productColumns,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export type ProductRow = Omit<Product, 'searchText'> & {
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

/** Views for a page of rows, with every row's images loaded in one query. */
export async function toProductViews(db: DbOrTx, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const byProduct = await childrenOf(db, productImages, productImages.productId, ids, productImages.id);
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
export function findCategoryBySlug(db: DbOrTx, raw: string) {
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
 * A typo'd word must reach this pg_trgm word_similarity with the text ("aser" scores 0.6 against "acer" but
 * 0.4 against "paper"). Lower bars let the trigram index hand back most of the catalogue as candidates,
 * each rechecked at a cost, so swapped and doubled letters are handled by spelling variants instead.
 */
const FUZZY_THRESHOLD = 0.5;
const FUZZY_MIN_LENGTH = 4;
const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 8;

interface SearchTerms {
  text: string;
  words: string[];
  compact: string;
}

/** Lower-cased the way search_text is, plus the "compact" form that ignores spacing and punctuation. */
export function searchTerms(raw: string): SearchTerms {
  const text = raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const words = [
    ...new Set(
      text
        .split(' ')
        .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter(Boolean),
    ),
  ].slice(0, MAX_QUERY_WORDS);
  return { text, words, compact: text.replace(/[^\p{L}\p{N}]+/gu, '') };
}

/**
 * The common one-slip typos of a word: a letter typed twice or stray ("lenovvo" → "lenovo") and two letters
 * swapped ("pritner" → "printer"). Trigram similarity scores these poorly; as exact substrings they are cheap.
 */
export function typoVariants(word: string): string[] {
  const variants = new Set<string>();
  const letters = [...word];
  if (letters.length >= 5) {
    for (let at = 0; at < letters.length; at++) {
      variants.add([...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
    }
  }
  if (letters.length >= FUZZY_MIN_LENGTH) {
    for (let at = 0; at < letters.length - 1; at++) {
      const swapped = [...letters];
      [swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!];
      variants.add(swapped.join(''));
    }
  }
  variants.delete(word);
  return [...variants];
}

const contains = (value: string) => sql`${products.searchText} like ${likePattern(value)}`;

/**
 * Exact matching: every word appears in the text, or the query without spaces and punctuation appears in
 * the compact copy of name and specs ("i5 12400" → "i512400"), or full-text search (simple configuration)
 * matches. The substring tests are served by the trigram index, the last by the tsvector index; the cheap
 * tests come first because Postgres rechecks the whole condition on each candidate row.
 */
function exactCondition(terms: SearchTerms): SQL {
  const branches = [sql`(${sql.join(terms.words.map(contains), sql` and `)})`];
  if (terms.compact.length >= 3) branches.push(contains(terms.compact));
  branches.push(
    sql`to_tsvector('simple', ${products.searchText}) @@ websearch_to_tsquery('simple', ${terms.text})`,
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}

/**
 * Typo-tolerant matching: each word appears as typed or as a one-slip variant, and, when `trigrams` is set,
 * may instead be a close trigram match (rechecked row by row, so it is the last resort).
 */
function fuzzyCondition(terms: SearchTerms, trigrams: boolean): SQL {
  const perWord = terms.words.map((word) => {
    const options = [word, ...typoVariants(word)].map(contains);
    if (trigrams && word.length >= FUZZY_MIN_LENGTH) options.push(sql`${word} <% ${products.searchText}`);
    return sql`(${sql.join(options, sql` or `)})`;
  });
  return sql`(${sql.join(perWord, sql` and `)})`;
}

/**
 * Best first: the exact name, then names that start with the query, then names closest to it. Only the short
 * name is scored: ranking by ts_rank over the whole text costs a to_tsvector per matching row, seconds for a
 * broad query on 50,000 products.
 */
function searchRank(terms: SearchTerms): SQL {
  const name = sql`lower(btrim(${products.name}))`;
  return sql`(
    (${name} = ${terms.text})::int * 4
    + word_similarity(${terms.text}, ${name}) * 2
    + (${name} like ${likePattern(terms.text)})::int
    + (${name} like ${prefixPattern(terms.text)})::int
  )`;
}

/**
 * Up to this many matches are all scored. Past it (a one-word search matching a fifth of the catalogue),
 * only the matches with a query word in their name are: the others could only score on a faint trigram
 * likeness to a name without any of the words, and word_similarity on each of 11,000 rows was most of
 * the cost of a broad search. They follow the scored ones, newest first.
 */
export const RANK_ALL_LIMIT = 500;

function boundedSearchRank(terms: SearchTerms): SQL {
  const name = sql`lower(${products.name})`;
  const inName = sql.join(
    terms.words.map((word) => sql`${name} like ${likePattern(word)}`),
    sql` or `,
  );
  return sql`case when ${inName} then ${searchRank(terms)} else 0 end`;
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

function sortOrder(query: ProductListQuery, terms: SearchTerms | null, matches: number): SQL[] {
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
      if (terms) {
        const rank = matches > RANK_ALL_LIMIT ? boundedSearchRank(terms) : searchRank(terms);
        return [desc(rank), desc(products.id)];
      }
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of products. An unknown category is a 404. Without an explicit sort, a search is ordered by
 * relevance and a plain listing newest first. A search looks for the words as typed, then (only when
 * nothing matched) for one-slip spelling variants, then for trigram matches, so the common case stays on
 * cheap index lookups.
 */
export function listProducts(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<{ count: number; results: ProductView[] }> {
  // What the public sees is cached per catalogue version; the back office's lists (hidden products, the
  // name search) and large pages are not: they are read by few, and would crowd out the pages visitors share.
  if (query.includeHidden || query.name || query.pageSize > MAX_CACHED_PAGE_SIZE)
    return readProducts(db, query);
  return cachedRead(db, `products\u0000${productsKey(query)}`, () => readProducts(db, query));
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

async function readProducts(
  db: DbOrTx,
  query: ProductListQuery,
): Promise<{ count: number; results: ProductView[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (!query.includeHidden) conditions.push(eq(products.hidden, false));
  if (query.category !== undefined) {
    const category = await findCategoryBySlug(db, query.category);
    if (!category) throw new NotFoundError(messages.category.notFound);
    conditions.push(eq(products.categoryId, category.id));
  }
  conditions.push(...filterConditions(query.filters));
  if (query.name) conditions.push(nameCondition(stripNul(query.name)));
  const terms = query.query?.trim() ? searchTerms(stripNul(query.query)) : null;
  if (terms && terms.words.length === 0) return { count: 0, results: [] };

  const page = async (tx: DbOrTx, where: SQL | undefined) => {
    const [total] = await tx.select({ value: count() }).from(products).where(where);
    const rows = await selectProductRows(tx)
      .where(where)
      .orderBy(...sortOrder(query, terms, total?.value ?? 0))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { count: total?.value ?? 0, rows };
  };

  let result = await page(db, and(...conditions, terms ? exactCondition(terms) : undefined));
  if (terms && result.count === 0) {
    result = await page(db, and(...conditions, fuzzyCondition(terms, false)));
  }
  if (terms && result.count === 0) {
    result = await db.transaction(async (tx) => {
      // The <% operator reads its threshold from this setting; `true` scopes it to the transaction.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
      );
      return page(tx, and(...conditions, fuzzyCondition(terms, true)));
    });
  }
  return { count: result.count, results: await toProductViews(db, result.rows) };
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
