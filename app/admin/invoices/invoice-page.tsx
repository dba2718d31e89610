import { Ban, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Form, redirect, useNavigation } from 'react-router';
import { paymentTermsLabel, TAX_CLASS_LABELS } from '~/domain/customer';
import { formatShopDay } from '~/domain/dates';
import { formatPeso } from '~/domain/price';
import type { InvoiceView } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { isSuperuser } from '../../lib/session';
import { loadRecordHistory } from '../shared/activity-history';
import { EntityHistory } from '../shared/activity-list';
import { requireStaff } from '../shared/admin-session';
import { formValues, type FormResult } from '../shared/form-action';
import { blobAddress } from '../shared/files';
import { takeNotice } from '../shared/left-notice';
import { formatOrderDateTime } from '../shared/shop-dates';
import { AdminPageHeader, Button, inputClass, labelClass, LinkButton, Notice, Panel } from '../shared/ui';
import { refusalText } from './invoice-model';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { TaxFiguresList } from './invoice-tax-figures';
import type { Route } from './+types/invoice-page';

export function meta({ data, matches }: Route.MetaArgs) {
  return backOfficeMeta(`${data?.invoice.number ?? 'Invoice'} | Back office`, matches);
}

function invoiceId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id <= 0) throw redirect(adminPaths.invoices);
  return id;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = invoiceId(params.id);
  const [invoice, history] = await Promise.all([
    unwrap(api.GET('/api/invoices/{id}/', { params: { path: { id } } })),
    loadRecordHistory('invoice', id),
  ]);
  return { invoice, history, notice: takeNotice(adminPaths.invoice(id)), superuser: isSuperuser() };
}

/** Voids the invoice (superusers) or records the 2307's arrival. */
export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<FormResult> {
  const id = invoiceId(params.id);
  const values = await formValues(request);
  const path = { params: { path: { id } } };
  try {
    if (values.intent === 'void') {
      await unwrap(api.POST('/api/invoices/{id}/void/', { ...path, body: { reason: values.reason ?? '' } }));
      return { notice: { tone: 'success', text: 'The invoice is void. It keeps its number.' } };
    }
    await unwrap(
      api.PATCH('/api/invoices/{id}/certificate/', {
        ...path,
        body: { received_on: values.received_on || null },
      }),
    );
    return { notice: { tone: 'success', text: 'Saved.' } };
  } catch (failure) {
    return { notice: { tone: 'error', text: refusalText(failure, 'The change could not be saved.') } };
  }
}

async function openPdf(invoice: InvoiceView): Promise<string | null> {
  const tab = window.open('', '_blank');
  if (!tab) return 'Allow pop-ups for this site to open the PDF.';
  tab.document.title = invoice.number;
  const { data } = await api.GET('/api/invoices/{id}/pdf/', {
    params: { path: { id: invoice.id } },
    parseAs: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  if (!data) {
    tab.close();
    return 'Could not make the PDF. Please try again.';
  }
  tab.location.replace(blobAddress(data));
  return null;
}

function Block({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{title}</h2>
      <dl className="mt-1 space-y-0.5 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function VoidForm({ busy }: { busy: boolean }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="size-4" />
        Void invoice
      </Button>
    );
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="void" />
      <label className={labelClass}>
        Reason for voiding
        <input name="reason" required className={`${inputClass} mt-1`} />
      </label>
      <div className="flex gap-2">
        <Button type="submit" variant="danger" busy={busy}>
          Void
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </div>
    </Form>
  );
}

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, history, notice, superuser } = loaderData;
  const navigation = useNavigation();
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const shown = actionData?.notice ?? notice;
  return (
    <>
      <AdminPageHeader
        title={`Sales invoice ${invoice.number}`}
        description={`${invoice.buyer.name} · ${formatShopDay(invoice.issued_on)}`}
        actions={
          <>
            <InvoiceStatusBadge status={invoice.status} />
            <Button variant="secondary" onClick={() => void openPdf(invoice).then(setPdfProblem)}>
              <FileDown aria-hidden="true" className="size-4" />
              PDF
            </Button>
            <LinkButton variant="secondary" to={adminPaths.invoices}>
              Invoices
            </LinkButton>
          </>
        }
      />
      {shown && (
        <div className="mb-4">
          <Notice tone={shown.tone}>{shown.text}</Notice>
        </div>
      )}
      {pdfProblem && (
        <div className="mb-4">
          <Notice tone="error">{pdfProblem}</Notice>
        </div>
      )}
      {invoice.voided_at && (
        <div className="mb-4 rounded-xl border-2 border-red-600 p-4 text-center text-red-800">
          <p className="text-2xl font-bold">VOID</p>
          <p className="text-sm">
            Voided {formatOrderDateTime(invoice.voided_at)} by {invoice.voided_by ?? 'a deleted user'}:{' '}
            {invoice.void_reason}
          </p>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Panel className="space-y-5 p-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Block
              title="Seller"
              lines={[
                ['Name', invoice.seller.name],
                ['VAT Reg. TIN', invoice.seller.tin],
                ['Address', invoice.seller.address],
              ]}
            />
            <Block
              title="Sold to"
              lines={[
                ['Name', invoice.buyer.name],
                ['TIN', invoice.buyer.tin],
                ['Address', invoice.buyer.address],
                ['Business style', invoice.buyer.business_style],
                ['Tax class', TAX_CLASS_LABELS[invoice.tax_class]],
              ]}
            />
          </div>
          <Block
            title="Invoice"
            lines={[
              ['Number', invoice.number],
              ['Date', formatShopDay(invoice.issued_on)],
              ['Terms', paymentTermsLabel(invoice.terms_days)],
              ['Due date', formatShopDay(invoice.due_on)],
              ['PO number', invoice.po_number],
            ]}
          />
          <table className="w-full text-sm">
            <caption className="sr-only">Lines</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th className="px-3 py-2">Description</th>
                <th className="px-3 py-2 text-right">Qty</th>
                <th className="px-3 py-2 text-right">Unit price</th>
                <th className="px-3 py-2 text-right">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoice.lines.map((line) => (
                <tr key={line.id}>
                  <td className="px-3 py-2">{line.description}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPeso(line.unit_price)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPeso(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-slate-700">
            <span className="font-medium">In words:</span> {invoice.amount_in_words}
          </p>
        </Panel>
        <div className="space-y-4">
          <Panel className="space-y-3 p-5">
            <TaxFiguresList figures={invoice} withholdingPercent={invoice.withholding_percent} />
            <div className="flex justify-between border-t border-slate-200 pt-2 text-sm">
              <span className="text-slate-600">Paid</span>
              <span className="tabular-nums">{formatPeso(invoice.paid)}</span>
            </div>
            <div className="flex justify-between text-sm font-semibold">
              <span>Balance</span>
              <span className="tabular-nums">{formatPeso(invoice.balance)}</span>
            </div>
          </Panel>
          {invoice.certificate_expected && (
            <Panel className="p-5">
              <Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="certificate" />
                <label className={labelClass}>
                  BIR Form 2307 received on
                  <input
                    type="date"
                    name="received_on"
                    defaultValue={invoice.certificate_received_on ?? ''}
                    className={`${inputClass} mt-1`}
                  />
                </label>
                <Button type="submit" variant="secondary" busy={navigation.state === 'submitting'}>
                  Save
                </Button>
              </Form>
            </Panel>
          )}
          {superuser && !invoice.voided_at && (
            <Panel className="p-5">
              <VoidForm busy={navigation.state === 'submitting'} />
            </Panel>
          )}
        </div>
      </div>
      <EntityHistory history={history} />
    </>
  );
}
