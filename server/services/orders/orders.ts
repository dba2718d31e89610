import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import { orderItems, orders, products, type Order, type OrderItem } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import {
  fromCentavos,
  ORDER_TRANSITIONS,
  orderInputSchema,
  orderUpdateSchema,
  sellingPrice,
  toCentavos,
  type OrderInput,
  type OrderItemInput,
  type OrderStatus,
  type OrderStatusUpdate,
  type OrderView,
} from '~/domain/order';
import { ConflictError, fieldError, NotFoundError, parseWith } from '../../errors';
import { holdProducts, stripNul } from '../catalogue/product-query';
import { newestPageWithCreator, selectWithCreator } from '../shared/created-by';
import { childrenOf } from '../shared/children-of';
import { CUSTOMER_COLUMNS, givenFields, type FieldColumns } from '../shared/given-fields';
import { holdInquiry } from '../inquiries/inquiries';
import { likePattern } from '../shared/like-pattern';
import { missingProducts } from '../shared/line-errors';
import { changedFields, type ActivityChanges } from '~/domain/activity';
import { recordActivity, recordChanges, type Actor } from '../activity/activity';
import { formatPeso } from '~/domain/price';

/**
 * The input fields an order stores as given, from an edit and from a status change (its notes); the items
 * are priced into their own rows and the status moves by `ORDER_TRANSITIONS`.
 */
export type OrderColumns = FieldColumns<OrderInput & OrderStatusUpdate, typeof orders, 'items' | 'status'>;
export const ORDER_COLUMNS = {
  ...CUSTOMER_COLUMNS,
  notes: 'notes',
  inquiry: 'inquiryId',
} as const satisfies OrderColumns;

export interface OrderListQuery {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  query?: string;
}

function toOrderView(order: Order, items: OrderItem[], createdBy: string | null): OrderView {
  let total = 0n;
  let itemCount = 0;
  const lines = items.map((item) => {
    const lineTotal = toCentavos(item.unitPrice) * BigInt(item.quantity);
    total += lineTotal;
    if (item.kind === 'product') itemCount += item.quantity;
    return {
      id: item.id,
      product: item.productId,
      product_name: item.productName,
      unit_price: item.unitPrice,
      quantity: item.quantity,
      line_total: fromCentavos(lineTotal),
    };
  });
  return {
    id: order.id,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    customer_company: order.customerCompany,
    status: order.status,
    notes: order.notes,
    inquiry: order.inquiryId,
    items: lines,
    item_count: itemCount,
    total_amount: fromCentavos(total),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    shipped_at: order.shippedAt?.toISOString() ?? null,
    completed_at: order.completedAt?.toISOString() ?? null,
    created_by: createdBy,
  };
}

/** Views of the given rows in their order, with every row's items read in one query. */
async function toOrderViews(
  db: DbOrTx,
  rows: { record: Order; createdBy: string | null }[],
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.record.id);
  const byOrder = await childrenOf(db, orderItems, orderItems.orderId, ids, orderItems.id);
  return rows.map((row) => toOrderView(row.record, byOrder.get(row.record.id) ?? [], row.createdBy));
}

