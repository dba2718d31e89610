import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import { products, stockMovements, users } from '~/db/schema';
import type { StockMovementInput } from '~/domain/stock-schemas';
import type { StockMovementView } from '~/domain/views';
import { adminMessages } from '~/domain/admin-messages';
import { applyMovement, movementRefusal, type StockLevels, type StockMovement } from '~/domain/stock';
import { ConflictError, fieldError, NotFoundError } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';
import type { ActivityAction, ActivityChanges } from '~/domain/activity';

export interface MovementRequest extends StockMovement {
  productId: number;
  /** Required for adjustments and for a reservation beyond what is available (`override`). */
  reason?: string;
  /** Reserve although fewer units are available, on the word of the staff member giving `reason`. */
  override?: boolean;
}

/** What the movements are part of, for the ledger rows and the history's note. */
export interface MovementContext {
  orderId?: number;
  shipmentId?: number;
  /** Said in the history beside each product's change, such as "Order #12". */
  note: string;
}

const ACTIONS: Record<StockMovement['kind'], ActivityAction> = {
  receipt: 'stock_received',
  return: 'stock_back',
  adjustment: 'stock_adjusted',
  reservation: 'reserved',
  release: 'released',
  shipment: 'stock_out',
};

function refusalMessage(name: string, movement: MovementRequest, levels: StockLevels): string {
  const refusal = movementRefusal(levels, movement, movement.override === true)!;
  switch (refusal.kind) {
    case 'not-available':
      return adminMessages.stock.notAvailable(name, refusal.available, movement.quantity);
    case 'more-than-reserved':
      return adminMessages.stock.moreThanReserved(name, refusal.reserved, movement.quantity);
    case 'below-zero':
      return adminMessages.stock.belowZero(name, refusal.onHand);
    case 'not-positive':
      return adminMessages.stock.notPositive;
  }
}

/**
 * Writes stock movements and keeps each product's running sums (`stock` on hand, `reserved`) in step, inside the
 * caller's transaction. Product rows are locked in id order, so two documents sharing products queue rather
 * than deadlock, and every movement is checked against the levels as they are under the lock: of twenty
 * parallel reservations of the last units, exactly as many succeed as there are units. A refusal throws before
 * anything is written, so the caller's transaction rolls back whole.
 */
