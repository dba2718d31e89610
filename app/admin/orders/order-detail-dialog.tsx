import { Ban, CircleCheckBig, PackageCheck, Pencil, ReceiptText, Trash2, Truck } from 'lucide-react';
import { adminPaths } from '../../lib/admin-paths';
import type { ReactNode } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_TRANSITIONS, type OrderView } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { canDeleteOrder, canEditOrder, canReserve } from './order-model';
import { orderNumber } from '../shared/labels';
import { formatOrderDateTime } from '../shared/shop-dates';
import { Modal } from '../shared/modal';
import type { OrderAction } from './order-actions-menu';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { Button, LinkButton, Loading, Notice } from '../shared/ui';
import type { HistoryPage } from '../shared/activity-history';
import { EntityHistory } from '../shared/activity-list';

/** The total's label spans the product and quantity columns, and the unit price's too where that shows. */
const TOTAL_LABEL_CELLS = [
  { span: 2, shown: 'sm:hidden' },
  { span: 3, shown: 'hidden sm:table-cell' },
] as const;

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** Where the order's stock stands: reserved since when, or not reserved while it could be. */
function stockState(order: OrderView): string {
  if (order.confirmed_at) return `Reserved ${formatOrderDateTime(order.confirmed_at)}`;
  return canReserve(order) ? adminMessages.orders.notReserved : '';
}

