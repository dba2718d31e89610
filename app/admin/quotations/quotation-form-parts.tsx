import { Trash2 } from 'lucide-react';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import { QUOTATION_LIMITS } from '~/domain/quotation';
import { VAT_RATE_PERCENT } from '~/domain/quotation-totals';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { inputClass, labelClass } from '../shared/ui';
import type { DiscountKind, LineDraft, liveTotals } from './quotation-model';

const text = adminMessages.quotations;

/** One number read as pesos or as a percentage, as the API takes a discount. */
export function DiscountField({
  id,
  label,
  kind,
  value,
  error,
  onChange,
  compact = false,
  className = '',
}: {
  id: string;
  label: string;
  kind: DiscountKind;
  value: string;
  error?: string;
  onChange: (kind: DiscountKind, value: string) => void;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={compact ? 'text-xs font-medium text-slate-600' : labelClass}>
        {label}
      </label>
      <div className="mt-1 flex">
        <input
          id={id}
          {...fieldAria({ id, error })}
          inputMode="decimal"
          value={value}
          placeholder="0"
          onChange={(event) => onChange(kind, event.target.value)}
          className={`${inputClass} min-w-0 flex-1 rounded-r-none tabular-nums ${error ? 'border-red-400' : ''}`}
        />
        <select
          aria-label={`${label}: pesos or percent`}
          value={kind}
          onChange={(event) => onChange(event.target.value as DiscountKind, value)}
          className={`${inputClass} w-18! shrink-0 rounded-l-none border-l-0 pr-7`}
        >
          <option value="amount">₱</option>
          <option value="percent">%</option>
        </select>
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

export function LineRow({
  id,
  line,
  index,
  total,
  errors,
  editable,
  onChange,
  onRemove,
}: {
  id: string;
  line: LineDraft;
  index: number;
  total: string;
  /** The server's messages about this line, by field. */
  errors: Partial<Record<string, string>>;
  editable: boolean;
  onChange: (change: Partial<LineDraft>) => void;
  onRemove: () => void;
}) {
  const name = line.description.trim() || `line ${index + 1}`;
  const small = 'text-xs font-medium text-slate-600';
  const { description, quantity, unit_price, discount_amount, discount_percent, ...rest } = errors;
  // What no field of the line shows (a product gone from the catalogue) is said under the whole line.
  const others = Object.values(rest).join(' ');
  const marked = (error: string | undefined) => (error ? 'border-red-400' : '');
  return (
    <li aria-label={`Line ${index + 1}`} className="space-y-3 p-3">
      <div className="flex items-start gap-3">
        <span className="mt-2 w-5 shrink-0 text-right text-xs text-slate-500 tabular-nums">{index + 1}.</span>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-description`} className={small}>
            {line.product === null ? 'Description' : 'Product'}
          </label>
          <input
            id={`${id}-description`}
            {...fieldAria({ id: `${id}-description`, error: description })}
            value={line.description}
            maxLength={QUOTATION_LIMITS.description}
            onChange={(event) => onChange({ description: event.target.value })}
            placeholder={line.product === null ? 'For example: Installation' : undefined}
            className={`${inputClass} mt-1 ${marked(description)}`}
          />
          <FieldNotes id={`${id}-description`} error={description} />
          <p className="mt-1 text-xs text-slate-500">
            {line.product === null ? 'Free-text line' : 'From the catalogue'}
            {line.stock !== null && ` · ${text.stockNote(line.stock)}`}
          </p>
        </div>
        {editable && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            className="mt-5 rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 items-end gap-3 pl-8 sm:grid-cols-[6rem_9rem_minmax(0,11rem)_1fr]">
        <div>
          <label htmlFor={`${id}-quantity`} className={small}>
            Quantity
          </label>
          <input
            id={`${id}-quantity`}
            {...fieldAria({ id: `${id}-quantity`, error: quantity })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={line.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            className={`${inputClass} mt-1 tabular-nums ${marked(quantity)}`}
          />
          <FieldNotes id={`${id}-quantity`} error={quantity} />
        </div>
        <div>
          <label htmlFor={`${id}-price`} className={small}>
            Unit price (₱)
          </label>
          <input
            id={`${id}-price`}
            {...fieldAria({ id: `${id}-price`, error: unit_price })}
            inputMode="decimal"
            value={line.unitPrice}
            onChange={(event) => onChange({ unitPrice: event.target.value })}
            className={`${inputClass} mt-1 tabular-nums ${marked(unit_price)}`}
          />
          <FieldNotes id={`${id}-price`} error={unit_price} />
        </div>
        <DiscountField
          id={`${id}-discount`}
          label="Discount"
          kind={line.discountKind}
          value={line.discount}
          error={discount_amount ?? discount_percent}
          onChange={(kind, value) => onChange({ discountKind: kind, discount: value })}
          compact
          className="col-span-2 sm:col-span-1"
        />
        <p className="col-span-2 text-right text-sm font-semibold text-slate-900 tabular-nums sm:col-span-1 sm:pb-2">
          <span className="sr-only">Line total </span>
          {formatPeso(total)}
        </p>
      </div>
      {others && (
        <p role="alert" className="pl-8 text-xs font-medium text-red-700">
          {others}
        </p>
      )}
    </li>
  );
}

export function Totals({
  figures,
  pricesIncludeVat,
}: {
  figures: ReturnType<typeof liveTotals>;
  pricesIncludeVat: boolean;
}) {
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${
        strong ? 'mt-2 border-t border-slate-200 pt-2 text-base font-bold text-slate-900' : ''
      }`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="border-t border-slate-200 pt-4">
      <dl aria-label="Totals" aria-live="polite" className="space-y-1.5 text-sm text-slate-700">
        {row('Lines', formatPeso(figures.linesTotal))}
        {Number(figures.discount) > 0 && row('Discount', `−${formatPeso(figures.discount)}`)}
        {row(pricesIncludeVat ? 'VATable sales' : 'Subtotal', formatPeso(figures.subtotal))}
        {row(`VAT (${VAT_RATE_PERCENT}%)`, formatPeso(figures.vat))}
        {row('Total', formatPeso(figures.total), true)}
      </dl>
      <p className="pt-2 text-xs text-slate-500">
        {pricesIncludeVat ? 'Prices include VAT.' : 'Prices exclude VAT; VAT is added.'}
      </p>
    </div>
  );
}
