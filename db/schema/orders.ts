import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderItemKind, OrderStatus } from '~/domain/order';
import { products } from './catalogue';
import { inquiries } from './inquiries';
import { users } from './users';
import { customers } from './customers';

/** An order staff record for a customer (from an inquiry, a call or a walk-in); stock moves when it ships. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    customerCompany: text('customer_company').notNull().default(''),
    /** 'pending' | 'shipped' | 'delivered' | 'cancelled'; the service owns the transitions. */
    /** The buyer this document is for; its own name and address fields stay what the document said. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    notes: text('notes').notNull().default(''),
    /** Where the goods go, kept from the quotation or typed by staff; the delivery receipt prints it. */
    deliveryAddress: text('delivery_address').notNull().default(''),
    /** The customer's purchase order number, printed on the receipt and the invoice. */
    poNumber: text('po_number').notNull().default(''),
    /** When the order's product lines were reserved (an accepted quotation, or staff confirming it). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When the order was delivered or cancelled. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    check('orders_status_check', sql`${t.status} in ('pending', 'shipped', 'delivered', 'cancelled')`),
  ],
);

/**
 * One line of an order. Name and price are copied from the product when the line is written, so an order
 * still reads right after the product is renamed, repriced or deleted.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * 'product' for a catalogue product (still one after the product is deleted), 'text' for a quotation's
     * free-text line such as installation, 'adjustment' for an accepted quotation's discount or VAT line. Only
     * products count as items: in an order's item count and among the dashboard's popular items.
     */
    kind: text('kind').$type<OrderItemKind>().notNull().default('product'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_kind_check', sql`${t.kind} in ('product', 'text', 'adjustment')`),
  ],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
