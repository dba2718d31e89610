import { ClipboardList, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGE_AUTO_CLEAR_MS, ORDER_PAGE_SIZE } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import type { OrderStatus, OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { OrderActionsMenu, type OrderAction } from './order-actions-menu';
import { amountColumn, customerColumn, dateColumn } from '../shared/list-columns';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFormDialog } from './order-form-dialog';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { AdminPageHeader, Button, ConfirmDialog, Notice, Panel, useAutoClear } from '../shared/ui';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { errorSentence } from '../shared/api-errors';
import { isOrderStatus } from './order-model';
import { orderNumber, ORDER_STATUS_LABELS } from '../shared/labels';
import { formatOrderDate } from '../shared/shop-dates';
import { isSuperuser } from '../../lib/session';
import { useApiGet } from '../shared/use-api-data';
import { AdminList, EmptyState, listPaging } from '../shared/admin-list';
import { ListSearch, StatusTabs } from '../shared/list-filters';
import { positiveInt } from '../shared/list-params';
import { useListParams } from '../shared/use-list-params';
import { backOfficeMeta } from '../../lib/company';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Orders | Back office', matches);
}

type Confirm = { kind: 'ship' | 'cancel' | 'delete'; order: OrderView } | null;
type Message = { tone: 'success' | 'error'; text: string } | null;

const STATUS_DONE: Record<Exclude<OrderStatus, 'pending'>, string> = {
  shipped: adminMessages.orders.shipped,
  delivered: adminMessages.orders.delivered,
  cancelled: adminMessages.orders.cancelled,
};

function unitsOf(order: OrderView): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The order's number, linking to its details over the list. */
function OrderLink({ order, to, className }: { order: OrderView; to: string; className: string }) {
  return (
    <Link to={to} preventScrollReset className={className}>
      {orderNumber(order.id)}
    </Link>
  );
}

