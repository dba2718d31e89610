import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CustomerTaxClass } from '~/domain/customer';
import type { PaymentMethod } from '~/domain/payment';
import type { STOCK_MOVEMENT_KINDS } from '~/domain/stock';
import { products } from './catalogue';
import { customers } from './customers';
import { orderItems, orders } from './orders';
import { users } from './users';

/**
 * Every change of a product's stock, one row each (domain/stock.ts says what each kind does). `products.stock`
 * and `products.reserved` are the running sums, written in the same transaction as the row under the product's
 * row lock, so a screen reads them without summing and an audit (`stockLedgerMismatches`) proves they agree.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof STOCK_MOVEMENT_KINDS)[number]>().notNull(),
    /** Units, positive; an adjustment alone may be negative. */
    quantity: integer('quantity').notNull(),
    /** Why: required for an adjustment and for a reservation beyond what is available. */
    reason: text('reason').notNull().default(''),
    /** A reservation made although fewer units were available, on a staff member's word (`reason`). */
    override: boolean('override').notNull().default(false),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('receipt', 'reservation', 'release', 'shipment', 'return', 'adjustment')`,
    ),
    check(
      'stock_movements_quantity_check',
      sql`${t.quantity} > 0 or (${t.kind} = 'adjustment' and ${t.quantity} <> 0)`,
    ),
  ],
);

/**
 * The numbered series: 'invoice' as the BIR registered it (prefix, next, end), 'delivery_receipt' the shop's
 * own. Drawing a number updates the row, which locks it until the document's transaction ends, so numbers are
 * consecutive and a rolled-back document gives its number back.
 */
export const documentSeries = pgTable('document_series', {
  kind: text('kind').primaryKey(),
  prefix: text('prefix').notNull().default(''),
  next: integer('next').notNull().default(1),
  end: integer('end'),
  width: integer('width').notNull().default(6),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One delivery of some or all of an order's lines, with its delivery receipt (DR) number. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The buyer block as the receipt printed it. */
    buyerName: text('buyer_name').notNull(),
    buyerTin: text('buyer_tin').notNull().default(''),
    deliveryAddress: text('delivery_address').notNull().default(''),
    /** The day the goods left; warranties count from it. */
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipments_number_idx').on(t.number), index('shipments_order_idx').on(t.orderId)],
);

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('shipment_lines_shipment_idx').on(t.shipmentId, t.id),
    check('shipment_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * One unit's serial number as delivered. A serial is unique per product (two makers may reuse a number), and
 * the warranty look-up finds it by the normalised text (domain/serials.ts).
 */
export const shipmentSerials = pgTable(
  'shipment_serials',
  {
    id: serial('id').primaryKey(),
    shipmentLineId: integer('shipment_line_id')
      .notNull()
      .references(() => shipmentLines.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    serial: text('serial').notNull(),
    /** The product's warranty when it shipped, so a later change does not rewrite a promise made. */
    warrantyMonths: integer('warranty_months').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipment_serials_serial_idx').on(t.productId, t.serial),
    index('shipment_serials_lookup_idx').on(t.serial),
    index('shipment_serials_line_idx').on(t.shipmentLineId),
  ],
);

/**
 * A sales invoice. Its number comes from the registered series and is never reused: a void keeps the row and
 * the number and says so. The seller and buyer blocks and every tax line are stored as printed, so a later
 * change of the settings or of the customer does not reprint an issued invoice differently.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerTin: text('seller_tin').notNull().default(''),
    sellerAddress: text('seller_address').notNull().default(''),
    buyerName: text('buyer_name').notNull(),
    buyerTin: text('buyer_tin').notNull().default(''),
    buyerAddress: text('buyer_address').notNull().default(''),
    buyerBusinessStyle: text('buyer_business_style').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    taxClass: text('tax_class').$type<CustomerTaxClass>().notNull(),
    pricesIncludeVat: boolean('prices_include_vat').notNull(),
    withholdingPercent: numeric('withholding_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    vatableSales: numeric('vatable_sales', { precision: 12, scale: 2 }).notNull(),
    vatExemptSales: numeric('vat_exempt_sales', { precision: 12, scale: 2 }).notNull(),
    zeroRatedSales: numeric('zero_rated_sales', { precision: 12, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    withholding: numeric('withholding', { precision: 12, scale: 2 }).notNull(),
    amountDue: numeric('amount_due', { precision: 12, scale: 2 }).notNull(),
    /** Whether the buyer's BIR Form 2307 is expected (it withholds) and when it arrived. */
    certificateExpected: boolean('certificate_expected').notNull().default(false),
    certificateReceivedOn: date('certificate_received_on', { mode: 'string' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the last overdue reminder went to the buyer; the outbox job keeps to a limit per week. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    index('invoices_customer_idx').on(t.customerId, t.issuedOn),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_due_idx').on(t.dueOn),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.id)],
);

/**
 * Money received from a customer. Its allocations say which invoices it pays; what is not allocated is the
 * customer's credit. A post-dated check is recorded when received and counts only from its date (domain/payment.ts).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    bank: text('bank').notNull().default(''),
    checkNumber: text('check_number').notNull().default(''),
    checkDate: date('check_date', { mode: 'string' }),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_customer_idx').on(t.customerId, t.receivedOn),
    index('payments_check_date_idx').on(t.checkDate),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', sql`${t.method} in ('cash', 'bank_transfer', 'check', 'gcash', 'maya')`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;
export type Shipment = typeof shipments.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type Payment = typeof payments.$inferSelect;
