import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatPeso } from '~/domain/price';
import type { QuotationDashboard } from '~/domain/quotation';
import { adminPaths } from '../../lib/admin-paths';
import { Panel } from '../shared/ui';

/** "33.3%", or a dash while nothing sent this month has been decided. */
export function conversionText(rate: number | null): string {
  return rate === null ? '—' : `${rate.toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`;
}

/** The quotation figures the server computes: this month's sent and accepted, conversion, open quotes. */
export function QuotationFigures({ figures }: { figures: QuotationDashboard }) {
  const tiles = [
    { label: 'Quotes sent', value: String(figures.sent_this_month), hint: 'This month' },
    { label: 'Accepted', value: String(figures.accepted_this_month), hint: 'This month' },
    {
      label: 'Conversion rate',
      value: conversionText(figures.conversion_rate),
      hint: 'Accepted of those sent this month and answered or expired',
    },
    {
      label: 'Open quotes',
      value: formatPeso(figures.open_value),
      hint: `${figures.open_count} sent and not expired`,
    },
  ];
  return (
    <Panel className="mt-6">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-base font-semibold text-slate-900">Quotations</h2>
        <Link
          to={adminPaths.quotations}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View all <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <dl className="grid grid-cols-2 divide-slate-100 lg:grid-cols-4 lg:divide-x">
        {tiles.map((tile) => (
          <div key={tile.label} className="px-4 py-4 sm:px-5">
            <dt className="text-sm font-medium text-slate-600">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {tile.value}
            </dd>
            <dd className="mt-0.5 text-xs text-slate-500">{tile.hint}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
