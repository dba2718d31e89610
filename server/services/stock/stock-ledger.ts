import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/db/client';
import { products, stockMovements } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { applyMovement, movementRefusal, type StockLevels, type StockMovement } from '~/domain/stock';
import { ConflictError, NotFoundError } from '../../errors';
import { recordActivity, type Actor } from '../activity/activity';
import type { ActivityAction } from '~/domain/activity';

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
  return: 'stock_received',
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
  for (const movement of movements) {
    const product = byId.get(movement.productId);
    if (!product) throw new NotFoundError(adminMessages.stock.productMissing(movement.productId));
    const current = levels.get(product.id)!;
    if (movementRefusal(current, movement, movement.override === true)) {
      throw new ConflictError(refusalMessage(product.name, movement, current));
    }
    levels.set(product.id, applyMovement(current, movement));
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
    movements.map((movement) => {
      const product = byId.get(movement.productId)!;
      return {
        entityType: 'product' as const,
        entityId: product.id,
        entityLabel: product.name,
        action: ACTIONS[movement.kind],
        changes: { [movement.kind]: { from: null, to: movement.quantity } },
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
