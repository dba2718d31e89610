import { Plus, Trash2 } from 'lucide-react';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import { QUOTATION_LIMITS } from '~/domain/quotation';
import type { FieldMessages } from '../shared/form-state';
import { ProductPicker } from '../shared/product-picker';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { Button, inputClass } from '../shared/ui';
import { DiscountField } from './quotation-form-parts';
import { catalogueLine, freeLine, lineMessages, productSnapshot, type LineDraft } from './quotation-model';

const text = adminMessages.quotations;

function LineRow({
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
  /** The messages about this line, by its field as the API names it. */
  errors: FieldMessages;
  editable: boolean;
  /** A change of the line, and the fields (as the API names them) it edits. */
  onChange: (change: Partial<LineDraft>, ...fields: string[]) => void;
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
            onChange={(event) => onChange({ description: event.target.value }, 'description')}
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
            onChange={(event) => onChange({ quantity: event.target.value }, 'quantity')}
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
            onChange={(event) =>
              onChange({ unitPrice: event.target.value, manualPrice: true, pricedBy: null }, 'unit_price')
            }
            className={`${inputClass} mt-1 tabular-nums ${marked(unit_price)}`}
          />
          <FieldNotes id={`${id}-price`} error={unit_price} />
          {line.pricedBy && (
            <p className="mt-1 text-xs text-slate-500" data-testid="line-priced-by">
              {line.pricedBy}
            </p>
          )}
        </div>
        <DiscountField
          id={`${id}-discount`}
          label="Discount"
          kind={line.discountKind}
          value={line.discount}
          error={discount_amount ?? discount_percent}
          onChange={(kind, value) =>
            onChange({ discountKind: kind, discount: value }, 'discount_amount', 'discount_percent')
          }
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

/**
 * The quotation's lines: a product from the catalogue or a free-text line to add, and each line with its total
 * and its messages (`lines.1.quantity` beside line 2's quantity; the list's own above them).
 */
export function QuotationLines({
  id,
  lines,
  totals,
  errors,
  editable,
  onAdd,
  onChange,
  onRemove,
}: {
  id: string;
  lines: LineDraft[];
  /** Each line's total after its discount, as the API writes money. */
  totals: string[];
  errors: FieldMessages;
  editable: boolean;
  onAdd: (line: LineDraft) => void;
  onChange: (index: number, change: Partial<LineDraft>, ...fields: string[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <>
      {editable && (
        <div className="mb-4 space-y-3">
          <ProductPicker onPick={(product) => onAdd(catalogueLine(productSnapshot(product)))} />
          <Button variant="secondary" onClick={() => onAdd(freeLine())}>
            <Plus aria-hidden="true" className="size-4" />
            Add a free-text line
          </Button>
        </div>
      )}
      {errors.lines && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {errors.lines}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {text.noLines}
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {lines.map((line, index) => (
            <LineRow
              key={line.key}
              id={`${id}-${line.key}`}
              line={line}
              index={index}
              total={totals[index] ?? '0.00'}
              errors={lineMessages(errors, index)}
              editable={editable}
              onChange={(change, ...fields) => onChange(index, change, ...fields)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ol>
      )}
    </>
  );
}
