import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import {
  customers,
  documentSeries,
  orderItems,
  orders,
  products,
  shipmentLines,
  shipments,
  shipmentSerials,
  users,
  type Order,
  type OrderItem,
} from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { drawNumber } from '~/domain/document-series';
import { shopDate } from '~/domain/quotation';
import { normalizeSerial, serialProblems } from '~/domain/serials';
import { serialProblemMessage, shipmentInputSchema, type ShipmentInput } from '~/domain/shipment';
import type { DeliverableOrder, ShipmentListItem, ShipmentView } from '~/domain/views';
import { ConflictError, fieldError, invalidAt, NotFoundError, parseWith, type PathIssue } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';
import { writeMovements } from '../stock/stock-ledger';

const text = adminMessages.shipments;
const SERIES = 'delivery_receipt';

export interface ShipmentListQuery {
  page: number;
  pageSize: number;
  order?: number;
}

/** Units of each order line already delivered, by order item id. */
async function deliveredByLine(tx: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ item: shipmentLines.orderItemId, units: sql<number>`sum(${shipmentLines.quantity})::int` })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .groupBy(shipmentLines.orderItemId);
  return new Map(rows.flatMap((row) => (row.item === null ? [] : [[row.item, Number(row.units)]])));
}

const productLines = (items: OrderItem[]) => items.filter((item) => item.kind === 'product');

/** What is still to deliver of an order, line by line, for the delivery screen. */
export async function deliverableOrder(db: DbOrTx, orderId: number): Promise<DeliverableOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = productLines(
    await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
  );
  const delivered = await deliveredByLine(db, orderId);
  const ids = items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  const flags =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, serialized: products.serialized })
          .from(products)
          .where(inArray(products.id, ids));
  const serialized = new Set(flags.filter((row) => row.serialized).map((row) => row.id));
  return {
    order: order.id,
    customer_name: order.customerCompany || order.customerName,
    status: order.status,
    confirmed: order.confirmedAt !== null,
    delivery_address: order.deliveryAddress,
    po_number: order.poNumber,
    lines: items.map((item) => {
      const done = delivered.get(item.id) ?? 0;
      return {
        order_item: item.id,
        product: item.productId,
        product_name: item.productName,
        ordered: item.quantity,
        delivered: done,
        remaining: Math.max(item.quantity - done, 0),
        serialized: item.productId !== null && serialized.has(item.productId),
      };
    }),
  };
}

async function lockOrder(tx: Tx, id: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw fieldError('order', text.orderMissing(id));
  if (order.status === 'cancelled' || order.status === 'delivered') {
    throw new ConflictError(text.orderClosed(order.status));
  }
  if (order.confirmedAt === null) throw new ConflictError(text.notConfirmed);
  return order;
}

interface PlannedLine {
  item: OrderItem & { productId: number };
  quantity: number;
  serialized: boolean;
  serials: string[];
  warrantyMonths: number;
}

/** Each requested line against the order: on it, a product, once, no more than what remains. */
async function planLines(tx: Tx, order: Order, input: ShipmentInput): Promise<PlannedLine[]> {
  const items = new Map(
    (await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))).map((item) => [
      item.id,
      item,
    ]),
  );
  const delivered = await deliveredByLine(tx, order.id);
  const ids = [...items.values()].flatMap((item) => (item.productId === null ? [] : [item.productId]));
  const productRows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            serialized: products.serialized,
            warrantyMonths: products.warrantyMonths,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const productsById = new Map(productRows.map((row) => [row.id, row]));
  const issues: PathIssue[] = [];
  const seen = new Set<number>();
  const planned: PlannedLine[] = [];
  input.lines.forEach((line, index) => {
    const at = (field: string, message: string) => issues.push({ path: ['lines', index, field], message });
    const item = items.get(line.order_item);
    if (!item) return at('order_item', text.lineNotOnOrder);
    const product = item.productId === null ? undefined : productsById.get(item.productId);
    if (item.kind !== 'product' || !product) return at('order_item', text.lineNotProduct);
    if (seen.has(item.id)) return at('order_item', text.lineRepeated);
    seen.add(item.id);
    const remaining = item.quantity - (delivered.get(item.id) ?? 0);
    if (line.quantity > remaining) return at('quantity', text.moreThanRemaining(Math.max(remaining, 0)));
    const serials = line.serials ?? [];
    if (!product.serialized && serials.some((serial) => serial.trim() !== '')) {
      return at('serials', text.serialsNotWanted);
    }
    planned.push({
      item: { ...item, productId: product.id },
      quantity: line.quantity,
      serialized: product.serialized,
      serials: product.serialized ? serials : [],
      warrantyMonths: product.serialized ? product.warrantyMonths : 0,
    });
  });
  if (issues.length > 0) throw invalidAt(issues);
  return planned;
}

