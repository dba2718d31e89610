import type { OrderStatus } from '~/domain/order';
import { ORDER_STATUS_LABELS } from './order-model';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  delivered: 'bg-green-50 text-green-800 ring-green-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const dots: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  shipped: 'bg-sky-500',
  delivered: 'bg-green-500',
  cancelled: 'bg-slate-400',
};

/** The order's status as a coloured pill; the word carries the meaning, the colour only helps scanning. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[status]}`} />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