/** Newest first; the query matches the order number ("12" or "#12") or part of the customer's details. */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
): Promise<{ count: number; results: OrderView[] }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const text = stripNul(query.query ?? '').trim();
  if (text) {
    const pattern = likePattern(text);
    const number = /^#?\s*(\d{1,9})$/.exec(text);
    const matches = [
      ilike(orders.customerName, pattern),
      ilike(orders.customerCompany, pattern),
      ilike(orders.customerEmail, pattern),
    ];
    if (number) matches.push(eq(orders.id, Number(number[1])));
    conditions.push(or(...matches)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { count, rows } = await newestPageWithCreator(db, orders, where, query);
  return { count, results: await toOrderViews(db, rows) };
}

/** The newest orders, for the dashboard. */
export async function recentOrders(db: DbOrTx, limit: number): Promise<OrderView[]> {
  const rows = await selectWithCreator(db, orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return toOrderViews(db, rows);
}

export async function getOrder(db: DbOrTx, id: number): Promise<OrderView | null> {
  const [view] = await toOrderViews(db, await selectWithCreator(db, orders).where(eq(orders.id, id)));
  return view ?? null;
}

/** Locks the order row for the rest of the transaction, so status changes and edits of one order queue up. */
async function lockOrder(tx: Tx, id: number): Promise<Order> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new NotFoundError(adminMessages.order.notFound);
  return row;
}

/** Runs an edit under the order's row lock and answers the order as the edit committed it. */
async function editLockedOrder(
  db: Db,
  id: number,
  edit: (tx: Tx, order: Order) => Promise<void>,
): Promise<OrderView> {
  await db.transaction(async (tx) => edit(tx, await lockOrder(tx, id)));
  return (await getOrder(db, id))!;
}

async function checkInquiry(tx: Tx, inquiryId: number | null | undefined): Promise<void> {
  if (inquiryId === null || inquiryId === undefined) return;
  if (!(await holdInquiry(tx, inquiryId))) {
    throw fieldError('inquiry', adminMessages.order.inquiryMissing(inquiryId));
  }
}

/**
 * The stored lines for validated items: name and price copied from each product now (KEY SHARE keeps it from
 * being deleted before the insert), unless the line already existed on the order (an edit keeps the quoted
 * price) or the request names its own price.
 */
async function lineValues(
  tx: Tx,
  items: OrderItemInput[],
  previous: OrderItem[],
): Promise<Omit<typeof orderItems.$inferInsert, 'orderId'>[]> {
  const ids = items.map((item) => item.product);
  const { found, missing } = await holdProducts(tx, ids);
  if (missing.length > 0) throw missingProducts('items', items, missing, adminMessages.order.productMissing);

  const kept = new Map(previous.flatMap((line) => (line.productId === null ? [] : [[line.productId, line]])));
  return items.map((item) => {
    const product = found.get(item.product)!;
    const before = kept.get(item.product);
    return {
      productId: product.id,
      productName: before?.productName ?? product.name,
      unitPrice: item.unit_price ?? before?.unitPrice ?? sellingPrice(product.price, product.discountedPrice),
      quantity: item.quantity,
    };
  });
}

const orderLabel = (id: number, customerName: string) => `#${id} ${customerName}`;

/** An order's lines as one line of text, for its history. */
const linesText = (lines: { productName: string; quantity: number; unitPrice: string }[]) =>
  lines.map((line) => `${line.quantity} × ${line.productName} @ ${formatPeso(line.unitPrice)}`).join('; ');

const historyFields = (order: Order) => ({
  customer_name: order.customerName,
  customer_email: order.customerEmail,
  customer_phone: order.customerPhone,
  customer_company: order.customerCompany,
  notes: order.notes,
  inquiry: order.inquiryId,
});

export async function createOrder(db: Db, raw: unknown, actor: Actor, now: Date): Promise<OrderView> {
  const input = parseWith(orderInputSchema, raw);
  const id = await db.transaction(async (tx) => {
    await checkInquiry(tx, input.inquiry);
    const lines = await lineValues(tx, input.items, []);
    const [order] = await tx
      .insert(orders)
      .values({
        ...givenFields(input, ORDER_COLUMNS),
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    await recordActivity(tx, actor, now, {
      entityType: 'order',
      entityId: order!.id,
      entityLabel: orderLabel(order!.id, input.customer_name),
      action: 'created',
      changes: { items: { from: null, to: linesText(lines) } },
    });
    return order!.id;
  });
  return (await getOrder(db, id))!;
}

/** Edits a pending order: fields given replace the stored ones, and `items` (if given) replaces every line. */
export async function updateOrder(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor,
  now: Date,
): Promise<OrderView> {
  return editLockedOrder(db, id, async (tx, order) => {
    if (order.status !== 'pending') throw new ConflictError(adminMessages.order.notEditable(order.status));
    const input = parseWith(orderUpdateSchema, raw);
    await checkInquiry(tx, input.inquiry);
    let itemChanges: ActivityChanges = {};
    if (input.items) {
      const previous = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.id));
      const lines = await lineValues(tx, input.items, previous);
      await tx.delete(orderItems).where(eq(orderItems.orderId, id));
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: id })));
      itemChanges = changedFields({ items: linesText(previous) }, { items: linesText(lines) });
    }
    const [updated] = await tx
      .update(orders)
      .set({
        ...givenFields(input, ORDER_COLUMNS),
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    const changes = { ...changedFields(historyFields(order), historyFields(updated!)), ...itemChanges };
    await recordChanges(tx, actor, now, {
      entityType: 'order',
      entityId: id,
      entityLabel: orderLabel(id, updated!.customerName),
      action: 'updated',
      changes,
    });
  });
}