/** A product line's reserved and shipped units, under its quantity. */
function LineStock({ item }: { item: OrderView['items'][number] }) {
  const parts = [
    item.reserved > 0 ? `${item.reserved} reserved` : null,
    item.shipped > 0 ? `${item.shipped} shipped` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="block text-xs font-normal text-slate-500">{parts.join(' · ')}</span>;
}

function Timeline({ order }: { order: OrderView }) {
  const steps: { label: string; at: string | null; done: boolean }[] = [
    { label: 'Created', at: order.created_at, done: true },
    {
      label: 'Shipped',
      at: order.shipped_at,
      done: order.shipped_at !== null,
    },
    {
      label: order.status === 'cancelled' ? 'Cancelled' : 'Delivered',
      at: order.completed_at,
      done: order.completed_at !== null,
    },
  ];
  return (
    <ol className="space-y-3">
      {steps.map((step) => (
        <li key={step.label} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`mt-1 size-2.5 shrink-0 rounded-full ring-4 ${
              step.done
                ? step.label === 'Cancelled'
                  ? 'bg-slate-500 ring-slate-100'
                  : 'bg-brand-600 ring-brand-100'
                : 'bg-slate-300 ring-slate-100'
            }`}
          />
          <div className="text-sm">
            <p className={step.done ? 'font-medium text-slate-900' : 'text-slate-500'}>{step.label}</p>
            <p className="text-xs text-slate-500">{step.done ? formatOrderDateTime(step.at) : 'Not yet'}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** One order in full, with the same status actions as the row menu. */
export function OrderDetailDialog({
  order,
  loading,
  error,
  history,
  superuser,
  notice,
  onClose,
  onAction,
}: {
  order: OrderView | null;
  loading: boolean;
  error: string | null;
  history: HistoryPage | null;
  superuser: boolean;
  notice: ReactNode;
  onClose: () => void;
  onAction: (action: OrderAction, order: OrderView) => void;
}) {
  const next = order ? ORDER_TRANSITIONS[order.status] : [];
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        order ? (
          <span className="flex items-center gap-3">
            Order {orderNumber(order.id)} <OrderStatusBadge status={order.status} />
          </span>
        ) : (
          'Order'
        )
      }
      description={order ? `${order.customer_name} · ${formatOrderDateTime(order.created_at)}` : undefined}
      footer={
        order && (
          <>
            {superuser && canDeleteOrder(order.status) && (
              <Button
                variant="ghost"
                className="mr-auto text-red-700"
                onClick={() => onAction('delete', order)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            )}
            {order.status !== 'cancelled' && (
              <LinkButton variant="secondary" to={adminPaths.newInvoice(order.id)}>
                <ReceiptText aria-hidden="true" className="size-4" />
                Create invoice
              </LinkButton>
            )}
            {canEditOrder(order.status) && (
              <Button variant="secondary" onClick={() => onAction('edit', order)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
            )}
            {next.includes('cancelled') && (
              <Button variant="secondary" onClick={() => onAction('cancel', order)}>
                <Ban aria-hidden="true" className="size-4" />
                Cancel order
              </Button>
            )}
            {canReserve(order) && (
              <Button variant="secondary" onClick={() => onAction('reserve', order)}>
                <PackageCheck aria-hidden="true" className="size-4" />
                Reserve stock
              </Button>
            )}
            {order.status === 'pending' && order.confirmed_at !== null && (
              <LinkButton variant="secondary" to={adminPaths.newDelivery(order.id)}>
                <Truck aria-hidden="true" className="size-4" />
                Record a delivery
              </LinkButton>
            )}
            {next.includes('shipped') && (
              <Button onClick={() => onAction('ship', order)}>
                <Truck aria-hidden="true" className="size-4" />
                Ship
              </Button>
            )}
            {next.includes('delivered') && (
              <Button onClick={() => onAction('deliver', order)}>
                <CircleCheckBig aria-hidden="true" className="size-4" />
                Mark delivered
              </Button>
            )}
          </>
        )
      }
    >
      {notice && <div className="mb-4">{notice}</div>}
      {loading && !order && <Loading label="Loading order..." />}
      {error && !order && <Notice tone="error">{error}</Notice>}
      {order && (
        <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
          <div className="min-w-0 space-y-6">
            <dl className="grid grid-cols-2 gap-4">
              <Fact label="Customer">{order.customer_name}</Fact>
              <Fact label="Company">{order.customer_company}</Fact>
              <Fact label="Email">{order.customer_email}</Fact>
              <Fact label="Phone">{order.customer_phone}</Fact>
              <Fact label="Created by">{order.created_by}</Fact>
              <Fact label="Inquiry">{order.inquiry === null ? '' : `#${order.inquiry}`}</Fact>
              <Fact label="PO number">{order.po_number}</Fact>
              <Fact label="Stock">{stockState(order)}</Fact>
              <Fact label="Delivery address" wide>
                {order.delivery_address && (
                  <span className="whitespace-pre-line">{order.delivery_address}</span>
                )}
              </Fact>
            </dl>
            <div className="overflow-x-auto rounded-lg border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Items</caption>
                <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Product
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Qty
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Unit price
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {order.items.map((item) => (
                    <tr key={item.id}>
                      <td className="px-3 py-2 text-slate-900">
                        {item.product_name}
                        <span className="block text-xs text-slate-500 sm:hidden">
                          {formatPeso(item.unit_price)} each
                        </span>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {item.quantity}
                        <LineStock item={item} />
                      </td>
                      <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                        {formatPeso(item.unit_price)}
                      </td>
                      <td className="px-3 py-2 text-right font-medium tabular-nums">
                        {formatPeso(item.line_total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 bg-slate-50/60">
                  <tr>
                    {TOTAL_LABEL_CELLS.map(({ span, shown }) => (
                      <th
                        key={span}
                        scope="row"
                        colSpan={span}
                        className={`${shown} px-3 py-2 text-right font-semibold text-slate-700`}
                      >
                        Total ({order.item_count} {order.item_count === 1 ? 'item' : 'items'})
                      </th>
                    ))}
                    <td className="px-3 py-2 text-right font-bold text-slate-900 tabular-nums">
                      {formatPeso(order.total_amount)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {order.notes && (
              <div>
                <h3 className="text-xs font-medium text-slate-500">Notes</h3>
                <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{order.notes}</p>
              </div>
            )}
          </div>
          <div>
            <h3 className="mb-3 text-xs font-medium text-slate-500">Timeline</h3>
            <Timeline order={order} />
          </div>
        </div>
      )}
      {order && history && <EntityHistory history={history} />}
    </Modal>
  );
}