/**
 * The serials of every serialized line: one per unit, each in a known format, none twice in this delivery and
 * none delivered before. Checked while the delivery receipt series is locked, so two deliveries cannot both
 * pass with the same unit.
 */
async function checkSerials(tx: Tx, input: ShipmentInput, planned: PlannedLine[]): Promise<void> {
  const wanted = planned.flatMap((line) =>
    line.serials.map((serial) => ({ product: line.item.productId, serial: normalizeSerial(serial) })),
  );
  const shipped =
    wanted.length === 0
      ? []
      : await tx
          .select({ product: shipmentSerials.productId, serial: shipmentSerials.serial })
          .from(shipmentSerials)
          .where(
            and(
              inArray(shipmentSerials.productId, [...new Set(wanted.map((entry) => entry.product))]),
              inArray(shipmentSerials.serial, [...new Set(wanted.map((entry) => entry.serial))]),
            ),
          );
  const issues: PathIssue[] = [];
  const seenByProduct = new Map<number, Set<string>>();
  for (const line of planned) {
    const index = input.lines.findIndex((given) => given.order_item === line.item.id);
    if (!line.serialized) continue;
    const before = new Set(
      shipped.filter((row) => row.product === line.item.productId).map((row) => row.serial),
    );
    // The same product on two lines of one delivery shares its units, so a serial on both is entered twice.
    const earlier = seenByProduct.get(line.item.productId) ?? new Set<string>();
    for (const problem of serialProblems(line.serials, line.quantity, new Set([...before, ...earlier]))) {
      const message = serialProblemMessage(
        problem.kind === 'already-shipped' && earlier.has(problem.serial)
          ? { ...problem, kind: 'repeated' }
          : problem,
      );
      issues.push({
        path:
          problem.kind === 'count' ? ['lines', index, 'serials'] : ['lines', index, 'serials', problem.index],
        message,
      });
    }
    for (const serial of line.serials) earlier.add(normalizeSerial(serial));
    seenByProduct.set(line.item.productId, earlier);
  }
  if (issues.length > 0) throw invalidAt(issues);
}

/** Takes the next delivery receipt number; the row stays locked until the delivery commits or rolls back. */
async function drawReceiptNumber(tx: Tx): Promise<string> {
  const [series] = await tx
    .select()
    .from(documentSeries)
    .where(eq(documentSeries.kind, SERIES))
    .for('update');
  if (!series) throw new ConflictError(text.seriesMissing);
  const drawn = drawNumber(series);
  if (!drawn.ok) throw new ConflictError(text.seriesEnded(drawn.end));
  await tx
    .update(documentSeries)
    .set({ next: drawn.series.next, updatedAt: sql`now()` })
    .where(eq(documentSeries.kind, SERIES));
  return drawn.number;
}

/** The buyer as the receipt prints it: the linked customer's registered name and TIN, else the order's copy. */
async function buyerOf(tx: Tx, order: Order): Promise<{ name: string; tin: string }> {
  if (order.customerId !== null) {
    const [customer] = await tx
      .select({ name: customers.name, tin: customers.tin })
      .from(customers)
      .where(eq(customers.id, order.customerId));
    if (customer) return customer;
  }
  return { name: order.customerCompany || order.customerName, tin: '' };
}

/** Whether every product line of the order has now been delivered in full. */
async function fullyDelivered(tx: Tx, orderId: number): Promise<boolean> {
  const items = productLines(await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)));
  const delivered = await deliveredByLine(tx, orderId);
  return items.length > 0 && items.every((item) => (delivered.get(item.id) ?? 0) >= item.quantity);
}

/**
 * Records a delivery of a confirmed order: its receipt number, buyer block, lines with serials, and the
 * stock leaving (each unit was reserved when the order was confirmed). The order becomes shipped once its last
 * product line has gone in full. Everything happens in one transaction under the order's row lock, so a
 * refusal anywhere, including a short reservation, leaves no trace and gives the receipt number back.
 */
