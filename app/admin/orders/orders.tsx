import { ChevronLeft, ChevronRight, ClipboardList, Plus, RotateCw, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Page } from '~/domain/catalogue';
import {
  MESSAGE_AUTO_CLEAR_MS,
  ORDER_PAGE_SIZE,
  ORDER_SEARCH_DEBOUNCE_MS,
  ORDER_STATUSES,
} from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import type { OrderStatus, OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { OrderActionsMenu, type OrderAction } from './order-actions-menu';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFormDialog } from './order-form-dialog';
import { OrderStatusBadge } from './order-status-badge';
import {
  AdminPageHeader,
  Button,
  ConfirmDialog,
  inputClass,
  Loading,
  Notice,
  Panel,
  useAutoClear,
} from '../shared/ui';
import { ApiError, apiSend } from '../shared/api-client';
import { errorSentence } from '../shared/api-errors';
import { formatOrderDate, isOrderStatus, orderNumber, ORDER_STATUS_LABELS } from './order-model';
import { isSuperuser } from '../../lib/session';
import { useApiData } from '../shared/use-api-data';
import { useDebounced } from '../shared/use-debounced';
import { companyFromMatches, titleWith } from '../../lib/company';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: titleWith('Orders | Back office', companyFromMatches(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
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

function positiveInt(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export default function Orders() {
  const [params, setParams] = useSearchParams();
  const status = isOrderStatus(params.get('status')) ? (params.get('status') as OrderStatus) : null;
  const query = params.get('query') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const detailId = positiveInt(params.get('order'));
  const inquiryId = positiveInt(params.get('inquiry'));
  const [superuser] = useState(isSuperuser);

  const [search, setSearch] = useState(query);
  const settled = useDebounced(search.trim(), ORDER_SEARCH_DEBOUNCE_MS);

  const updateParams = useCallback(
    (change: Record<string, string | null>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // The typed search reaches the URL once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (settled !== query) updateParams({ query: settled, page: null }, true);
  }, [settled, query, updateParams]);

  const listPath = `/orders/?page_size=${ORDER_PAGE_SIZE}&page=${page}${status ? `&status=${status}` : ''}${
    query ? `&query=${encodeURIComponent(query.slice(0, 200))}` : ''
  }`;
  const list = useApiData<Page<OrderView>>(listPath);
  const detail = useApiData<OrderView>(detailId ? `/orders/${detailId}/` : null);

  const [formOpen, setFormOpen] = useState(params.get('new') === '1' || inquiryId !== null);
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
      const saved = await apiSend<OrderView>(`/orders/${order.id}/`, 'PATCH', { status: next });
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
      await apiSend(`/orders/${order.id}/`, 'DELETE');
      setMessage({ tone: 'success', text: adminMessages.orders.deleted });
      if (detailId === order.id) updateParams({ order: null });
      // The last order of a page is gone: step back rather than show an empty page.
      if (list.data && list.data.results.length === 1 && page > 1) updateParams({ page: String(page - 1) });
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
    if (action === 'view') updateParams({ order: String(order.id) });
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
      if (params.has('new') || params.has('inquiry')) updateParams({ new: null, inquiry: null }, true);
    }
  }

  function detailLink(id: number): string {
    const next = new URLSearchParams(params);
    next.set('order', String(id));
    return `?${next.toString()}`;
  }

  const notice = message && <Notice tone={message.tone}>{message.text}</Notice>;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / ORDER_PAGE_SIZE)) : 1;
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
          <nav aria-label="Filter orders by status" className="-mx-1 overflow-x-auto px-1">
            <ul className="flex w-max gap-1 rounded-lg bg-slate-100 p-1">
              {[null, ...ORDER_STATUSES].map((value) => {
                const active = value === status;
                const next = new URLSearchParams(params);
                next.delete('page');
                next.delete('order');
                if (value) next.set('status', value);
                else next.delete('status');
                return (
                  <li key={value ?? 'all'}>
                    <Link
                      to={`?${next.toString()}`}
                      aria-current={active ? 'page' : undefined}
                      preventScrollReset
                      className={`block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
                        active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                      }`}
                    >
                      {value ? ORDER_STATUS_LABELS[value] : 'All'}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="relative w-full lg:w-80">
            <label htmlFor="order-search" className="sr-only">
              Search orders
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
            />
            <input
              id="order-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search customer or order #"
              className={`${inputClass} pl-9`}
              maxLength={200}
            />
          </div>
        </div>

        {list.loading && !data && <Loading label="Loading orders..." />}
        {list.error && !list.loading && (
          <div className="space-y-3 p-4">
            <Notice tone="error">{adminMessages.orders.loadFailed}</Notice>
            <Button variant="secondary" onClick={list.reload}>
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        )}
        {data && !list.error && data.results.length === 0 && (
          <div className="flex flex-col items-center gap-3 px-4 py-14 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-500">
              <ClipboardList aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm text-slate-600">
              {filtered ? adminMessages.orders.noMatches : adminMessages.orders.empty}
            </p>
            {!filtered && (
              <Button variant="secondary" onClick={openNew}>
                <Plus aria-hidden="true" className="size-4" />
                New Order
              </Button>
            )}
          </div>
        )}
        {data && !list.error && data.results.length > 0 && (
          <div className={`transition-opacity ${list.loading ? 'opacity-60' : ''}`} aria-busy={list.loading}>
            <ul className="divide-y divide-slate-100 md:hidden">
              {data.results.map((order) => (
                <li key={order.id} className="flex gap-3 px-4 py-3.5">
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-2">
                      <Link
                        to={detailLink(order.id)}
                        preventScrollReset
                        className="text-sm font-semibold text-brand-700 hover:underline"
                      >
                        {orderNumber(order.id)}
                      </Link>
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
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full min-w-[920px] text-left text-sm">
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Order ID
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Customer
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      No. of Items
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Date Issued
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Date Completed
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Total Amount
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.results.map((order) => (
                    <tr key={order.id} className="hover:bg-slate-50/80">
                      <td className="px-4 py-3 font-medium">
                        <Link
                          to={detailLink(order.id)}
                          preventScrollReset
                          className="text-brand-700 hover:underline"
                        >
                          {orderNumber(order.id)}
                        </Link>
                      </td>
                      <td className="max-w-56 px-3 py-3">
                        <p className="truncate font-medium text-slate-900">{order.customer_name}</p>
                        {order.customer_company && (
                          <p className="truncate text-xs text-slate-500">{order.customer_company}</p>
                        )}
                      </td>
                      <td className="px-3 py-3">
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td className="px-3 py-3 text-right text-slate-800 tabular-nums">{order.item_count}</td>
                      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                        {formatOrderDate(order.created_at)}
                      </td>
                      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                        {formatOrderDate(order.completed_at)}
                      </td>
                      <td className="px-3 py-3 text-right font-medium text-slate-900 tabular-nums">
                        {formatPeso(order.total_amount)}
                      </td>
                      <td className="px-4 py-3 text-right">
                        <OrderActionsMenu order={order} superuser={superuser} onAction={onAction} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {data && data.count > 0 && (
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
            <p>
              {(page - 1) * ORDER_PAGE_SIZE + 1}–{Math.min(page * ORDER_PAGE_SIZE, data.count)} of{' '}
              {data.count}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                className="px-2.5"
                disabled={page <= 1}
                onClick={() => updateParams({ page: page - 1 > 1 ? String(page - 1) : null })}
                aria-label="Previous page"
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <span className="tabular-nums">
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                className="px-2.5"
                disabled={page >= pages}
                onClick={() => updateParams({ page: String(page + 1) })}
                aria-label="Next page"
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </div>
        )}
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
            updateParams({ order: null });
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
