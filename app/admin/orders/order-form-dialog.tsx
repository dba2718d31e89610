import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ProductView } from '~/domain/catalogue';
import { adminMessages } from '~/domain/admin-messages';
import { sellingPrice, type OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { errorSentence, fieldErrorLines, itemErrors } from '../shared/api-errors';
import { inquiryProductNames, isValidPrice, lineTotal, sumLines } from './order-model';
import { orderNumber } from '../shared/labels';
import { Modal } from '../shared/modal';
import { ProductPicker } from '../shared/product-picker';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { Button, inputClass, labelClass, Notice } from '../shared/ui';

interface Line {
  key: string;
  product: number | null;
  name: string;
  /** Known for lines picked now; an edited order's old lines do not carry the product's stock. */
  stock: number | null;
  quantity: string;
  unitPrice: string;
}

interface Customer {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_company: string;
  notes: string;
}

const emptyCustomer: Customer = {
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  customer_company: '',
  notes: '',
};

/** The customer's fields: only the name is required, and it takes the focus when the dialog opens. */
const CUSTOMER_FIELDS: {
  name: keyof Customer;
  label: string;
  maxLength: number;
  type?: string;
  wide?: boolean;
  required?: boolean;
  'data-autofocus'?: boolean;
}[] = [
  {
    name: 'customer_name',
    label: 'Customer name',
    maxLength: 150,
    wide: true,
    required: true,
    'data-autofocus': true,
  },
  { name: 'customer_email', label: 'Email', maxLength: 254, type: 'email' },
  { name: 'customer_phone', label: 'Phone', maxLength: 40, type: 'tel' },
  { name: 'customer_company', label: 'Company', maxLength: 200, wide: true },
];

interface OrderFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order to edit; null creates a new one. */
  order: OrderView | null;
  /** An inquiry to fill a new order from. */
  inquiryId: number | null;
  onSaved: (order: OrderView, created: boolean) => void;
}

function linesOf(order: OrderView): Line[] {
  return order.items.map((item) => ({
    key: `item-${item.id}`,
    product: item.product,
    name: item.product_name,
    stock: null,
    quantity: String(item.quantity),
    unitPrice: item.unit_price,
  }));
}

/** Mounted afresh for each opening, so the form starts from the order being edited, the inquiry, or blank. */
export function OrderFormDialog(props: OrderFormDialogProps) {
  return props.open ? <OrderForm {...props} /> : null;
}

