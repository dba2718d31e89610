import {
  AlertTriangle,
  ArrowRight,
  Ban,
  CircleCheckBig,
  Clock,
  Inbox,
  MailWarning,
  PackageMinus,
  RotateCw,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_STATUSES } from '~/domain/constants';
import type { DashboardView, OrderStatus, OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { LineChart } from './line-chart';
import { QuotationFigures } from './quotation-figures';
import { amountColumn, dateColumn } from '../shared/list-columns';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { AdminPageHeader, Button, buttonClass, Notice, Panel } from '../shared/ui';
import { orderNumber, ORDER_STATUS_LABELS } from '../shared/labels';
import { AdminList } from '../shared/admin-list';
import { adminPaths } from '../../lib/admin-paths';
import { useApiGet } from '../shared/use-api-data';
import { PublicAddressBanner } from '../shared/public-address-banner';
import { isSuperuser } from '../../lib/session';
import { backOfficeMeta } from '../../lib/company';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Dashboard | Back office', matches);
}

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

function PanelTitle({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {action}
    </div>
  );
}

function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-200/70 ${className}`} />;
}

/** Messages that gave up, each linking to the quotation or inquiry where staff can read why and resend. */
function FailedMail({ failed }: { failed: DashboardView['failed_mail'] }) {
  const text = adminMessages.mail;
  return (
    <Panel>
      <PanelTitle title={text.failedTitle} />
      <div data-testid="dashboard-failed-mail">
        <p className="flex items-center gap-2 px-4 pt-3 text-sm font-medium text-red-700 sm:px-5">
          <MailWarning aria-hidden="true" className="size-4" />
          {text.failedCount(failed.count)}
        </p>
        <ul className="divide-y divide-slate-100">
          {failed.recent.map((email) => {
            const to =
              email.quotation !== null
                ? adminPaths.quotation(email.quotation)
                : email.inquiry !== null
                  ? adminPaths.inquiry(email.inquiry)
                  : null;
            const body = (
              <>
                <span className="block truncate text-slate-800">{email.subject}</span>
                <span className="block truncate text-xs text-slate-500">
                  {text.kinds[email.kind] ?? email.kind} · {email.recipients.join(', ')}
                </span>
                {email.error && <span className="block truncate text-xs text-red-700">{email.error}</span>}
              </>
            );
            return (
              <li key={email.id}>
                {to ? (
                  <Link to={to} className="block px-4 py-3 text-sm hover:bg-slate-50 sm:px-5">
                    {body}
                  </Link>
                ) : (
                  <div className="px-4 py-3 text-sm sm:px-5">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Panel>
  );
}

function DashboardBody({ data }: { data: DashboardView }) {
  const labels = data.monthly.map((month) => month.label);
  const revenue = data.monthly.map((month) => Number(month.revenue));
  const months = labels.length ? `${labels[0]} to ${labels[labels.length - 1]}` : '';
  const attention = data.low_stock_products.length > 0 || data.inquiries.new > 0;

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
          <Panel>
            <PanelTitle title="Needs attention" />
            {attention ? (
              <ul className="divide-y divide-slate-100">
                {data.inquiries.new > 0 && (
                  <li>
                    <Link
                      to={adminPaths.inquiries}
                      className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50 sm:px-5"
                    >
                      <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-600">
                        <Inbox aria-hidden="true" className="size-4" />
                      </span>
                      <span className="flex-1 text-slate-800">
                        {data.inquiries.new} new {data.inquiries.new === 1 ? 'inquiry' : 'inquiries'}
                      </span>
                      <ArrowRight aria-hidden="true" className="size-4 text-slate-400" />
                    </Link>
                  </li>
                )}
                {data.low_stock_products.map((product) => (
                  <li key={product.id}>
                    <Link
                      to={adminPaths.editProduct(product.id)}
                      className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50 sm:px-5"
                    >
                      <span className="grid size-8 place-items-center rounded-lg bg-red-50 text-red-600">
                        <AlertTriangle aria-hidden="true" className="size-4" />
                      </span>
                      <span className="min-w-0 flex-1 truncate text-slate-800">{product.name}</span>
                      <span
                        className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
                          product.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-800'
                        }`}
                      >
                        {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-5 py-6 text-sm text-slate-600">
                {adminMessages.dashboard.nothingNeedsAttention}
              </p>
            )}
          </Panel>

          <Panel>
            <PanelTitle title="Popular items" />
            {data.popular_items.length === 0 ? (
              <p className="px-5 py-6 text-sm text-slate-600">{adminMessages.dashboard.noPopularItems}</p>
            ) : (
              <ol className="space-y-3 px-4 py-4 sm:px-5">
                {data.popular_items.map((item, index) => {
                  const top = data.popular_items[0]?.quantity || 1;
                  return (
                    <li key={`${item.product ?? 'x'}-${item.name}`} className="text-sm">
                      <div className="flex items-baseline justify-between gap-3">
                        <span className="min-w-0 truncate text-slate-800">
                          <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                          {item.name}
                        </span>
                        <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                          {item.quantity} sold
                        </span>
                      </div>
                      <div className="mt-1.5 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                        <div
                          className="h-1.5 rounded-full bg-brand-500"
                          style={{ width: `${Math.max(4, (item.quantity / top) * 100)}%` }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

function DashboardSkeleton() {
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

export default function Dashboard() {
  const { data, error, loading, reload } = useApiGet('/api/dashboard/');
  const counts = data && !loading ? data : null;
  // The owner lands here after signing in: the place to offer the shop's public address until one is known.
  const settings = useApiGet('/api/settings/admin/', isSuperuser() ? undefined : null);

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Orders, stock and inquiries at a glance."
        actions={
          <Link to={adminPaths.newOrder} className={buttonClass('primary')}>
            New Order
          </Link>
        }
      />
      {settings.data && (
        <div className="mb-6">
          <PublicAddressBanner settings={settings.data} />
        </div>
      )}
      {error && !loading ? (
        <Panel className="p-5">
          <Notice tone="error">{adminMessages.dashboard.loadFailed}</Notice>
          <Button variant="secondary" className="mt-4" onClick={reload}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </Panel>
      ) : (
        <>
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
          {counts ? <DashboardBody data={counts} /> : <DashboardSkeleton />}
        </>
      )}
    </>
  );
}
