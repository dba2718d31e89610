import { AlertTriangle, ArrowRight, Inbox, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { DashboardView } from '~/domain/order';
import { adminPaths } from '../../lib/admin-paths';
import { Panel } from '../shared/ui';

export function PanelTitle({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {action}
    </div>
  );
}

/** Messages that gave up, each linking to the quotation or inquiry where staff can read why and resend. */
export function FailedMail({ failed }: { failed: DashboardView['failed_mail'] }) {
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

/** New inquiries and products low in stock, each linking to where it is dealt with. */
export function NeedsAttention({ data }: { data: DashboardView }) {
  const attention = data.low_stock_products.length > 0 || data.inquiries.new > 0;
  return (
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
        <p className="px-5 py-6 text-sm text-slate-600">{adminMessages.dashboard.nothingNeedsAttention}</p>
      )}
    </Panel>
  );
}

/** The best sellers, each with a bar against the first. */
export function PopularItems({ items }: { items: DashboardView['popular_items'] }) {
  return (
    <Panel>
      <PanelTitle title="Popular items" />
      {items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">{adminMessages.dashboard.noPopularItems}</p>
      ) : (
        <ol className="space-y-3 px-4 py-4 sm:px-5">
          {items.map((item, index) => {
            const top = items[0]?.quantity || 1;
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
  );
}
