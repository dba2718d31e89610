import type { OrderStatus } from '~/domain/order';
import { STATUS_TONES, ToneBadge, type Tone } from './tone-badge';
import { ORDER_STATUS_LABELS } from './labels';

const tones: Record<OrderStatus, Tone> = {
  pending: STATUS_TONES.amber,
  shipped: STATUS_TONES.sky,
  delivered: STATUS_TONES.green,
  cancelled: STATUS_TONES.slate,
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <ToneBadge tone={tones[status]}>{ORDER_STATUS_LABELS[status]}</ToneBadge>;
}
