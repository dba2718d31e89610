import { ORDER_STATUSES } from '~/domain/constants';
import type { OrderStatus, OrderView } from '~/domain/order';

export function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const canEditOrder = (status: OrderStatus) => status === 'pending';
export const canDeleteOrder = (status: OrderStatus) => status === 'pending' || status === 'cancelled';
/** A pending order whose stock is not reserved yet (staff made it, or an acceptance found too few units). */
export const canReserve = (order: Pick<OrderView, 'status' | 'confirmed_at'>) =>
  order.status === 'pending' && order.confirmed_at === null;

/** Money stays exact by counting centavos as integers; decimal strings in, decimal strings out. */
export function toCentavos(amount: string | number): number {
  const value = Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export function fromCentavos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function lineTotal(unitPrice: string | number, quantity: number): string {
  return fromCentavos(toCentavos(unitPrice) * (Number.isInteger(quantity) && quantity > 0 ? quantity : 0));
}

export function sumLines(lines: { unit_price: string | number; quantity: number }[]): string {
  return fromCentavos(
    lines.reduce(
      (sum, line) =>
        sum +
        toCentavos(line.unit_price) *
          (Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0),
      0,
    ),
  );
}

/** The comma-separated product names an inquiry carries, for prefilling an order's search. */
export function inquiryProductNames(products: string): string[] {
  return products
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}
