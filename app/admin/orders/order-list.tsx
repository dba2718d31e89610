import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_PAGE_SIZE } from '~/domain/constants';
import type { OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { AdminList, EmptyState, listPaging } from '../shared/admin-list';
import { orderNumber } from '../shared/labels';
import { amountColumn, customerColumn, dateColumn } from '../shared/list-columns';
import type { ListParams } from '../shared/use-list-params';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { formatOrderDate } from '../shared/shop-dates';
import { Button } from '../shared/ui';
import { OrderActionsMenu, type OrderAction } from './order-actions-menu';

/** Opens the order form: in the screen's header, and in an empty list that no filter narrowed. */
export function NewOrderButton({
  variant = 'primary',
  onClick,
}: {
  variant?: 'primary' | 'secondary';
  onClick: () => void;
}) {
  return (
    <Button variant={variant} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      New Order
    </Button>
  );
}

/** The order's number, linking to its details over the list. */
function OrderLink({ order, to, className }: { order: OrderView; to: string; className: string }) {
  return (
    <Link to={to} preventScrollReset className={className}>
      {orderNumber(order.id)}
    </Link>
  );
}

/** A page of orders: a table from `md` up, cards below; each with its number, status, totals and actions. */
export function OrderList({
  page,
  failed,
  loading,
  list,
  superuser,
  onRetry,
  onAction,
  onNew,
}: {
  page: { count: number; results: OrderView[] } | null;
  failed: boolean;
  loading: boolean;
  list: ListParams<'status'>;
  superuser: boolean;
  onRetry: () => void;
  onAction: (action: OrderAction, order: OrderView) => void;
  onNew: () => void;
}) {
  const filtered = Boolean(list.filters.status || list.search);
  const menu = (order: OrderView) => (
    <OrderActionsMenu order={order} superuser={superuser} onAction={onAction} />
  );
  return (
    <AdminList
      rows={page?.results ?? null}
      loading={loading}
      error={failed}
      onRetry={onRetry}
      loadingLabel="Loading orders..."
      errorText={adminMessages.orders.loadFailed}
      empty={
        <EmptyState
          icon={<ClipboardList aria-hidden="true" />}
          action={!filtered && <NewOrderButton variant="secondary" onClick={onNew} />}
        >
          {filtered ? adminMessages.orders.noMatches : adminMessages.orders.empty}
        </EmptyState>
      }
      tableClassName="min-w-[920px]"
      rowClassName="hover:bg-slate-50/80"
      columns={[
        {
          header: 'Order ID',
          cellClassName: 'font-medium',
          cell: (order) => (
            <OrderLink
              order={order}
              to={list.href({ detail: order.id })}
              className="text-brand-700 hover:underline"
            />
          ),
        },
        customerColumn(),
        {
          header: 'Status',
          className: 'px-3 py-3',
          cell: (order) => <OrderStatusBadge status={order.status} />,
        },
        {
          header: 'No. of Items',
          className: 'px-3 py-3 text-right',
          cellClassName: 'text-slate-800 tabular-nums',
          cell: (order) => order.item_count,
        },
        dateColumn('Date Issued', (order: OrderView) => order.created_at),
        dateColumn('Date Completed', (order: OrderView) => order.completed_at),
        amountColumn('Total Amount', (order: OrderView) => order.total_amount),
        { header: 'Actions', className: 'px-4 py-3 text-right', cell: menu },
      ]}
      cardClassName="flex gap-3 px-4 py-3.5"
      card={(order) => (
        <>
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <OrderLink
                order={order}
                to={list.href({ detail: order.id })}
                className="text-sm font-semibold text-brand-700 hover:underline"
              />
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="mt-1 truncate text-sm font-medium text-slate-900">{order.customer_name}</p>
            {order.customer_company && (
              <p className="truncate text-xs text-slate-500">{order.customer_company}</p>
            )}
            <p className="mt-1 text-xs text-slate-500">
              {order.item_count} {order.item_count === 1 ? 'item' : 'items'} · Issued{' '}
              {formatOrderDate(order.created_at)}
              {order.completed_at && ` · Completed ${formatOrderDate(order.completed_at)}`}
            </p>
          </div>
          <div className="flex flex-col items-end justify-between gap-2">
            {menu(order)}
            <p className="text-sm font-semibold text-slate-900 tabular-nums">
              {formatPeso(order.total_amount)}
            </p>
          </div>
        </>
      )}
      paging={listPaging(
        list,
        ORDER_PAGE_SIZE,
        page?.count,
        (first, last, total) => `${first}–${last} of ${total}`,
      )}
    />
  );
}
