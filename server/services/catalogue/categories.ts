import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { categories, products, type Category } from '~/db/schema';
import type { CategoryView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { slugify, uniqueSlug } from '~/domain/slug';
import { fieldError, NotFoundError } from '../../errors';
import { uniqueViolation } from '../shared/db-errors';
import { givenFields, type FieldColumns } from '../shared/given-fields';
import { sameName } from '../shared/same-name';
import type { MediaStore } from '../media/media-store';
import { categoryIcon, largestUrl, srcset, type StoredImage } from '../shared/media-urls';
import { releaseStoredImage, storeFormImage } from '../media/media';
import { refreshSearchText } from './search-text';
import { changedFields } from '~/domain/activity';
import { recordActivity, recordChanges, type Actor } from '../activity/activity';
import { cachedRead } from './catalogue-cache';

const SLUG_FALLBACK = 'category';
/** Concurrent writers can take the same free slug; the unique index refuses one, which then tries again. */
const SLUG_ATTEMPTS = 3;

export interface CategoryInput {
  name: string;
  /** Bytes of a new icon; null leaves the icon as it is. */
  icon: Buffer | null;
}

/** The input fields a category stores as given; the icon is stored as images first (`iconColumns`). */
export type CategoryColumns = FieldColumns<CategoryInput, typeof categories, 'icon'>;
export const CATEGORY_COLUMNS = { name: 'name' } as const satisfies CategoryColumns;

// Written out with table names: drizzle leaves columns unqualified in single-table queries, which inside
// this correlated subquery would resolve to the products table.
const visibleProductCount = sql<number>`(
  SELECT count(*)::int FROM products AS counted
  WHERE counted.category_id = categories.id AND NOT counted.hidden
)`;

function toCategoryView(row: Category, productCount: number): CategoryView {
  const icon = categoryIcon(row);
  const iconUrl = icon ? largestUrl(icon) : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: iconUrl,
    icon_srcset: icon ? srcset(icon) : null,
    image: iconUrl ?? row.image,
    product_count: Number(productCount),
  };
}

async function selectViews(db: DbOrTx, where?: SQL, orderBy: SQL[] = []): Promise<CategoryView[]> {
  const rows = await db
    .select({ category: categories, productCount: visibleProductCount })
    .from(categories)
    .where(where)
    .orderBy(...orderBy, asc(categories.id));
  return rows.map((row) => toCategoryView(row.category, row.productCount));
}

/**
 * All categories by name, each with its number of visible products. Every storefront page shows this list,
 * so the counts come from one grouped pass over the products: a count per category read them once each
 * and cost twice as much (80 ms against 40 ms on 50,000 PGlite rows).
 */
export function listCategories(db: DbOrTx): Promise<CategoryView[]> {
  return cachedRead(db, 'categories', () => readCategories(db));
}

async function readCategories(db: DbOrTx): Promise<CategoryView[]> {
  const counts = db
    .select({ categoryId: products.categoryId, value: sql<number>`count(*)::int`.as('value') })
    .from(products)
    .where(eq(products.hidden, false))
    .groupBy(products.categoryId)
    .as('counts');
  const rows = await db
    .select({ category: categories, productCount: sql<number>`coalesce(${counts.value}, 0)` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(sql`lower(${categories.name})`, asc(categories.id));
  return rows.map((row) => toCategoryView(row.category, row.productCount));
}

/**
 * A category by numeric id, slug or name (any letter case), in that order of preference: the storefront
 * resolves `/category/{slug}` with it and the spec lets that segment be a slug or a name.
 */
export async function getCategory(db: DbOrTx, idOrSlug: string): Promise<CategoryView | null> {
  const key = idOrSlug.trim();
  if (!key) return null;
  return cachedRead(db, `category\u0000${key}`, () => readCategory(db, key));
}

async function readCategory(db: DbOrTx, key: string): Promise<CategoryView | null> {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const byId = id === null ? sql`false` : sql`${categories.id} = ${id}`;
  const [view] = await selectViews(
    db,
    or(byId, eq(categories.slug, key.toLowerCase()), sql`lower(btrim(${categories.name})) = lower(${key})`),
    [sql`CASE WHEN ${byId} THEN 0 WHEN ${categories.slug} = ${key.toLowerCase()} THEN 1 ELSE 2 END`],
  );
  return view ?? null;
}

const categoryGone = () => new NotFoundError(messages.category.notFound);

async function getCategoryById(db: DbOrTx, id: number): Promise<CategoryView> {
  const [view] = await selectViews(db, eq(categories.id, id));
  if (!view) throw categoryGone();
  return view;
}

function nameTaken() {
  return fieldError('name', messages.category.nameTaken);
}

/** Checked before an icon is processed, so a clash answers at once; the unique index covers races. */
async function assertNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sameName(categories.name, categories.id, name, exceptId))
    .limit(1);
  if (clash) throw nameTaken();
}

