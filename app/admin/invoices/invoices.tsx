import { ReceiptText } from 'lucide-react';
import { Form, Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type InvoiceStatus } from '~/domain/invoice';
import { formatPeso } from '~/domain/price';
import type { DocumentSeriesView, InvoiceListItem } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { isSuperuser } from '../../lib/session';
import { AdminList, EmptyState } from '../shared/admin-list';
import { requireStaff } from '../shared/admin-session';
import { formValues, type FormResult } from '../shared/form-action';
import { formatOrderDate } from '../shared/shop-dates';
import { AdminPageHeader, Button, inputClass, labelClass, Notice, Panel } from '../shared/ui';
import { INVOICE_STATUS_LABELS, refusalText } from './invoice-model';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { Route } from './+types/invoices';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Invoices | Back office', matches);
}

const PAGE_SIZE = 25;

const isStatus = (value: string | null): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value ?? '');

/** The page of invoices the URL asks for and, for superusers, the registered series. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const params = new URL(request.url).searchParams;
  const status = params.get('status');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const superuser = isSuperuser();
  try {
    const [list, series] = await Promise.all([
      unwrap(
        api.GET('/api/invoices/', {
          params: { query: { page, page_size: PAGE_SIZE, status: isStatus(status) ? status : undefined } },
        }),
      ),
      superuser ? unwrap(api.GET('/api/document-series/')) : Promise.resolve(null),
    ]);
    return { list, series, page, failed: false };
  } catch {
    return { list: null, series: null, page, failed: true };
  }
}

/** Saves the invoice series (superusers). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const values = await formValues(request);
  try {
    await unwrap(
      api.PUT('/api/document-series/', {
        body: {
          invoice: { prefix: values.prefix ?? '', next: Number(values.next), end: Number(values.end) },
          delivery_receipt: { prefix: values.dr_prefix ?? '' },
        },
      }),
    );
  } catch (failure) {
    return { notice: { tone: 'error', text: refusalText(failure, 'The series could not be saved.') } };
  }
  return { notice: { tone: 'success', text: 'The invoice series is saved.' } };
}

function SeriesSettings({ series, result }: { series: DocumentSeriesView; result?: FormResult }) {
  const navigation = useNavigation();
  const { invoice } = series;
  return (
    <Panel className="mt-6 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Invoice series</h2>
      <p className="mt-1 text-sm text-slate-600">
        Enter the series as the BIR registered it (the authority to print): its prefix, the next number to
        issue and the last number of the series. The shop numbers invoices in it and stops when it is used up.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {invoice.end === null
          ? 'Not set up yet: invoices cannot be issued until it is.'
          : `${invoice.numbers_left} numbers left. Last issued: ${invoice.last_issued ?? 'none'}.`}
      </p>
      {result && (
        <div className="mt-3">
          <Notice tone={result.notice.tone}>{result.notice.text}</Notice>
        </div>
      )}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-4">
        <label className={labelClass}>
          Prefix
          <input name="prefix" defaultValue={invoice.prefix} className={`${inputClass} mt-1`} />
        </label>
        <label className={labelClass}>
          Next number
          <input
            name="next"
            type="number"
            min={1}
            required
            defaultValue={invoice.next}
            className={`${inputClass} mt-1`}
          />
        </label>
        <label className={labelClass}>
          Last number
          <input
            name="end"
            type="number"
            min={1}
            required
            defaultValue={invoice.end ?? ''}
            className={`${inputClass} mt-1`}
          />
        </label>
        <label className={labelClass}>
          Delivery receipt prefix
          <input
            name="dr_prefix"
            defaultValue={series.delivery_receipt.prefix}
            className={`${inputClass} mt-1`}
          />
        </label>
        <div className="sm:col-span-4">
          <Button type="submit" busy={navigation.state === 'submitting'}>
            Save series
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

function NumberLink({ invoice }: { invoice: InvoiceListItem }) {
  return (
    <Link
      to={adminPaths.invoice(invoice.id)}
      className="font-mono font-medium text-brand-700 hover:underline"
    >
      {invoice.number}
    </Link>
  );
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const { list, series, page, failed } = loaderData;
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const status = params.get('status') ?? '';
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${adminPaths.invoices}?${next}`;
  };
  return (
    <>
      <AdminPageHeader
        title="Invoices"
        description="Sales invoices with their tax lines, balances and due dates. Create one from an order."
      />
      <Panel>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Status
            <select
              value={status}
              onChange={(event) => {
                const next = new URLSearchParams();
                if (event.target.value) next.set('status', event.target.value);
                setParams(next);
              }}
              className={`${inputClass} w-auto py-1.5`}
            >
              <option value="">All</option>
              {INVOICE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {INVOICE_STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <AdminList
          rows={list?.results ?? null}
          loading={revalidator.state === 'loading'}
          error={failed}
          onRetry={() => void revalidator.revalidate()}
          loadingLabel="Loading invoices..."
          errorText="Could not load the invoices. Please try again."
          empty={
            <EmptyState icon={<ReceiptText aria-hidden="true" />}>
              {status ? 'No invoice has this status.' : 'No invoices yet. Create one from an order.'}
            </EmptyState>
          }
          caption="Invoices"
          tableClassName="min-w-[860px]"
          rowClassName="hover:bg-slate-50/80"
          columns={[
            { header: 'Number', className: 'px-4 py-3', cell: (invoice) => <NumberLink invoice={invoice} /> },
            { header: 'Customer', className: 'px-3 py-3', cell: (invoice) => invoice.buyer_name },
            {
              header: 'Date',
              className: 'px-3 py-3',
              cellClassName: 'whitespace-nowrap',
              cell: (invoice) => formatOrderDate(invoice.issued_on),
            },
            {
              header: 'Due',
              className: 'px-3 py-3',
              cellClassName: 'whitespace-nowrap',
              cell: (invoice) => formatOrderDate(invoice.due_on),
            },
            {
              header: 'Amount due',
              className: 'px-3 py-3 text-right',
              cellClassName: 'text-right tabular-nums',
              cell: (invoice) => formatPeso(invoice.amount_due),
            },
            {
              header: 'Balance',
              className: 'px-3 py-3 text-right',
              cellClassName: 'text-right tabular-nums',
              cell: (invoice) => formatPeso(invoice.balance),
            },
            {
              header: 'Status',
              className: 'px-3 py-3',
              cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
            },
          ]}
          cardClassName="space-y-1 px-4 py-3"
          card={(invoice) => (
            <>
              <div className="flex items-baseline justify-between gap-3">
                <NumberLink invoice={invoice} />
                <InvoiceStatusBadge status={invoice.status} />
              </div>
              <p className="text-sm text-slate-900">{invoice.buyer_name}</p>
              <p className="text-xs text-slate-500">
                Due {formatOrderDate(invoice.due_on)} · balance {formatPeso(invoice.balance)}
              </p>
            </>
          )}
          paging={{
            page,
            pageSize: PAGE_SIZE,
            count: list?.count ?? 0,
            href,
            summary: (first, last, total) => `${first}–${last} of ${total}`,
          }}
        />
      </Panel>
      {series && <SeriesSettings series={series} result={actionData} />}
    </>
  );
}
