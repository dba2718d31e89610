import { Trash2 } from 'lucide-react';
import { formatPeso } from '~/domain/price';
import type { FieldMessages } from '../shared/form-state';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { inputClass } from '../shared/ui';
import { lineField, type Line } from './order-form-model';
import { lineTotal } from './order-model';

function stockNote(line: Line, over: boolean): string {
  if (line.product === null) return 'No longer in the catalogue';
  if (line.stock === null) return 'In this order';
  return over ? `Only ${line.stock} in stock: it cannot ship as is` : `${line.stock} in stock`;
}

/** A number typed into a line: its label above, its message below, named by its path in the order. */
function LineInput({
  id,
  name,
  label,
  value,
  error,
  onChange,
  numeric,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  numeric?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        name={name}
        {...fieldAria({ id, error })}
        {...(numeric ? { type: 'number', inputMode: 'numeric', min: 1, step: 1 } : { inputMode: 'decimal' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1 tabular-nums`}
      />
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/**
 * The order's lines: each product with its stock, quantity, unit price and total, and a way to remove it. The
 * inputs are named by their path in the order (`items.0.quantity`), so the form posts them and each shows the
 * message at its path.
 */
export function OrderLines({
  idPrefix,
  lines,
  errors,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  lines: Line[];
  errors: FieldMessages;
  onChange: (key: string, change: Partial<Line>) => void;
  onRemove: (key: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
      {lines.map((line, index) => {
        const quantity = Number(line.quantity);
        const over = line.stock !== null && Number.isInteger(quantity) && quantity > line.stock;
        const id = `${idPrefix}-${line.key}`;
        const productError = errors[lineField(index, 'product')];
        return (
          <li
            key={line.key}
            className="grid grid-cols-2 items-end gap-3 p-3 sm:grid-cols-[1fr_6rem_8rem_7rem_auto]"
          >
            <input type="hidden" name={lineField(index, 'product')} value={line.product ?? ''} />
            <div className="col-span-2 min-w-0 sm:col-span-1 sm:self-center">
              <p className="truncate text-sm font-medium text-slate-900">{line.name}</p>
              <p className={`text-xs ${over ? 'text-amber-700' : 'text-slate-500'}`}>
                {stockNote(line, over)}
              </p>
              {productError && <p className="text-xs font-medium text-red-700">{productError}</p>}
            </div>
            <LineInput
              id={`${id}-qty`}
              name={lineField(index, 'quantity')}
              label="Quantity"
              numeric
              value={line.quantity}
              error={errors[lineField(index, 'quantity')]}
              onChange={(value) => onChange(line.key, { quantity: value })}
            />
            <LineInput
              id={`${id}-price`}
              name={lineField(index, 'unit_price')}
              label="Unit price (₱)"
              value={line.unitPrice}
              error={errors[lineField(index, 'unit_price')]}
              onChange={(value) => onChange(line.key, { unitPrice: value })}
            />
            <p className="self-center text-sm font-medium text-slate-900 tabular-nums sm:text-right">
              <span className="sr-only">Line total </span>
              {formatPeso(lineTotal(line.unitPrice, quantity))}
            </p>
            <button
              type="button"
              onClick={() => onRemove(line.key)}
              aria-label={`Remove ${line.name}`}
              className="justify-self-end rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
