import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Icon image: content-hash media key and the widths stored for it (see server/services/media-urls). */
    iconKey: text('icon_key'),
    iconWidths: integer('icon_widths').array(),
    iconWidth: integer('icon_width'),
    iconHeight: integer('icon_height'),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_name_key').on(sql`lower(btrim(${t.name}))`),
  ],
);

/** PostgreSQL's parsed-words type; drizzle has no column builder for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    discountedPrice: numeric('discounted_price', { precision: 12, scale: 2 }),
    /** What the shop paid a unit; staff-only, the floor below which no tier or break discounts. */
    cost: numeric('cost', { precision: 12, scale: 2 }),
    /** Units on hand: the running sum of the product's stock movements (db/schema/sales.ts). */
    stock: integer('stock').notNull().default(0),
    /** Units promised to accepted quotations and confirmed orders and not yet shipped; the same kind of sum. */
    reserved: integer('reserved').notNull().default(0),
    /** Shipping asks for one serial number per unit, and the warranty look-up finds them. */
    serialized: boolean('serialized').notNull().default(false),
    /** The months of warranty a delivered unit carries, counted from its delivery. */
    warrantyMonths: integer('warranty_months').notNull().default(0),
    brand: text('brand').notNull(),
    keyFeatures: text('key_features').notNull().default(''),
    description: text('description').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    processor: text('processor'),
    ramSize: text('ram_size'),
    storageType: text('storage_type'),
    storageCapacity: text('storage_capacity'),
    screenSize: text('screen_size'),
    resolution: text('resolution'),
    operatingSystem: text('operating_system'),
    warranty: text('warranty'),
    /** Denormalised text the search runs on (name, brand, category, features, description). */
    searchText: text('search_text').notNull().default(''),
    /**
     * What people name a product by (name, brand, category), lower-cased: typos are looked for here with
     * trigram likeness, not in the descriptions and specs of search_text, where a word like "wifi" shares
     * trigrams with most of the catalogue and each candidate's likeness is computed over hundreds of characters.
     */
    searchTitle: text('search_title').notNull().default(''),
    /**
     * The words of search_text, parsed once when it is written. Matching short words ("hp", "i5") on an
     * expression index alone cost a to_tsvector per row whenever the planner chose to scan (300 ms for "a" at
     * 50,000 products); stored, a scan only reads them.
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every write, so an edit made on a stale copy is refused instead of undoing another's. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_name_key').on(sql`lower(btrim(${t.name}))`),
    index('products_category_idx').on(t.categoryId, t.hidden),
    index('products_created_idx').on(t.createdAt, t.id),
    // What the storefront lists newest first (read backwards), index-only to a deep page's offset (decision 009).
    index('products_visible_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.hidden}`),
    index('products_visible_category_newest_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`not ${t.hidden}`),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_title_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('products_search_words_idx').using('gin', t.searchWords),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Media key: the content hash the stored variants are named after. */
    mediaKey: text('media_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.id)],
);

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;

/**
 * One row: the catalogue version. Triggers on products, categories and product_images raise it in the same
 * transaction as the write (migration 0004, written by hand), so caches keyed by it never serve a catalogue
 * older than the last commit (server/services/catalogue/catalogue-cache.ts).
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_state_single_row', sql`${t.id}`)],
);