/**
 * Moves the order's quantities out of stock (-1) or back in (+1). Product rows are locked in id order, so two
 * orders sharing products always queue rather than deadlock, and a shortfall is found before anything is
 * written. Lines whose product was deleted move nothing.
 */
async function moveStock(tx: Tx, orderId: number, direction: -1 | 1, actor: Actor, now: Date): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.productId !== null)
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  if (wanted.size === 0) return;
  const locked = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]))
    .orderBy(asc(products.id))
    .for('update');
  if (direction < 0) {
    for (const product of locked) {
      const ordered = wanted.get(product.id)!;
      if (product.stock < ordered) {
        throw new ConflictError(adminMessages.order.notEnoughStock(product.name, product.stock, ordered));
      }
    }
  }
  for (const product of locked) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${direction * wanted.get(product.id)!}`,
        updatedAt: now,
        version: sql`${products.version} + 1`,
      })
      .where(eq(products.id, product.id));
  }
  await recordActivity(
    tx,
    actor,
    now,
    locked.map((product) => ({
      entityType: 'product' as const,
      entityId: product.id,
      entityLabel: product.name,
      action: direction < 0 ? ('stock_out' as const) : ('stock_back' as const),
      changes: {
        stock: { from: product.stock, to: product.stock + direction * wanted.get(product.id)! },
      },
      note: `Order #${orderId}`,
    })),
  );
}

/**
 * A status change and/or new notes. Shipping takes the items out of stock and cancelling a shipped order puts
 * them back, in the same transaction as the status. Asking for the status the order already has changes
 * nothing, so a repeated click cannot move stock twice.
 */
export async function changeOrderStatus(
  db: Db,
  id: number,
  changes: OrderStatusUpdate,
  actor: Actor,
  now: Date,
): Promise<OrderView> {
  return editLockedOrder(db, id, async (tx, order) => {
    const from = order.status;
    const to = changes.status;
    const set: Partial<typeof orders.$inferInsert> = givenFields(changes, ORDER_COLUMNS);
    if (to !== undefined && to !== from) {
      const allowed = ORDER_TRANSITIONS[from];
      if (allowed.length === 0) throw new ConflictError(adminMessages.order.finalStatus(from));
      if (!allowed.includes(to)) throw new ConflictError(adminMessages.order.badTransition(from, allowed));
      if (to === 'shipped') {
        await moveStock(tx, id, -1, actor, now);
        set.shippedAt = now;
      } else {
        if (to === 'cancelled' && from === 'shipped') await moveStock(tx, id, 1, actor, now);
        set.completedAt = now;
      }
      set.status = to;
    }
    if (Object.keys(set).length === 0) return;
    await tx
      .update(orders)
      .set({ ...set, updatedAt: now })
      .where(eq(orders.id, id));
    const history = changedFields(
      { status: from, notes: order.notes },
      { status: set.status ?? from, notes: set.notes ?? order.notes },
    );
    await recordChanges(tx, actor, now, {
      entityType: 'order',
      entityId: id,
      entityLabel: orderLabel(id, order.customerName),
      action: set.status ? (set.status as 'shipped' | 'delivered' | 'cancelled') : 'updated',
      changes: history,
    });
  });
}

/** Only pending and cancelled orders can go: shipped and delivered ones explain past stock movements. */
export async function deleteOrder(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'pending' && order.status !== 'cancelled') {
      throw new ConflictError(adminMessages.order.notDeletable(order.status));
    }
    await tx.delete(orders).where(eq(orders.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'order',
      entityId: id,
      entityLabel: orderLabel(id, order.customerName),
      action: 'deleted',
    });
  });
}
