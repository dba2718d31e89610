import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { DashboardView, OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { adminPaths } from '../../lib/admin-paths';
import { AdminList } from '../shared/admin-list';
import { orderNumber } from '../shared/labels';
import { amountColumn, dateColumn } from '../shared/list-columns';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { AgingPanel } from '../shared/aging-panel';
import { Panel } from '../shared/ui';
import { FailedMail, NeedsAttention, PanelTitle, PopularItems } from './dashboard-panels';
import { LineChart } from './line-chart';
import { QuotationFigures } from './quotation-figures';

/** The loaded dashboard under its counts: quotations, the monthly charts, recent orders and the side lists. */
export function DashboardBody({ data }: { data: DashboardView }) {
  const labels = data.monthly.map((month) => month.label);
  const revenue = data.monthly.map((month) => Number(month.revenue));
  const months = labels.length ? `${labels[0]} to ${labels[labels.length - 1]}` : '';

  return (
    <>
      <QuotationFigures figures={data.quotations} />
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Panel className="min-w-0 xl:col-span-2">
          <PanelTitle title="Orders by month" />
          <div className="px-2 pt-4 pb-4 sm:px-5">
            <LineChart
              title={`Orders and shipments, ${months}`}
              description="Orders created and orders shipped in each of the last five months."
              labels={labels}
              series={[
                {
                  name: 'Orders',
                  color: 'text-brand-600',
                  values: data.monthly.map((month) => month.orders),
                },
                {
                  name: 'Shipped',
                  color: 'text-sky-500',
                  values: data.monthly.map((month) => month.shipped),
                },
              ]}
            />
          </div>
        </Panel>
        <Panel className="min-w-0">
          <PanelTitle title="Revenue" />
          <div className="px-2 pt-4 pb-4 sm:px-5">
            <p className="px-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:px-0">
              {formatPeso(revenue.reduce((sum, value) => sum + value, 0))}
            </p>
            <p className="mb-3 px-2 text-xs text-slate-500 sm:px-0">Shipped and delivered orders, {months}</p>
            <LineChart
              title={`Revenue, ${months}`}
              description="Value of the orders shipped in each of the last five months, in pesos."
              labels={labels}
              series={[{ name: 'Revenue (₱)', color: 'text-emerald-500', values: revenue }]}
              formatValue={formatPeso}
              wholeNumbers={false}
              height={200}
            />
          </div>
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Panel className="min-w-0 xl:col-span-2">
          <PanelTitle
            title="Recent orders"
            action={
              <Link
                to={adminPaths.orders}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                View all <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            }
          />
          <AdminList
            rows={data.recent_orders}
            empty={adminMessages.dashboard.noRecentOrders}
            caption="Recent orders"
            tableClassName="min-w-[560px]"
            rowClassName="hover:bg-slate-50"
            columns={[
              {
                header: 'Order ID',
                className: 'px-5 py-3',
                cellClassName: 'font-medium',
                cell: (order) => (
                  <Link to={adminPaths.order(order.id)} className="text-brand-700 hover:underline">
                    {orderNumber(order.id)}
                  </Link>
                ),
              },
              {
                header: 'Customer',
                className: 'px-3 py-3',
                cellClassName: 'max-w-48 truncate text-slate-800',
                cell: (order) => order.customer_name,
              },
              {
                header: 'Status',
                className: 'px-3 py-3',
                cell: (order) => <OrderStatusBadge status={order.status} />,
              },
              amountColumn('Total', (order: OrderView) => order.total_amount, 'text-slate-800 tabular-nums'),
              dateColumn('Date', (order: OrderView) => order.created_at, {
                className: 'px-5 py-3 text-right',
                cellClassName: 'whitespace-nowrap text-slate-600',
              }),
            ]}
          />
        </Panel>

        <div className="min-w-0 space-y-6">
          {data.failed_mail.count > 0 && <FailedMail failed={data.failed_mail} />}
          <AgingPanel aging={data.receivables} />
          <NeedsAttention data={data} />
          <PopularItems items={data.popular_items} />
        </div>
      </div>
    </>
  );
}

function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-200/70 ${className}`} />;
}

/** The body's shape while a retry loads it. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard">
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Skeleton className="h-80 xl:col-span-2" />
        <Skeleton className="h-80" />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Skeleton className="h-72 xl:col-span-2" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
