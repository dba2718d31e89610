/**
 * Stock as a ledger: every change is a movement, and the figures a screen shows are their sum, so an audit can
 * replay a product's history and land on the same numbers.
 *
 * - receipt, return: goods come in (on hand up).
 * - reservation, release: an accepted quotation or a confirmed order promises units, or stops promising them
 *   (reserved up or down; on hand unchanged).
 * - shipment: promised units leave (on hand and reserved both down), so shipping needs a reservation first.
 * - adjustment: a count corrected by hand, up or down, always with a reason.
 */

export const STOCK_MOVEMENT_KINDS = [
  'receipt',
  'reservation',
  'release',
  'shipment',
  'return',
  'adjustment',
] as const;
type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export interface StockMovement {
  kind: StockMovementKind;
  /** Units, positive; an adjustment alone may be negative (units found missing). */
  quantity: number;
}

export interface StockLevels {
  onHand: number;
  reserved: number;
  /** What may still be promised: on hand less reserved. */
  available: number;
}

const EFFECTS: Record<StockMovementKind, { onHand: number; reserved: number }> = {
  receipt: { onHand: 1, reserved: 0 },
  return: { onHand: 1, reserved: 0 },
  adjustment: { onHand: 1, reserved: 0 },
  reservation: { onHand: 0, reserved: 1 },
  release: { onHand: 0, reserved: -1 },
  shipment: { onHand: -1, reserved: -1 },
};

export function stockLevels(movements: readonly StockMovement[]): StockLevels {
  let onHand = 0;
  let reserved = 0;
  for (const movement of movements) {
    onHand += EFFECTS[movement.kind].onHand * movement.quantity;
    reserved += EFFECTS[movement.kind].reserved * movement.quantity;
  }
  return { onHand, reserved, available: onHand - reserved };
}

/** The same sum as `stockLevels`, one movement at a time, for a running balance beside each row of a history. */
export function applyMovement(levels: StockLevels, movement: StockMovement): StockLevels {
  const onHand = levels.onHand + EFFECTS[movement.kind].onHand * movement.quantity;
  const reserved = levels.reserved + EFFECTS[movement.kind].reserved * movement.quantity;
  return { onHand, reserved, available: onHand - reserved };
}

export type MovementRefusal =
  | { kind: 'not-available'; available: number }
  | { kind: 'more-than-reserved'; reserved: number }
  | { kind: 'below-zero'; onHand: number }
  | { kind: 'not-positive' };

/**
 * Why a movement may not be written on top of the current levels, or null. Staff may still reserve more than is
 * available with a recorded reason (`override`); nothing may ship or release more than was promised, and no
 * adjustment may leave less than nothing on hand. A count that finds fewer units than are promised is still
 * recorded (the units are gone either way), and leaves `available` below zero: the promise is short.
 */
export function movementRefusal(
  levels: StockLevels,
  movement: StockMovement,
  override = false,
): MovementRefusal | null {
  if (movement.kind === 'adjustment') {
    if (movement.quantity === 0) return { kind: 'not-positive' };
    return levels.onHand + movement.quantity < 0 ? { kind: 'below-zero', onHand: levels.onHand } : null;
  }
  if (movement.quantity <= 0) return { kind: 'not-positive' };
  switch (movement.kind) {
    case 'reservation':
      return !override && movement.quantity > levels.available
        ? { kind: 'not-available', available: Math.max(levels.available, 0) }
        : null;
    case 'release':
    case 'shipment':
      return movement.quantity > levels.reserved
        ? { kind: 'more-than-reserved', reserved: levels.reserved }
        : null;
    default:
      return null;
  }
}

/** What staff record by hand; reservations, releases and shipments come from orders and deliveries. */
export const MANUAL_MOVEMENT_KINDS = ['receipt', 'return', 'adjustment'] as const;

export const STOCK_MOVEMENT_LIMITS = { reason: 300 } as const;

/** What the shop can still promise a visitor: units on hand that no order or accepted quotation holds. */
export function availableUnits(product: { stock: number; reserved: number }): number {
  return Math.max(product.stock - product.reserved, 0);
}
