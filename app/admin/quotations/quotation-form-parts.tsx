import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPeso } from '~/domain/price';
import { VAT_RATE_PERCENT } from '~/domain/quotation-totals';
import { adminPaths } from '../../lib/admin-paths';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { inputClass, labelClass, Panel } from '../shared/ui';
import type { LiveTotals } from './quotation-live-totals';
import type { DiscountKind } from './quotation-model';

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

export function Totals({ figures, pricesIncludeVat }: { figures: LiveTotals; pricesIncludeVat: boolean }) {
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

export function BackToList() {
  return (
    <Link
      to={adminPaths.quotations}
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All quotations
    </Link>
  );
}

/** One titled panel of the quotation form. */
export function FormSection({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Panel className={`p-4 sm:p-5 ${className}`}>
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Panel>
  );
}