function OrderForm({ open, onOpenChange, order, inquiryId, onSaved }: OrderFormDialogProps) {
  const id = useId();
  const [customer, setCustomer] = useState<Customer>(() =>
    order
      ? {
          customer_name: order.customer_name,
          customer_email: order.customer_email,
          customer_phone: order.customer_phone,
          customer_company: order.customer_company,
          notes: order.notes,
        }
      : emptyCustomer,
  );
  const [lines, setLines] = useState<Line[]>(() => (order ? linesOf(order) : []));
  const [pickerQuery, setPickerQuery] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  /** The server's messages about each line (by index), by field: shown beside that line's inputs. */
  const [lineErrors, setLineErrors] = useState<Partial<Record<string, string>>[]>([]);
  const [busy, setBusy] = useState(false);
  const [inquiryNote, setInquiryNote] = useState<string | null>(null);

  useEffect(() => {
    if (order || inquiryId === null) return;
    let current = true;
    unwrap(api.GET('/api/inquiries/{id}/', { params: { path: { id: inquiryId } } }))
      .then((inquiry) => {
        if (!current) return;
        const wanted = inquiryProductNames(inquiry.products);
        setCustomer({
          customer_name: inquiry.name,
          customer_email: inquiry.email,
          customer_phone: inquiry.phone,
          customer_company: inquiry.company,
          notes: wanted.length ? `Requested: ${wanted.join(', ')}` : '',
        });
        setPickerQuery(wanted[0] ?? '');
        setInquiryNote(
          wanted.length
            ? `Filled in from inquiry #${inquiry.id}. They asked for: ${wanted.join(', ')}.`
            : `Filled in from inquiry #${inquiry.id}.`,
        );
      })
      .catch(() => {
        if (current) setErrors([adminMessages.orders.inquiryLoadFailed]);
      });
    return () => {
      current = false;
    };
  }, [order, inquiryId]);

  function field(name: keyof Customer) {
    return {
      id: `${id}-${name}`,
      name,
      value: customer[name],
      onChange: (event: { target: { value: string } }) =>
        setCustomer((current) => ({ ...current, [name]: event.target.value })),
    };
  }

  function addProduct(product: ProductView) {
    setLines((current) => {
      const existing = current.find((line) => line.product === product.id);
      if (existing) {
        return current.map((line) =>
          line === existing ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line,
        );
      }
      return [
        ...current,
        {
          key: `product-${product.id}-${Date.now()}`,
          product: product.id,
          name: product.name,
          stock: product.stock,
          quantity: '1',
          unitPrice: sellingPrice(product.price, product.discounted_price),
        },
      ];
    });
  }

  function updateLine(key: string, change: Partial<Line>) {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  }

  function validate(): string[] {
    const problems: string[] = [];
    if (!customer.customer_name.trim()) problems.push(adminMessages.orders.customerRequired);
    if (lines.length === 0) problems.push(adminMessages.orders.itemsRequired);
    if (lines.some((line) => !/^\d+$/.test(line.quantity.trim()) || Number(line.quantity) < 1)) {
      problems.push(adminMessages.orders.quantityInvalid);
    }
    if (lines.some((line) => !isValidPrice(line.unitPrice))) problems.push(adminMessages.orders.priceInvalid);
    return problems;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    setLineErrors([]);
    if (problems.length) return;
    setBusy(true);
    const payload = {
      customer_name: customer.customer_name.trim(),
      customer_email: customer.customer_email.trim(),
      customer_phone: customer.customer_phone.trim(),
      customer_company: customer.customer_company.trim(),
      notes: customer.notes.trim(),
      ...(order ? {} : { inquiry: inquiryId }),
      items: lines.map((line) => ({
        // A line without a product goes as null all the same: the server's field error names the line.
        product: line.product as number,
        quantity: Number(line.quantity),
        unit_price: line.unitPrice.trim(),
      })),
    };
    try {
      const saved = order
        ? await unwrap(api.PUT('/api/orders/{id}/', { params: { path: { id: order.id } }, body: payload }))
        : await unwrap(api.POST('/api/orders/', { body: payload }));
      onSaved(saved, !order);
    } catch (failure) {
      if (failure instanceof ApiError) {
        // Errors of the whole list ("items: ...") are lines of the notice; a line's own stand beside it.
        const lines = fieldErrorLines(failure.body);
        setErrors(lines.length ? lines : [errorSentence(failure.body) ?? adminMessages.orders.saveFailed]);
        setLineErrors(itemErrors(failure.body, 'items').items);
      } else {
        setErrors([adminMessages.orders.saveFailed]);
      }
    } finally {
      setBusy(false);
    }
  }

  const total = sumLines(
    lines.map((line) => ({ unit_price: line.unitPrice, quantity: Number(line.quantity) })),
  );
  const formId = `${id}-form`;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={order ? `Edit order ${orderNumber(order.id)}` : 'New Order'}
      description={order ? 'Pending orders can still change.' : 'Record an order for a customer.'}
      footer={
        <>
          <p className="mr-auto text-sm text-slate-600">
            Total{' '}
            <span className="ml-1 text-base font-semibold text-slate-900 tabular-nums">
              {formatPeso(total)}
            </span>
          </p>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {order ? 'Save changes' : 'Create order'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
        {inquiryNote && <Notice tone="success">{inquiryNote}</Notice>}
        {errors.length > 0 && (
          <Notice tone="error">
            {errors.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Notice>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-slate-900">Customer</legend>
          {CUSTOMER_FIELDS.map(({ name, label, wide, required, ...input }) => (
            <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={`${id}-${name}`} className={labelClass}>
                {/* Label and space in one text node: split in two, the asterisk renders a subpixel off. */}
                {required ? `${label} ` : label}
                {required && <span className="text-red-600">*</span>}
              </label>
              <input {...field(name)} {...input} required={required} className={`${inputClass} mt-1`} />
            </div>
          ))}
        </fieldset>

        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-slate-900">Items</legend>
          <ProductPicker key={pickerQuery} initialQuery={pickerQuery} onPick={addProduct} />
          {lines.length > 0 && (
            <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {lines.map((line, index) => {
                const quantity = Number(line.quantity);
                const problems = lineErrors[index] ?? {};
                const quantityId = `${id}-${line.key}-qty`;
                const priceId = `${id}-${line.key}-price`;
                const over = line.stock !== null && Number.isInteger(quantity) && quantity > line.stock;
                return (
                  <li
                    key={line.key}
                    className="grid grid-cols-2 items-end gap-3 p-3 sm:grid-cols-[1fr_6rem_8rem_7rem_auto]"
                  >
                    <div className="col-span-2 min-w-0 sm:col-span-1 sm:self-center">
                      <p className="truncate text-sm font-medium text-slate-900">{line.name}</p>
                      <p className={`text-xs ${over ? 'text-amber-700' : 'text-slate-500'}`}>
                        {line.product === null
                          ? 'No longer in the catalogue'
                          : line.stock === null
                            ? 'In this order'
                            : over
                              ? `Only ${line.stock} in stock: it cannot ship as is`
                              : `${line.stock} in stock`}
                      </p>
                      {problems.product && (
                        <p className="text-xs font-medium text-red-700">{problems.product}</p>
                      )}
                    </div>
                    <div>
                      <label htmlFor={quantityId} className="text-xs font-medium text-slate-600">
                        Quantity
                      </label>
                      <input
                        id={quantityId}
                        {...fieldAria({ id: quantityId, error: problems.quantity })}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        value={line.quantity}
                        onChange={(event) => updateLine(line.key, { quantity: event.target.value })}
                        className={`${inputClass} mt-1 tabular-nums`}
                      />
                      <FieldNotes id={quantityId} error={problems.quantity} />
                    </div>
                    <div>
                      <label htmlFor={priceId} className="text-xs font-medium text-slate-600">
                        Unit price (₱)
                      </label>
                      <input
                        id={priceId}
                        {...fieldAria({ id: priceId, error: problems.unit_price })}
                        inputMode="decimal"
                        value={line.unitPrice}
                        onChange={(event) => updateLine(line.key, { unitPrice: event.target.value })}
                        className={`${inputClass} mt-1 tabular-nums`}
                      />
                      <FieldNotes id={priceId} error={problems.unit_price} />
                    </div>
                    <p className="self-center text-sm font-medium text-slate-900 tabular-nums sm:text-right">
                      <span className="sr-only">Line total </span>
                      {formatPeso(lineTotal(line.unitPrice, quantity))}
                    </p>
                    <button
                      type="button"
                      onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))}
                      aria-label={`Remove ${line.name}`}
                      className="justify-self-end rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>

        <div>
          <label htmlFor={`${id}-notes`} className={labelClass}>
            Notes
          </label>
          <textarea {...field('notes')} rows={3} className={`${inputClass} mt-1`} maxLength={5000} />
        </div>
      </form>
    </Modal>
  );
}
