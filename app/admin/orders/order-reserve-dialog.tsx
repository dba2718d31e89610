import { useId } from 'react';
import { Form } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { OrderView } from '~/domain/order';
import { orderNumber } from '../shared/labels';
import { Modal } from '../shared/modal';
import { TextAreaField } from '../shared/text-field';
import { Button, Notice } from '../shared/ui';
import { ORDER_INTENTS, type OrderOutcome } from './orders-data';

/**
 * Confirms an order by reserving its stock. A shortfall's refusal stays here, with the reason field that lets
 * staff reserve anyway (the reason goes on the ledger and into the order's history).
 */
export function OrderReserveDialog({
  order,
  refusal,
  busy,
  action,
  onClose,
}: {
  order: OrderView;
  /** This dialog's last answer, when it was refused. */
  refusal: OrderOutcome | undefined;
  busy: boolean;
  action: string;
  onClose: () => void;
}) {
  const id = useId();
  const formId = `${id}-form`;
  const text = adminMessages.orders;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.reserveQuestion(orderNumber(order.id))}
      description={text.reserveHint}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Reserve stock
          </Button>
        </>
      }
    >
      <Form id={formId} method="post" action={action} replace preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value={ORDER_INTENTS.reserve} />
        <input type="hidden" name="id" value={order.id} />
        {refusal && !busy && <Notice tone="error">{refusal.notice.text}</Notice>}
        <TextAreaField
          id={`${id}-reason`}
          name="reason"
          label="Reason to reserve more than is available"
          hint={text.reserveReasonHint}
          rows={2}
          maxLength={500}
          error={refusal?.errors?.reason}
        />
      </Form>
    </Modal>
  );
}
