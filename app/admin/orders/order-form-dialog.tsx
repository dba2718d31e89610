import { useId, useState } from 'react';
import { Form } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { useFieldMessages } from '../shared/form-action';
import type { FieldMessages } from '../shared/form-state';
import { orderNumber } from '../shared/labels';
import { Modal } from '../shared/modal';
import { ProductPicker } from '../shared/product-picker';
import { FieldNotes, fieldAria, TextAreaField, TextField } from '../shared/text-field';
import { Button, inputClass, labelClass, Notice } from '../shared/ui';
import { linesTotal, withProduct, type Line, type OrderPrefill } from './order-form-model';
import { OrderLines } from './order-lines';
import { ORDER_INTENTS, type OrderOutcome } from './orders-data';

/** The customer's fields: only the name is required, and it takes the focus when the dialog opens. */
const CUSTOMER_INPUTS = [
  { name: 'customer_name', label: 'Customer name', maxLength: 150, wide: true, required: true },
  { name: 'customer_email', label: 'Email', maxLength: 254, type: 'email' },
  { name: 'customer_phone', label: 'Phone', maxLength: 40, type: 'tel' },
  { name: 'customer_company', label: 'Company', maxLength: 200 },
  { name: 'po_number', label: 'PO number', maxLength: 100 },
] as const;

/** The paths whose messages show beside a field; any other goes into the notice. */
const placed = (path: string) =>
  CUSTOMER_INPUTS.some((input) => input.name === path) ||
  ['notes', 'delivery_address', 'reason'].includes(path) ||
  /^items(\.|$)/.test(path);

function CustomerFields({
  id,
  prefill,
  errors,
}: {
  id: string;
  prefill: OrderPrefill;
  errors: FieldMessages;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Customer</legend>
      {CUSTOMER_INPUTS.map(({ name, label, maxLength, ...input }) => {
        const required = 'required' in input;
        const inputId = `${id}-${name}`;
        return (
          <div key={name} className={'wide' in input ? 'sm:col-span-2' : undefined}>
            <label htmlFor={inputId} className={labelClass}>
              {/* Label and space in one text node: split in two, the asterisk renders a subpixel off. */}
              {required ? `${label} ` : label}
              {required && <span className="text-red-600">*</span>}
            </label>
            <input
              id={inputId}
              name={name}
              type={'type' in input ? input.type : 'text'}
              maxLength={maxLength}
              required={required}
              data-autofocus={required || undefined}
              defaultValue={prefill.customer[name]}
              {...fieldAria({ id: inputId, error: errors[name] })}
              className={`${inputClass} mt-1`}
            />
            <FieldNotes id={inputId} error={errors[name]} />
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <TextAreaField
          id={`${id}-delivery_address`}
          name="delivery_address"
          label="Delivery address"
          rows={2}
          maxLength={1000}
          defaultValue={prefill.customer.delivery_address}
          error={errors.delivery_address}
        />
      </div>
    </fieldset>
  );
}

export interface OrderFormDialogProps {
  /** The order to edit; null records a new one. */
  order: OrderView | null;
  /** What the form starts from: the order, an inquiry or nothing. */
  prefill: OrderPrefill;
  /** The inquiry to fill it in from could not be loaded. */
  prefillFailed: boolean;
  /** This form's last save, when it was refused. */
  refusal: OrderOutcome | undefined;
  busy: boolean;
  /** Where the form posts: the list as it is, without the names that opened the form. */
  action: string;
  onClose: () => void;
}

/**
 * Records or edits an order. It posts to the orders route's action, which checks it with the API's schema before
 * any request; the refusals show beside their fields and lines. Mounted afresh for each opening.
 */
export function OrderFormDialog({
  order,
  prefill,
  prefillFailed,
  refusal,
  busy,
  action,
  onClose,
}: OrderFormDialogProps) {
  const id = useId();
  const [lines, setLines] = useState<Line[]>(prefill.lines);
  const { errors, forget, onChange } = useFieldMessages(refusal);
  const others = Object.entries(errors).filter(([path]) => !placed(path));
  const formId = `${id}-form`;

  function changeLines(next: Line[]) {
    // The lines' messages are by position, which adding or removing a line changes.
    forget('items');
    setLines(next);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={order ? `Edit order ${orderNumber(order.id)}` : 'New Order'}
      description={order ? 'Pending orders can still change.' : 'Record an order for a customer.'}
      footer={
        <>
          <p className="mr-auto text-sm text-slate-600">
            Total{' '}
            <span className="ml-1 text-base font-semibold text-slate-900 tabular-nums">
              {formatPeso(linesTotal(lines))}
            </span>
          </p>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {order ? 'Save changes' : 'Create order'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        method="post"
        action={action}
        replace
        preventScrollReset
        noValidate
        onChange={onChange}
        className="space-y-6"
      >
        <input type="hidden" name="intent" value={ORDER_INTENTS.save} />
        {order && <input type="hidden" name="order" value={order.id} />}
        {prefill.inquiry !== null && <input type="hidden" name="inquiry" value={prefill.inquiry} />}
        {prefill.note && <Notice tone="success">{prefill.note}</Notice>}
        {prefillFailed && <Notice tone="error">{adminMessages.orders.inquiryLoadFailed}</Notice>}
        {refusal && !busy && (
          <Notice tone="error">
            <p>{refusal.notice.text}</p>
            {others.map(([path, message]) => (
              <p key={path}>{message}</p>
            ))}
          </Notice>
        )}
        <CustomerFields id={id} prefill={prefill} errors={errors} />

        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">Items</legend>
          <ProductPicker
            initial={prefill.pickerSearch}
            onPick={(product) => changeLines(withProduct(lines, product))}
          />
          {errors.items && <p className="mt-2 text-sm font-medium text-red-700">{errors.items}</p>}
          <OrderLines
            idPrefix={id}
            lines={lines}
            errors={errors}
            onChange={(key, change) =>
              setLines(lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
            }
            onRemove={(key) => changeLines(lines.filter((line) => line.key !== key))}
          />
        </fieldset>

        <TextAreaField
          id={`${id}-notes`}
          name="notes"
          label="Notes"
          maxLength={5000}
          defaultValue={prefill.customer.notes}
          error={errors.notes}
        />
        {order?.confirmed_at && (
          <TextField
            id={`${id}-reason`}
            name="reason"
            label="Reason to reserve more than is available"
            hint={adminMessages.orders.reserveReasonHint}
            maxLength={500}
            error={errors.reason}
          />
        )}
      </Form>
    </Modal>
  );
}
