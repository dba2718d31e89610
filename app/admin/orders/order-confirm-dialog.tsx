import { adminMessages } from '~/domain/admin-messages';
import type { OrderView } from '~/domain/order';
import { orderNumber } from '../shared/labels';
import { ConfirmDialog } from '../shared/ui';
import type { Confirm } from './use-order-actions';

function unitsOf(order: OrderView): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** What each asked-first action says: shipping takes stock off, cancelling may put it back, deleting is final. */
function wording({ kind, order }: NonNullable<Confirm>) {
  if (kind === 'ship') {
    const units = unitsOf(order);
    return {
      title: `Ship order ${orderNumber(order.id)}?`,
      description: `Stock will be taken off for ${units} ${units === 1 ? 'item' : 'items'}.`,
      confirmLabel: 'Ship',
      cancelLabel: 'Cancel',
      tone: 'primary' as const,
    };
  }
  if (kind === 'cancel') {
    return {
      title: adminMessages.orders.cancelQuestion,
      description:
        order.status === 'shipped'
          ? adminMessages.orders.cancelShippedHint
          : adminMessages.orders.cancelPendingHint,
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      tone: 'danger' as const,
    };
  }
  return {
    title: `Delete order ${orderNumber(order.id)}?`,
    description: adminMessages.orders.deleteQuestion,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger' as const,
  };
}

/** Asks before shipping, cancelling or deleting an order. */
export function OrderConfirmDialog({
  confirm,
  busy,
  onClose,
  onConfirm,
}: {
  confirm: Confirm;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const shown = confirm ? wording(confirm) : { title: '', confirmLabel: '' };
  return (
    <ConfirmDialog
      open={confirm !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      {...shown}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
