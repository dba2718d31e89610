import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CustomerTaxClass } from '~/domain/customer';
import { categories, products } from './catalogue';

/** The owner's named price levels (Retail is no tier: it is the product's own price). */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('price_tiers_name_idx').on(sql`lower(${t.name})`)],
);

/** A tier's own price for one product; it wins over the tier's percentage for the product's category. */
export const productTierPrices = pgTable(
  'product_tier_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => priceTiers.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tierId] }),
    check('product_tier_prices_price_check', sql`${t.price} > 0`),
  ],
);

/** A tier's percentage off retail for every product of a category. */
export const tierCategoryDiscounts = pgTable(
  'tier_category_discounts',
  {
    tierId: integer('tier_id')
      .notNull()
      .references(() => priceTiers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tierId, t.categoryId] }),
    check('tier_category_discounts_percent_check', sql`${t.percent} > 0 and ${t.percent} < 100`),
  ],
);

/** A product's price from a quantity up, for every buyer (no tier) or for one tier's buyers. */
export const priceBreaks = pgTable(
  'price_breaks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tierId: integer('tier_id').references(() => priceTiers.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    unique('price_breaks_product_tier_quantity_key')
      .on(t.productId, t.tierId, t.minQuantity)
      .nullsNotDistinct(),
    check('price_breaks_quantity_check', sql`${t.minQuantity} >= 2`),
    check('price_breaks_price_check', sql`${t.price} > 0`),
  ],
);

/**
 * One buying company or person. Inquiries, quotations and orders link to it and keep their own copies of the
 * name and address as the document said them at the time.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Short and unique, given by staff or made from the id (C-00042). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** `123-456-789-00000`: the BIR number and the branch code; empty when unknown. */
    tin: text('tin').notNull().default(''),
    businessStyle: text('business_style').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    taxClass: text('tax_class').$type<CustomerTaxClass>().notNull().default('vat'),
    /** The percentage the buyer withholds (1 for goods, 2 for services); 0 when it withholds none. */
    withholdingPercent: numeric('withholding_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** 0 is cash or COD. */
    paymentTermDays: integer('payment_term_days').notNull().default(0),
    creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }),
    priceTierId: integer('price_tier_id').references(() => priceTiers.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The quotation defaults for this buyer; empty falls back to the shop's settings. */
    quotationTerms: text('quotation_terms').notNull().default(''),
    quotationNotes: text('quotation_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_code_idx').on(sql`lower(${t.code})`),
    index('customers_name_idx').on(sql`lower(${t.name})`),
    index('customers_tin_idx').on(t.tin),
    index('customers_tier_idx').on(t.priceTierId),
    check(
      'customers_tax_class_check',
      sql`${t.taxClass} in ('vat', 'vat_exempt', 'zero_rated', 'government')`,
    ),
    check('customers_withholding_check', sql`${t.withholdingPercent} in (0, 1, 2)`),
    check('customers_terms_check', sql`${t.paymentTermDays} in (0, 7, 15, 30, 60)`),
  ],
);

export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.customerId),
    index('customer_contacts_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('customer_contacts_primary_idx')
      .on(t.customerId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    address: text('address').notNull(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

export type Customer = typeof customers.$inferSelect;
export type CustomerContact = typeof customerContacts.$inferSelect;
export type CustomerAddress = typeof customerAddresses.$inferSelect;
export type PriceTier = typeof priceTiers.$inferSelect;
