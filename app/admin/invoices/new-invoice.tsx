import { ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { redirect, useFetcher } from 'react-router';
import { TAX_CLASS_LABELS } from '~/domain/customer';
import { draftInvoice, linesLeftToInvoice, type InvoiceDraftProblem } from '~/domain/invoice';
import { fromCentavos, toCentavos } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { shopDate } from '~/domain/quotation';
import type { InvoiceDraftView } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireStaff } from '../shared/admin-session';
import { submitted, type FormResult } from '../shared/form-action';
import { leaveNotice } from '../shared/left-notice';
import { orderNumber } from '../shared/labels';
import { AdminPageHeader, Button, inputClass, labelClass, LinkButton, Notice, Panel } from '../shared/ui';
import { refusalText } from './invoice-model';
import { InvoicePreview } from './invoice-tax-figures';
import type { Route } from './+types/new-invoice';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('New invoice | Back office', matches);
}

/** What is left to invoice on the order the URL names. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = Number(new URL(request.url).searchParams.get('order'));
  if (!Number.isInteger(id) || id <= 0) throw redirect(adminPaths.orders);
  try {
    const draft = await unwrap(api.GET('/api/orders/{id}/invoice-draft/', { params: { path: { id } } }));
    return { draft, failed: false };
  } catch {
    return { draft: null, failed: true };
  }
}

interface IssueSubmission {
  order: number;
  issued_on: string;
  lines: { order_item: number; quantity: number }[];
}

/** Issues the invoice and opens it. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const body = (await submitted(request)) as unknown as IssueSubmission;
  let id: number;
  try {
    ({ id } = await unwrap(api.POST('/api/invoices/', { body })));
  } catch (failure) {
    return { notice: { tone: 'error', text: refusalText(failure, 'The invoice could not be issued.') } };
  }
  leaveNotice(adminPaths.invoice(id), { tone: 'success', text: 'The invoice is issued.' });
  throw redirect(adminPaths.invoice(id));
}

function problemText(problem: InvoiceDraftProblem, draft: InvoiceDraftView): string {
  const name = (item: number) => draft.lines.find((line) => line.order_item === item)?.description ?? '';
  switch (problem.kind) {
    case 'nothing':
      return 'Choose at least one unit to invoice.';
    case 'not-positive':
      return 'The lines chosen add up to nothing to bill.';
    case 'unknown-line':
      return 'A line is no longer on the order.';
    case 'too-many':
      return `Only ${problem.left} of "${name(problem.orderItem)}" left to invoice.`;
  }
}

function NewInvoiceForm({ draft }: { draft: InvoiceDraftView }) {
  const fetcher = useFetcher<FormResult>();
  const lines = useMemo(
    () =>
      draft.lines.map((line) => ({
        orderItem: line.order_item,
        description: line.description,
        kind: line.kind,
        unitPrice: toCentavos(line.unit_price),
        quantity: line.quantity,
        invoiced: line.invoiced,
      })),
    [draft],
  );
  const left = linesLeftToInvoice(lines);
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(left.map((line) => [line.orderItem, line.left])),
  );
  const [issuedOn, setIssuedOn] = useState(() => shopDate(new Date()));
  const picks = left.map((line) => ({
    orderItem: line.orderItem,
    quantity: quantities[line.orderItem] ?? 0,
  }));
  const preview = draftInvoice({
    lines,
    picks,
    shopPricesIncludeVat: draft.shop_prices_include_vat,
    taxClass: draft.tax_class,
    withholdingPercent: draft.withholding_percent,
  });
  if (left.length === 0) {
    return (
      <Panel className="p-5">
        <Notice tone="success">Everything on this order is invoiced.</Notice>
      </Panel>
    );
  }
  const issue = () =>
    fetcher.submit(
      {
        order: draft.order,
        issued_on: issuedOn,
        lines: picks.map((pick) => ({ order_item: pick.orderItem, quantity: pick.quantity })),
      },
      { method: 'post', encType: 'application/json' },
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Panel>
        <table className="w-full text-sm">
          <caption className="sr-only">Lines to invoice</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th className="px-4 py-3">Description</th>
              <th className="px-3 py-3 text-right">Unit price</th>
              <th className="px-3 py-3 text-right">Left</th>
              <th className="px-3 py-3 text-right">To invoice</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {left.map((line) => (
              <tr key={line.orderItem}>
                <td className="px-4 py-2">{line.description}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatPeso(fromCentavos(line.unitPrice))}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{line.left}</td>
                <td className="px-3 py-2 text-right">
                  <input
                    type="number"
                    min={0}
                    max={line.left}
                    aria-label={`Quantity to invoice of ${line.description}`}
                    value={quantities[line.orderItem] ?? 0}
                    onChange={(event) =>
                      setQuantities((current) => ({
                        ...current,
                        [line.orderItem]: Math.max(0, Math.floor(Number(event.target.value) || 0)),
                      }))
                    }
                    className={`${inputClass} w-24 text-right`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel className="space-y-4 p-5">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{draft.buyer_name}</span>
          <br />
          {TAX_CLASS_LABELS[draft.tax_class]}
          {draft.withholding_percent > 0 ? ` · withholds ${draft.withholding_percent}%` : ''}
        </p>
        <label className={labelClass}>
          Invoice date
          <input
            type="date"
            value={issuedOn}
            onChange={(event) => setIssuedOn(event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </label>
        {preview.ok ? (
          <InvoicePreview tax={preview.tax} withholdingPercent={draft.withholding_percent} />
        ) : (
          <Notice tone="error">{problemText(preview.problems[0]!, draft)}</Notice>
        )}
        {fetcher.data?.notice && <Notice tone={fetcher.data.notice.tone}>{fetcher.data.notice.text}</Notice>}
        <Button onClick={issue} disabled={!preview.ok} busy={fetcher.state !== 'idle'} className="w-full">
          <ReceiptText aria-hidden="true" className="size-4" />
          Issue invoice
        </Button>
      </Panel>
    </div>
  );
}

export default function NewInvoice({ loaderData: { draft, failed } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title={draft ? `New invoice for order ${orderNumber(draft.order)}` : 'New invoice'}
        description="Choose what to bill; the tax lines follow the buyer's tax class. The number comes from the registered series when you issue it."
        actions={
          <LinkButton variant="secondary" to={adminPaths.invoices}>
            Invoices
          </LinkButton>
        }
      />
      {failed || !draft ? (
        <Notice tone="error">Could not load the order. Please try again.</Notice>
      ) : (
        <NewInvoiceForm draft={draft} />
      )}
    </>
  );
}
