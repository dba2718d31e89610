import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import { orderItems, orders, products, stockMovements, type Order, type OrderItem } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import {
  fromCentavos,
  orderConfirmSchema,
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
import { writeMovements, type MovementRequest } from '../stock/stock-ledger';

/**
 * The input fields an order stores as given, from an edit and from a status change (its notes); the items
 * are priced into their own rows and the status moves by `ORDER_TRANSITIONS`.
 */
export type OrderColumns = FieldColumns<OrderInput & OrderStatusUpdate, typeof orders, 'items' | 'status'>;
export const ORDER_COLUMNS = {
  ...CUSTOMER_COLUMNS,
  notes: 'notes',
  delivery_address: 'deliveryAddress',
  po_number: 'poNumber',
  inquiry: 'inquiryId',
} as const satisfies OrderColumns;

export interface OrderListQuery {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  query?: string;
}

function toOrderView(
  order: Order,
  items: OrderItem[],
  positions: Map<number, Position>,
  createdBy: string | null,
): OrderView {
  let total = 0n;
  let itemCount = 0;
  // A product's reserved and shipped units are the order's, shared out over its lines in their order.
  const left = new Map([...positions].map(([id, position]) => [id, { ...position }]));
  const lines = items.map((item) => {
    const lineTotal = toCentavos(item.unitPrice) * BigInt(item.quantity);
    total += lineTotal;
    if (item.kind === 'product') itemCount += item.quantity;
    const position =
      item.kind === 'product' && item.productId !== null ? left.get(item.productId) : undefined;
    const reserved = Math.min(position?.reserved ?? 0, item.quantity);
    const shipped = Math.min(position?.shipped ?? 0, item.quantity);
    if (position) {
      position.reserved -= reserved;
      position.shipped -= shipped;
    }
    return {
      id: item.id,
      product: item.productId,
      product_name: item.productName,
      unit_price: item.unitPrice,
      quantity: item.quantity,
      line_total: fromCentavos(lineTotal),
      reserved: Math.max(reserved, 0),
      shipped: Math.max(shipped, 0),
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
    delivery_address: order.deliveryAddress,
    po_number: order.poNumber,
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
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
  const positions = await positionsOf(
    db,
    rows.map((row) => ({ order: row.record, items: byOrder.get(row.record.id) ?? [] })),
  );
  return rows.map((row) =>
    toOrderView(row.record, byOrder.get(row.record.id) ?? [], positions.get(row.record.id)!, row.createdBy),
  );
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
      ilike(orders.poNumber, pattern),
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
  delivery_address: order.deliveryAddress,
  po_number: order.poNumber,
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

/**
 * Edits a pending order: fields given replace the stored ones, and `items` (if given) replaces every line. A
 * confirmed order's reservations follow its new lines, by the rules of confirming.
 */
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
      if (order.confirmedAt) {
        const positions = await positionsOfOrder(tx, order);
        await writeOrderMovements(
          tx,
          id,
          reservationsTo(positions, stillToShip),
          input.reason ?? '',
          actor,
          now,
        );
      }
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

/** One product's standing on an order: units ordered, reserved for the order now, and shipped less returned. */
interface Position {
  ordered: number;
  reserved: number;
  shipped: number;
}

const ledgerReserved = sql<number>`coalesce(sum(case when ${stockMovements.kind} = 'reservation' then ${stockMovements.quantity}
  when ${stockMovements.kind} in ('release', 'shipment') then -${stockMovements.quantity} else 0 end), 0)::int`;
const ledgerShipped = sql<number>`coalesce(sum(case when ${stockMovements.kind} = 'shipment' then ${stockMovements.quantity}
  when ${stockMovements.kind} = 'return' then -${stockMovements.quantity} else 0 end), 0)::int`;
const ledgerShipments = sql<number>`(count(*) filter (where ${stockMovements.kind} = 'shipment'))::int`;

/**
 * Each product's position on each of the given orders, in one query over the ledger rows that name the orders
 * (a delivery's shipment movements name its order as well as its shipment). An order shipped or delivered
 * without any shipment movement shipped before the ledger existed: its stock went out by the ordered quantities.
 */
async function positionsOf(
  db: DbOrTx,
  entries: { order: Order; items: OrderItem[] }[],
): Promise<Map<number, Map<number, Position>>> {
  const ids = entries.map((entry) => entry.order.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            order: stockMovements.orderId,
            product: stockMovements.productId,
            reserved: ledgerReserved,
            shipped: ledgerShipped,
            shipments: ledgerShipments,
          })
          .from(stockMovements)
          .where(inArray(stockMovements.orderId, ids))
          .groupBy(stockMovements.orderId, stockMovements.productId);
  const result = new Map<number, Map<number, Position>>();
  for (const { order, items } of entries) {
    const positions = new Map<number, Position>();
    for (const item of items) {
      if (item.productId === null || item.kind !== 'product') continue;
      const position = positions.get(item.productId) ?? { ordered: 0, reserved: 0, shipped: 0 };
      position.ordered += item.quantity;
      positions.set(item.productId, position);
    }
    result.set(order.id, positions);
  }
  const shippedInLedger = new Set<number>();
  for (const row of rows) {
    const positions = result.get(row.order!)!;
    const position = positions.get(row.product) ?? { ordered: 0, reserved: 0, shipped: 0 };
    position.reserved = row.reserved;
    position.shipped = row.shipped;
    positions.set(row.product, position);
    if (row.shipments > 0) shippedInLedger.add(row.order!);
  }
  for (const { order } of entries) {
    if ((order.status === 'shipped' || order.status === 'delivered') && !shippedInLedger.has(order.id)) {
      for (const position of result.get(order.id)!.values()) position.shipped = position.ordered;
    }
  }
  return result;
}

async function positionsOfOrder(tx: Tx, order: Order): Promise<Map<number, Position>> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return (await positionsOf(tx, [{ order, items }])).get(order.id)!;
}

/** What a confirmed order keeps reserved: what it still has to ship. */
const stillToShip = (position: Position) => Math.max(position.ordered - position.shipped, 0);

/** The reservations and releases that bring each product's reservation for the order to `target`. */
function reservationsTo(
  positions: Map<number, Position>,
  target: (position: Position) => number,
): MovementRequest[] {
  const movements: MovementRequest[] = [];
  for (const [productId, position] of positions) {
    const difference = target(position) - position.reserved;
    if (difference > 0) movements.push({ productId, kind: 'reservation', quantity: difference });
    if (difference < 0) movements.push({ productId, kind: 'release', quantity: -difference });
  }
  return movements;
}

/**
 * Writes an order's movements. Short of stock, a reservation is refused unless staff gave a reason: then the
 * reservations the products cannot cover are written as overrides carrying it. The first attempt locked the
 * products, so the levels read for the second are the ones it writes against.
 */
async function writeOrderMovements(
  tx: Tx,
  orderId: number,
  movements: MovementRequest[],
  reason: string,
  actor: Actor | null,
  now: Date,
): Promise<void> {
  const context = { orderId, note: `Order #${orderId}` };
  try {
    await writeMovements(tx, movements, context, actor, now);
    return;
  } catch (error) {
    if (!reason || !(error instanceof ConflictError)) throw error;
  }
  const levels = await tx
    .select({ id: products.id, available: sql<number>`${products.stock} - ${products.reserved}` })
    .from(products)
    .where(
      inArray(
        products.id,
        movements.map((movement) => movement.productId),
      ),
    );
  const available = new Map(levels.map((level) => [level.id, level.available]));
  const overridden = movements.map((movement) =>
    movement.kind === 'reservation' && movement.quantity > (available.get(movement.productId) ?? 0)
      ? { ...movement, override: true, reason }
      : movement,
  );
  await writeMovements(tx, overridden, context, actor, now);
}

/**
 * Confirms a pending order: its product lines are reserved and `confirmed_at` set, in one transaction.
 * Reserving more than is available is refused unless `reason` is given. A confirmed order answers as it is.
 */
export async function confirmOrder(
  db: Db,
  id: number,
  raw: unknown,
  actor: Actor,
  now: Date,
): Promise<OrderView> {
  const { reason = '' } = parseWith(orderConfirmSchema, raw);
  return editLockedOrder(db, id, async (tx, order) => {
    if (order.status !== 'pending') throw new ConflictError(adminMessages.order.notConfirmable(order.status));
    if (order.confirmedAt) return;
    const positions = await positionsOfOrder(tx, order);
    await writeOrderMovements(tx, id, reservationsTo(positions, stillToShip), reason, actor, now);
    await tx.update(orders).set({ confirmedAt: now, updatedAt: now }).where(eq(orders.id, id));
    await recordActivity(tx, actor, now, {
      entityType: 'order',
      entityId: id,
      entityLabel: orderLabel(id, order.customerName),
      action: 'confirmed',
      note: reason,
    });
  });
}

/**
 * Reserves the lines of an order just made from an accepted quotation, in the acceptance's transaction. The
 * customer's yes stands when stock is short: the order stays unconfirmed and the refusal is answered for the
 * staff to see (the ledger refuses before it writes anything, so the transaction goes on unharmed).
 */
export async function reserveAcceptedOrder(tx: Tx, orderId: number, now: Date): Promise<string | null> {
  const order = await lockOrder(tx, orderId);
  const positions = await positionsOfOrder(tx, order);
  try {
    await writeOrderMovements(tx, orderId, reservationsTo(positions, stillToShip), '', null, now);
  } catch (error) {
    if (error instanceof ConflictError) return error.detail;
    throw error;
  }
  await tx.update(orders).set({ confirmedAt: now }).where(eq(orders.id, orderId));
  return null;
}

/**
 * Ships by status what no delivery has shipped yet, reserving it first where the order had not. A serialized
 * product needs its serial numbers, which only a delivery records.
 */
async function shipRemaining(tx: Tx, order: Order, actor: Actor, now: Date): Promise<void> {
  const positions = await positionsOfOrder(tx, order);
  const toShip = [...positions].filter(([, position]) => stillToShip(position) > 0);
  if (toShip.length === 0) return;
  const serialized = await tx
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          toShip.map(([productId]) => productId),
        ),
        eq(products.serialized, true),
      ),
    )
    .orderBy(asc(products.id));
  if (serialized.length > 0) {
    throw new ConflictError(adminMessages.order.serialsNeeded(serialized.map((product) => product.name)));
  }
  const shipments: MovementRequest[] = toShip.map(([productId, position]) => ({
    productId,
    kind: 'shipment',
    quantity: stillToShip(position),
  }));
  await writeOrderMovements(
    tx,
    order.id,
    [...reservationsTo(positions, stillToShip), ...shipments],
    '',
    actor,
    now,
  );
}

