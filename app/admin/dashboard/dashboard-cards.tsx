import { Ban, CircleCheckBig, Clock, PackageMinus, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ORDER_STATUSES } from '~/domain/constants';
import type { DashboardView, OrderStatus } from '~/domain/order';
import { adminPaths } from '../../lib/admin-paths';
import { ORDER_STATUS_LABELS } from '../shared/labels';

const cardLook: Record<OrderStatus | 'low', { icon: LucideIcon; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-amber-50 text-amber-600' },
  shipped: { icon: Truck, tone: 'bg-sky-50 text-sky-600' },
  delivered: { icon: CircleCheckBig, tone: 'bg-green-50 text-green-600' },
  cancelled: { icon: Ban, tone: 'bg-slate-100 text-slate-500' },
  low: { icon: PackageMinus, tone: 'bg-red-50 text-red-600' },
};

function MetricCard({
  to,
  label,
  value,
  hint,
  look,
  className = '',
}: {
  className?: string;
  to: string;
  label: string;
  value: number | null;
  hint: string;
  look: keyof typeof cardLook;
}) {
  const { icon: Icon, tone } = cardLook[look];
  return (
    <Link
      to={to}
      className={`group flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:p-5 ${className}`}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {value === null ? (
          <span className="mt-2 block h-8 w-12 animate-pulse rounded bg-slate-200" />
        ) : (
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
        )}
        <p className="mt-1 truncate text-xs text-slate-500 group-hover:text-brand-700">{hint}</p>
      </div>
      <span className={`grid size-10 shrink-0 place-items-center rounded-lg ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Link>
  );
}

/** The orders in each status and the products low in stock; a pulse in each while a retry loads them. */
export function MetricCards({ counts }: { counts: DashboardView | null }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5">
      {ORDER_STATUSES.map((status) => (
        <MetricCard
          key={status}
          to={adminPaths.ordersWithStatus(status)}
          label={ORDER_STATUS_LABELS[status]}
          value={counts ? counts.orders[status] : null}
          hint="View orders"
          look={status}
        />
      ))}
      <MetricCard
        to={adminPaths.products}
        label="Low in Stock"
        value={counts ? counts.low_in_stock : null}
        hint={counts ? `${counts.low_stock_threshold} or fewer left` : 'View products'}
        look="low"
        className="col-span-2 md:col-span-1"
      />
    </div>
  );
}
