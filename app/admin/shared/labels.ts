import { QUOTATION_STATUSES, type QuotationStatus } from '~/domain/quotation';
import type { OrderStatus } from '~/domain/order';

/**
 * How the back office names orders and the statuses of orders and quotations: their own screens, the
 * dashboard, the badges and the activity history all show the same words.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** "#0042": order numbers read better padded and with a sign that they are ids. */
export function orderNumber(id: number): string {
  return `#${String(id).padStart(4, '0')}`;
}

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export function isQuotationStatus(value: string | null): value is QuotationStatus {
  return value !== null && (QUOTATION_STATUSES as readonly string[]).includes(value);
}

/** A status's word from one of these tables, or the status itself when the table does not know it. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}