/** Cancelling releases what is still reserved and takes back into stock what shipped. */
async function releaseAndReturn(tx: Tx, order: Order, actor: Actor, now: Date): Promise<void> {
  const positions = await positionsOfOrder(tx, order);
  const returns: MovementRequest[] = [...positions]
    .filter(([, position]) => position.shipped > 0)
    .map(([productId, position]) => ({ productId, kind: 'return', quantity: position.shipped }));
  await writeOrderMovements(
    tx,
    order.id,
    [...reservationsTo(positions, () => 0), ...returns],
    '',
    actor,
    now,
  );
}

/**
 * A status change and/or new notes. Shipping ships what no delivery has (reserving it first if the order was
 * not confirmed); cancelling releases what is reserved and takes back what shipped; both in the status's
 * transaction. Asking for the status the order already has changes nothing, so a repeated click cannot move
 * stock twice.
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
        await shipRemaining(tx, order, actor, now);
        set.shippedAt = now;
        set.confirmedAt = order.confirmedAt ?? now;
      } else {
        if (to === 'cancelled') await releaseAndReturn(tx, order, actor, now);
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

/**
 * Only pending and cancelled orders can go: shipped and delivered ones explain past stock movements. A confirmed
 * order gives its reservations back first.
 */
export async function deleteOrder(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.status !== 'pending' && order.status !== 'cancelled') {
      throw new ConflictError(adminMessages.order.notDeletable(order.status));
    }
    if (order.status === 'pending' && order.confirmedAt) {
      const positions = await positionsOfOrder(tx, order);
      await writeOrderMovements(
        tx,
        id,
        reservationsTo(positions, () => 0),
        '',
        actor,
        now,
      );
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