async function freeSlug(db: DbOrTx, name: string, exceptId?: number): Promise<string> {
  const root = slugify(name) || SLUG_FALLBACK;
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        or(eq(categories.slug, root), sql`${categories.slug} LIKE ${`${root}-%`}`),
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    );
  return uniqueSlug(name, new Set(rows.map((row) => row.slug)), SLUG_FALLBACK);
}

/** A renamed category keeps its slug (and so its links) while the new name still slugifies to the same root. */
function slugStillFits(slug: string, name: string): boolean {
  const root = slugify(name) || SLUG_FALLBACK;
  return slug === root || new RegExp(`^${root}-\\d+$`).test(slug);
}

function iconColumns(icon: StoredImage) {
  return { iconKey: icon.mediaKey, iconWidths: icon.widths, iconWidth: icon.width, iconHeight: icon.height };
}

/**
 * Runs a write that may lose a race for its slug or name; a taken name is the client's error, a taken slug
 * is recomputed and tried again.
 */
async function withUniqueRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'categories_name_key') throw nameTaken();
      if (constraint !== 'categories_slug_key' || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

export async function createCategory(
  db: Db,
  media: MediaStore,
  input: CategoryInput,
  actor: Actor | null,
  now: Date,
): Promise<CategoryView> {
  await assertNameFree(db, input.name);
  // Category forms answer 400 with an `icon` field error for a file that is not an image (see the routes).
  const icon = input.icon ? await storeFormImage(media, input.icon, 'icon', 'invalid') : null;
  try {
    const row = await withUniqueRetry(() =>
      db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(categories)
          .values({
            ...givenFields(input, CATEGORY_COLUMNS),
            slug: await freeSlug(tx, input.name),
            ...(icon ? iconColumns(icon) : {}),
          })
          .returning();
        await recordActivity(tx, actor, now, {
          entityType: 'category',
          entityId: inserted!.id,
          entityLabel: inserted!.name,
          action: 'created',
        });
        return inserted!;
      }),
    );
    return toCategoryView(row, 0);
  } catch (error) {
    await releaseStoredImage(db, media, icon);
    throw error;
  }
}

export async function updateCategory(
  db: Db,
  media: MediaStore,
  id: number,
  input: CategoryInput,
  actor: Actor | null,
  now: Date,
): Promise<CategoryView> {
  const [current] = await db.select().from(categories).where(eq(categories.id, id));
  if (!current) throw categoryGone();
  await assertNameFree(db, input.name, id);
  const icon = input.icon ? await storeFormImage(media, input.icon, 'icon', 'invalid') : null;
  try {
    await withUniqueRetry(() =>
      db.transaction(async (tx) => {
        const slug = slugStillFits(current.slug, input.name)
          ? current.slug
          : await freeSlug(tx, input.name, id);
        const [updated] = await tx
          .update(categories)
          .set({
            ...givenFields(input, CATEGORY_COLUMNS),
            slug,
            updatedAt: sql`now()`,
            ...(icon ? iconColumns(icon) : {}),
          })
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        if (!updated) throw categoryGone();
        // Product search text includes the category name.
        if (input.name !== current.name) await refreshSearchText(tx, sql`p.category_id = ${id}`);
        const changes = changedFields({ name: current.name }, { name: input.name });
        if (icon) changes.icon = { from: current.iconKey ? 'previous icon' : null, to: 'new icon' };
        await recordChanges(tx, actor, now, {
          entityType: 'category',
          entityId: id,
          entityLabel: input.name,
          action: 'updated',
          changes,
        });
      }),
    );
  } catch (error) {
    await releaseStoredImage(db, media, icon);
    throw error;
  }
  if (icon) await releaseStoredImage(db, media, categoryIcon(current));
  return getCategoryById(db, id);
}

/** Its products stay, uncategorized (the foreign key sets them to null); its icon files go. */
export async function deleteCategory(
  db: Db,
  media: MediaStore,
  id: number,
  actor: Actor | null,
  now: Date,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const orphaned = await tx
      .update(products)
      .set({ categoryId: null })
      .where(eq(products.categoryId, id))
      .returning({ id: products.id });
    const [row] = await tx.delete(categories).where(eq(categories.id, id)).returning();
    if (!row) throw categoryGone();
    await recordActivity(tx, actor, now, {
      entityType: 'category',
      entityId: id,
      entityLabel: row.name,
      action: 'deleted',
      note: orphaned.length > 0 ? `${orphaned.length} product(s) left without a category` : '',
    });
    if (orphaned.length > 0) {
      await refreshSearchText(
        tx,
        inArray(
          sql`p.id`,
          orphaned.map((product) => product.id),
        ),
      );
    }
    return row;
  });
  await releaseStoredImage(db, media, categoryIcon(deleted));
}