export async function createShipment(db: Db, raw: unknown, actor: Actor, now: Date): Promise<ShipmentView> {
  const input = parseWith(shipmentInputSchema, raw);
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.order);
    const planned = await planLines(tx, order, input);
    const number = await drawReceiptNumber(tx);
    await checkSerials(tx, input, planned);
    const buyer = await buyerOf(tx, order);
    const [shipment] = await tx
      .insert(shipments)
      .values({
        number,
        orderId: order.id,
        customerId: order.customerId,
        buyerName: buyer.name,
        buyerTin: buyer.tin,
        deliveryAddress: order.deliveryAddress,
        deliveredOn: input.delivered_on ?? shopDate(now),
        notes: input.notes?.trim() ?? '',
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    for (const line of planned) {
      const [row] = await tx
        .insert(shipmentLines)
        .values({
          shipmentId: shipment!.id,
          orderItemId: line.item.id,
          productId: line.item.productId,
          productName: line.item.productName,
          quantity: line.quantity,
        })
        .returning({ id: shipmentLines.id });
      if (line.serials.length > 0) {
        await tx.insert(shipmentSerials).values(
          line.serials.map((serial) => ({
            shipmentLineId: row!.id,
            productId: line.item.productId,
            serial: normalizeSerial(serial),
            warrantyMonths: line.warrantyMonths,
          })),
        );
      }
    }
    await writeMovements(
      tx,
      planned.map((line) => ({ kind: 'shipment', productId: line.item.productId, quantity: line.quantity })),
      { orderId: order.id, shipmentId: shipment!.id, note: `Delivery ${number}` },
      actor,
      now,
    );
    await recordActivity(tx, actor, now, {
      entityType: 'shipment',
      entityId: shipment!.id,
      entityLabel: number,
      action: 'created',
      note: `Order #${order.id}: ${planned.map((line) => `${line.quantity} × ${line.item.productName}`).join('; ')}`,
    });
    if (order.status === 'pending' && (await fullyDelivered(tx, order.id))) {
      await tx
        .update(orders)
        .set({ status: 'shipped', shippedAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      await recordActivity(tx, actor, now, {
        entityType: 'order',
        entityId: order.id,
        entityLabel: `#${order.id} ${order.customerName}`,
        action: 'shipped',
        changes: { status: { from: order.status, to: 'shipped' } },
        note: `Delivered in full with ${number}`,
      });
    }
    return shipment!.id;
  });
  return (await getShipment(db, id))!;
}

/** Newest first; one order's deliveries when `order` is given. */
export async function listShipments(
  db: DbOrTx,
  query: ShipmentListQuery,
): Promise<{ count: number; results: ShipmentListItem[] }> {
  const where = query.order === undefined ? undefined : eq(shipments.orderId, query.order);
  const [total] = await db.select({ count: count() }).from(shipments).where(where);
  const rows = await db
    .select()
    .from(shipments)
    .where(where)
    .orderBy(desc(shipments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const units =
    rows.length === 0
      ? []
      : await db
          .select({
            shipment: shipmentLines.shipmentId,
            units: sql<number>`sum(${shipmentLines.quantity})::int`,
          })
          .from(shipmentLines)
          .where(
            inArray(
              shipmentLines.shipmentId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(shipmentLines.shipmentId);
  const unitsOf = new Map(units.map((row) => [row.shipment, Number(row.units)]));
  return {
    count: total?.count ?? 0,
    results: rows.map((shipment) => ({
      id: shipment.id,
      number: shipment.number,
      order: shipment.orderId,
      customer: shipment.customerId,
      buyer_name: shipment.buyerName,
      delivered_on: shipment.deliveredOn,
      created_at: shipment.createdAt.toISOString(),
      unit_count: unitsOf.get(shipment.id) ?? 0,
    })),
  };
}

export async function getShipment(db: DbOrTx, id: number): Promise<ShipmentView | null> {
  const [row] = await db
    .select({ shipment: shipments, poNumber: orders.poNumber, createdBy: users.username })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .leftJoin(users, eq(users.id, shipments.createdBy))
    .where(eq(shipments.id, id));
  if (!row) return null;
  const lines = await db
    .select()
    .from(shipmentLines)
    .where(eq(shipmentLines.shipmentId, id))
    .orderBy(asc(shipmentLines.id));
  const serials =
    lines.length === 0
      ? []
      : await db
          .select({ line: shipmentSerials.shipmentLineId, serial: shipmentSerials.serial })
          .from(shipmentSerials)
          .where(
            inArray(
              shipmentSerials.shipmentLineId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(shipmentSerials.id));
  const { shipment } = row;
  return {
    id: shipment.id,
    number: shipment.number,
    order: shipment.orderId,
    customer: shipment.customerId,
    buyer_name: shipment.buyerName,
    buyer_tin: shipment.buyerTin,
    delivery_address: shipment.deliveryAddress,
    po_number: row.poNumber,
    delivered_on: shipment.deliveredOn,
    notes: shipment.notes,
    created_at: shipment.createdAt.toISOString(),
    created_by: row.createdBy,
    lines: lines.map((line) => ({
      id: line.id,
      order_item: line.orderItemId,
      product: line.productId,
      product_name: line.productName,
      quantity: line.quantity,
      serials: serials.filter((serial) => serial.line === line.id).map((serial) => serial.serial),
    })),
  };
}

/** A shipment's row for its receipt, or the resource's 404. */
export async function requireShipment(db: DbOrTx, id: number): Promise<ShipmentView> {
  const shipment = await getShipment(db, id);
  if (!shipment) throw new NotFoundError(text.notFound);
  return shipment;
}