export async function writeMovements(
  tx: Tx,
  movements: readonly MovementRequest[],
  context: MovementContext,
  actor: Actor | null,
  now: Date,
): Promise<void> {
  if (movements.length === 0) return;
  const ids = [...new Set(movements.map((movement) => movement.productId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: products.id, name: products.name, stock: products.stock, reserved: products.reserved })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(locked.map((product) => [product.id, product]));
  const levels = new Map<number, StockLevels>();
  for (const product of locked) {
    levels.set(product.id, {
      onHand: product.stock,
      reserved: product.reserved,
      available: product.stock - product.reserved,
    });
  }
  // Each movement's history says how it moved the figures a screen shows, from the levels before it.
  const changes: ActivityChanges[] = [];
  for (const movement of movements) {
    const product = byId.get(movement.productId);
    if (!product) throw new NotFoundError(adminMessages.stock.productMissing(movement.productId));
    const current = levels.get(product.id)!;
    if (movementRefusal(current, movement, movement.override === true)) {
      throw new ConflictError(refusalMessage(product.name, movement, current));
    }
    const next = applyMovement(current, movement);
    levels.set(product.id, next);
    changes.push({
      ...(next.onHand !== current.onHand ? { stock: { from: current.onHand, to: next.onHand } } : {}),
      ...(next.reserved !== current.reserved
        ? { reserved: { from: current.reserved, to: next.reserved } }
        : {}),
    });
  }
  await tx.insert(stockMovements).values(
    movements.map((movement) => ({
      productId: movement.productId,
      kind: movement.kind,
      quantity: movement.quantity,
      reason: movement.reason ?? '',
      override: movement.override === true,
      orderId: context.orderId ?? null,
      shipmentId: context.shipmentId ?? null,
      createdBy: actor?.id ?? null,
      createdAt: now,
    })),
  );
  for (const product of locked) {
    const after = levels.get(product.id)!;
    if (after.onHand === product.stock && after.reserved === product.reserved) continue;
    await tx
      .update(products)
      .set({
        stock: after.onHand,
        reserved: after.reserved,
        updatedAt: now,
        version: sql`${products.version} + 1`,
      })
      .where(eq(products.id, product.id));
  }
  await recordActivity(
    tx,
    actor,
    now,
    movements.map((movement, index) => {
      const product = byId.get(movement.productId)!;
      return {
        entityType: 'product' as const,
        entityId: product.id,
        entityLabel: product.name,
        action: ACTIONS[movement.kind],
        changes: changes[index]!,
        note: [context.note, movement.reason].filter(Boolean).join(': '),
      };
    }),
  );
}

const ledgerStock = sql<number>`coalesce(sum(case when ${stockMovements.kind} in ('receipt', 'return', 'adjustment')
  then ${stockMovements.quantity} when ${stockMovements.kind} = 'shipment' then -${stockMovements.quantity} else 0 end), 0)::int`;
const ledgerReserved = sql<number>`coalesce(sum(case when ${stockMovements.kind} = 'reservation' then ${stockMovements.quantity}
  when ${stockMovements.kind} in ('release', 'shipment') then -${stockMovements.quantity} else 0 end), 0)::int`;

/**
 * Products whose stored on-hand or reserved figure is not the sum of their movements, with both figures: the
 * audit that proves the ledger and the shelf agree (empty when they do).
 */
export function stockLedgerMismatches(db: DbOrTx) {
  return db
    .select({
      product: products.id,
      stock: products.stock,
      reserved: products.reserved,
      ledgerStock,
      ledgerReserved,
    })
    .from(products)
    .leftJoin(stockMovements, eq(stockMovements.productId, products.id))
    .groupBy(products.id)
    .having(sql`${products.stock} <> ${ledgerStock} or ${products.reserved} <> ${ledgerReserved}`)
    .orderBy(asc(products.id));
}

/**
 * Stock typed as a figure (a new product's opening stock, a count on the product form, an Excel import, the
 * demo catalogue) enters the ledger as an adjustment by the difference. The caller has already written the
 * figure on the product row, by adding the same difference under the row's lock, so sum and row agree.
 */
export async function recordStockCounts(
  tx: DbOrTx,
  counts: readonly { productId: number; difference: number }[],
  reason: string,
  actor: Actor | null,
  now: Date,
): Promise<void> {
  const rows = counts
    .filter((count) => count.difference !== 0)
    .map((count) => ({
      productId: count.productId,
      kind: 'adjustment' as const,
      quantity: count.difference,
      reason,
      createdBy: actor?.id ?? null,
      createdAt: now,
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}

const onHandEffect = sql<number>`case when ${stockMovements.kind} in ('receipt', 'return', 'adjustment')
  then ${stockMovements.quantity} when ${stockMovements.kind} = 'shipment' then -${stockMovements.quantity} else 0 end`;
const running = sql`partition by ${stockMovements.productId} order by ${stockMovements.id}`;
const reservedEffect = sql<number>`case when ${stockMovements.kind} = 'reservation' then ${stockMovements.quantity}
  when ${stockMovements.kind} in ('release', 'shipment') then -${stockMovements.quantity} else 0 end`;

/**
 * A page of movements, newest first, each with the product's levels after it: the running sums are taken over
 * the product's whole ledger, so the top row of a product's history reads what its screen shows.
 */
export async function listStockMovements(
  db: DbOrTx,
  query: { page: number; pageSize: number; product?: number },
): Promise<{ count: number; results: StockMovementView[] }> {
  const where = query.product === undefined ? undefined : eq(stockMovements.productId, query.product);
  const [total] = await db.select({ value: count() }).from(stockMovements).where(where);
  const ledger = db
    .select({
      id: stockMovements.id,
      onHandAfter: sql<number>`(sum(${onHandEffect}) over (${running}))::int`.as('on_hand_after'),
      reservedAfter: sql<number>`(sum(${reservedEffect}) over (${running}))::int`.as('reserved_after'),
    })
    .from(stockMovements)
    .where(where)
    .as('ledger');
  const rows = await db
    .select({
      movement: stockMovements,
      productName: products.name,
      createdBy: users.username,
      onHandAfter: ledger.onHandAfter,
      reservedAfter: ledger.reservedAfter,
    })
    .from(stockMovements)
    .innerJoin(ledger, eq(ledger.id, stockMovements.id))
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(users, eq(users.id, stockMovements.createdBy))
    .orderBy(desc(stockMovements.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    count: total?.value ?? 0,
    results: rows.map(({ movement, ...row }) => ({
      id: movement.id,
      product: movement.productId,
      product_name: row.productName,
      kind: movement.kind,
      quantity: movement.quantity,
      reason: movement.reason,
      override: movement.override,
      order: movement.orderId,
      shipment: movement.shipmentId,
      on_hand_after: row.onHandAfter,
      reserved_after: row.reservedAfter,
      created_by: row.createdBy,
      created_at: movement.createdAt.toISOString(),
    })),
  };
}

/** A receipt, a return or an adjustment typed by a superuser; answers the product's movement as listed. */
export async function recordManualMovement(
  db: Db,
  input: StockMovementInput,
  actor: Actor,
  now: Date,
): Promise<StockMovementView> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.product));
    if (!product) throw fieldError('product', adminMessages.stock.productMissing(input.product));
    await writeMovements(
      tx,
      [{ productId: input.product, kind: input.kind, quantity: input.quantity, reason: input.reason }],
      { note: '' },
      actor,
      now,
    );
  });
  const { results } = await listStockMovements(db, { page: 1, pageSize: 1, product: input.product });
  return results[0]!;
}