export default function Orders() {
  const params = useListParams({ search: 'query', detail: 'order', filters: { status: isOrderStatus } });
  const { search: query, page, detail: detailId, update } = params;
  const status = (params.filters.status || null) as OrderStatus | null;
  const inquiryId = positiveInt(params.params.get('inquiry'));
  const [superuser] = useState(isSuperuser);

  const list = useApiGet('/api/orders/', {
    params: {
      query: {
        page_size: ORDER_PAGE_SIZE,
        page,
        status: status ?? undefined,
        query: query.slice(0, 200) || undefined,
      },
    },
  });
  const detail = useApiGet('/api/orders/{id}/', detailId ? { params: { path: { id: detailId } } } : null);

  const [formOpen, setFormOpen] = useState(params.params.get('new') === '1' || inquiryId !== null);
  const [editing, setEditing] = useState<OrderView | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const clearMessage = useCallback(() => setMessage(null), []);
  useAutoClear(message?.tone === 'success' ? message : null, clearMessage, MESSAGE_AUTO_CLEAR_MS);

  function refresh(changed?: OrderView) {
    list.reload();
    if (changed && detailId === changed.id) detail.setData(changed);
  }

  async function changeStatus(order: OrderView, next: Exclude<OrderStatus, 'pending'>) {
    setBusy(true);
    try {
      const saved = await unwrap(
        api.PATCH('/api/orders/{id}/', { params: { path: { id: order.id } }, body: { status: next } }),
      );
      setMessage({ tone: 'success', text: STATUS_DONE[next] });
      refresh(saved);
    } catch (failure) {
      const text = failure instanceof ApiError ? errorSentence(failure.body) : null;
      setMessage({ tone: 'error', text: text ?? adminMessages.orders.statusFailed });
      if (failure instanceof ApiError && failure.status === 409) refresh();
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  async function deleteOrder(order: OrderView) {
    setBusy(true);
    try {
      await unwrap(api.DELETE('/api/orders/{id}/', { params: { path: { id: order.id } } }));
      setMessage({ tone: 'success', text: adminMessages.orders.deleted });
      if (detailId === order.id) update({ detail: null });
      // The last order of a page is gone: step back rather than show an empty page.
      if (list.data && list.data.results.length === 1 && page > 1) update({ page: page - 1 });
      else list.reload();
    } catch (failure) {
      const text = failure instanceof ApiError ? errorSentence(failure.body) : null;
      setMessage({ tone: 'error', text: text ?? adminMessages.orders.deleteFailed });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  function onAction(action: OrderAction, order: OrderView) {
    setMessage(null);
    if (action === 'view') update({ detail: order.id });
    else if (action === 'edit') {
      setEditing(order);
      setFormOpen(true);
    } else if (action === 'deliver') void changeStatus(order, 'delivered');
    else setConfirm({ kind: action, order });
  }

  function openNew() {
    setMessage(null);
    setEditing(null);
    setFormOpen(true);
  }

  function closeForm(open: boolean) {
    setFormOpen(open);
    if (!open) {
      setEditing(null);
      if (params.params.has('new') || params.params.has('inquiry')) {
        update({ extra: { new: null, inquiry: null } }, true);
      }
    }
  }

  const notice = message && <Notice tone={message.tone}>{message.text}</Notice>;
  const data = list.data;
  const filtered = Boolean(status || query);

  return (
    <>
      <AdminPageHeader
        title="Orders"
        description="Record customer orders, ship them and follow them to delivery."
        actions={
          <Button onClick={openNew}>
            <Plus aria-hidden="true" className="size-4" />
            New Order
          </Button>
        }
      />
      {notice && !detailId && <div className="mb-4">{notice}</div>}
      <Panel>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-3 sm:p-4 lg:flex-row lg:items-center lg:justify-between">
          <StatusTabs
            label="Filter orders by status"
            list={params}
            filter="status"
            labels={ORDER_STATUS_LABELS}
          />
          <ListSearch
            id="order-search"
            label="Search orders"
            placeholder="Search customer or order #"
            list={params}
            className="lg:w-80"
          />
        </div>

        <AdminList
          rows={data?.results ?? null}
          loading={list.loading}
          error={list.error}
          onRetry={list.reload}
          loadingLabel="Loading orders..."
          errorText={adminMessages.orders.loadFailed}
          empty={
            <EmptyState
              icon={<ClipboardList aria-hidden="true" />}
              action={
                !filtered && (
                  <Button variant="secondary" onClick={openNew}>
                    <Plus aria-hidden="true" className="size-4" />
                    New Order
                  </Button>
                )
              }
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
                  to={params.href({ detail: order.id })}
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
            {
              header: 'Actions',
              className: 'px-4 py-3 text-right',
              cell: (order) => <OrderActionsMenu order={order} superuser={superuser} onAction={onAction} />,
            },
          ]}
          cardClassName="flex gap-3 px-4 py-3.5"
          card={(order) => (
            <>
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2">
                  <OrderLink
                    order={order}
                    to={params.href({ detail: order.id })}
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
                <OrderActionsMenu order={order} superuser={superuser} onAction={onAction} />
                <p className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatPeso(order.total_amount)}
                </p>
              </div>
            </>
          )}
          paging={listPaging(
            params,
            ORDER_PAGE_SIZE,
            data?.count,
            (first, last, total) => `${first}–${last} of ${total}`,
          )}
        />
      </Panel>

      {detailId && (
        <OrderDetailDialog
          order={detail.data && detail.data.id === detailId ? detail.data : null}
          loading={detail.loading}
          error={
            detail.error
              ? (errorSentence((detail.error as ApiError).body) ?? adminMessages.orders.loadFailed)
              : null
          }
          superuser={superuser}
          notice={notice}
          onClose={() => {
            setMessage(null);
            update({ detail: null });
          }}
          onAction={onAction}
        />
      )}

      <OrderFormDialog
        open={formOpen}
        onOpenChange={closeForm}
        order={editing}
        inquiryId={editing ? null : inquiryId}
        onSaved={(saved, created) => {
          closeForm(false);
          setMessage({
            tone: 'success',
            text: created ? adminMessages.orders.created : adminMessages.orders.updated,
          });
          refresh(saved);
        }}
      />

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          confirm?.kind === 'ship'
            ? `Ship order ${orderNumber(confirm.order.id)}?`
            : confirm?.kind === 'cancel'
              ? adminMessages.orders.cancelQuestion
              : `Delete order ${confirm ? orderNumber(confirm.order.id) : ''}?`
        }
        description={
          confirm?.kind === 'ship'
            ? `Stock will be taken off for ${unitsOf(confirm.order)} ${unitsOf(confirm.order) === 1 ? 'item' : 'items'}.`
            : confirm?.kind === 'cancel'
              ? confirm.order.status === 'shipped'
                ? adminMessages.orders.cancelShippedHint
                : adminMessages.orders.cancelPendingHint
              : adminMessages.orders.deleteQuestion
        }
        confirmLabel={
          confirm?.kind === 'ship' ? 'Ship' : confirm?.kind === 'cancel' ? 'Cancel order' : 'Delete'
        }
        cancelLabel={confirm?.kind === 'cancel' ? 'Keep order' : 'Cancel'}
        tone={confirm?.kind === 'ship' ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'delete') void deleteOrder(confirm.order);
          else void changeStatus(confirm.order, confirm.kind === 'ship' ? 'shipped' : 'cancelled');
        }}
      />
    </>
  );
}
