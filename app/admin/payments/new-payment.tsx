import { useState } from 'react';
import { redirect } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { fromCentavos, toCentavos } from '~/domain/order';
import { PAYMENT_METHOD_LABELS, type PaymentInput, type PaymentMethod } from '~/domain/payment';
import { formatPeso } from '~/domain/price';
import { allocatePayment } from '~/domain/receivables';
import type { CustomerReceivables } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireStaff } from '../shared/admin-session';
import { withReason } from '../shared/failure-reason';
import { useActionForm, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';
import { leaveNotice } from '../shared/left-notice';
import { SelectField, TextField } from '../shared/text-field';
import { AdminPageHeader, Button, inputClass, LinkButton, Notice, Panel } from '../shared/ui';
import type { Route } from './+types/new-payment';

const text = adminMessages.receivables;

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Record a payment | Back office', matches);
}

/** The customer named by `?customer=`, with what they owe; none without one. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = Number(new URL(request.url).searchParams.get('customer'));
  if (!Number.isInteger(id) || id <= 0) return { customer: null, receivables: null };
  const [customer, receivables] = await Promise.all([
    unwrap(api.GET('/api/customers/{id}/', { params: { path: { id } } })),
    unwrap(api.GET('/api/customers/{id}/receivables/', { params: { path: { id } } })),
  ]);
  return { customer: { id: customer.id, name: customer.name }, receivables };
}

/**
 * Records the payment with the split the form shows. The API's messages at `allocations.N.amount` name the
 * submitted split's lines; they are put back at the invoice each line was for.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const body = (await request.json()) as PaymentInput;
  try {
    const payment = await unwrap(api.POST('/api/payments/', { body }));
    const path = adminPaths.customer(payment.customer.id);
    leaveNotice(path, { tone: 'success', text: text.recorded(formatPeso(payment.amount)) });
    throw redirect(path);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    const errors: FieldMessages = {};
    for (const [path, message] of Object.entries(serverFieldMessages(failure.body))) {
      const line = /^allocations\.(\d+)\.\w+$/.exec(path);
      const invoice = line ? body.allocations?.[Number(line[1])]?.invoice : undefined;
      errors[invoice === undefined ? path : `invoice.${invoice}`] = message;
    }
    return {
      errors,
      notice: {
        tone: 'error',
        text: hasMessages(errors) ? text.recordFailed : withReason(text.recordFailed, failure.body),
      },
    };
  }
}

const METHODS = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }));

const centavos = (value: string) => {
  const clean = value.replace(/,/g, '').trim();
  return /^\d+(\.\d{1,2})?$/.test(clean) ? toCentavos(clean) : 0n;
};

/** The oldest-first split of `amount` over what each invoice may still take, as the server would make it. */
function suggested(amount: string, invoices: CustomerReceivables['invoices']): Record<number, string> {
  const result = allocatePayment(
    centavos(amount),
    invoices.map((invoice) => ({
      invoiceId: invoice.id,
      customerId: 0,
      due: invoice.due_on,
      balance: toCentavos(invoice.open),
    })),
    null,
  );
  const split: Record<number, string> = {};
  if (result.ok) for (const share of result.allocations) split[share.invoiceId] = fromCentavos(share.amount);
  return split;
}

function PaymentForm({
  customer,
  receivables,
}: {
  customer: { id: number; name: string };
  receivables: CustomerReceivables;
}) {
  const { fetcher, result, busy, errors } = useActionForm();
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState({
    received_on: receivables.today,
    reference: '',
    check_bank: '',
    check_number: '',
    check_date: '',
    notes: '',
  });
  const [split, setSplit] = useState<Record<number, string>>({});
  const invoices = receivables.invoices.filter((invoice) => toCentavos(invoice.open) > 0n);
  const allocated = invoices.reduce((sum, invoice) => sum + centavos(split[invoice.id] ?? ''), 0n);
  const left = centavos(amount) - allocated;
  const field = (name: keyof typeof fields, label: string, type = 'text') => ({
    id: `payment-${name}`,
    name,
    label,
    type,
    value: fields[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setFields({ ...fields, [name]: event.target.value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const check = method === 'check';
    const body: PaymentInput = {
      customer: customer.id,
      method,
      amount,
      received_on: fields.received_on,
      notes: fields.notes || undefined,
      reference: !check ? fields.reference || undefined : undefined,
      check_bank: check ? fields.check_bank : undefined,
      check_number: check ? fields.check_number : undefined,
      check_date: check ? fields.check_date : undefined,
      allocations: invoices
        .filter((invoice) => centavos(split[invoice.id] ?? '') > 0n)
        .map((invoice) => ({ invoice: invoice.id, amount: split[invoice.id]! })),
    };
    void fetcher.submit(JSON.parse(JSON.stringify(body)) as Record<string, never>, {
      method: 'post',
      encType: 'application/json',
    });
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Panel className="grid gap-4 p-5 sm:grid-cols-2">
        <SelectField
          id="payment-method"
          name="method"
          label="Method"
          options={METHODS}
          value={method}
          error={errors.method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        />
        <TextField
          id="payment-amount"
          name="amount"
          label="Amount (₱)"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setSplit(suggested(event.target.value, invoices));
          }}
        />
        <TextField {...field('received_on', 'Received on', 'date')} />
        {method === 'check' ? (
          <>
            <TextField {...field('check_bank', 'Bank')} />
            <TextField {...field('check_number', 'Check number')} />
            <TextField
              {...field('check_date', 'Check date', 'date')}
              hint="A check dated after today is held: it counts from its date."
            />
          </>
        ) : (
          method !== 'cash' && <TextField {...field('reference', 'Reference')} />
        )}
        <TextField {...field('notes', 'Notes')} />
      </Panel>

      <Panel>
        <h2 className="border-b border-slate-100 px-5 py-3 text-base font-semibold text-slate-900">
          Allocate to open invoices
        </h2>
        {invoices.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-600">{text.noOpenInvoices}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase">
              <tr>
                <th className="px-5 py-2">Invoice</th>
                <th className="px-3 py-2">Due</th>
                <th className="px-3 py-2 text-right">Open</th>
                <th className="px-5 py-2 text-right">Allocate (₱)</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="px-5 py-2 font-medium">{invoice.number}</td>
                  <td className="px-3 py-2">
                    {invoice.due_on}
                    {invoice.days_overdue > 0 && (
                      <span className="ml-2 text-xs text-red-700">{invoice.days_overdue} days overdue</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPeso(invoice.open)}</td>
                  <td className="px-5 py-2 text-right">
                    <input
                      aria-label={`Allocate to ${invoice.number}`}
                      inputMode="decimal"
                      className={`${inputClass} ml-auto max-w-36 text-right`}
                      value={split[invoice.id] ?? ''}
                      onChange={(event) => setSplit({ ...split, [invoice.id]: event.target.value })}
                    />
                    {errors[`invoice.${invoice.id}`] && (
                      <p className="mt-1 text-xs font-medium text-red-700">
                        {errors[`invoice.${invoice.id}`]}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-700" data-testid="credit-left">
          {left >= 0n
            ? text.creditLeft(formatPeso(fromCentavos(left)))
            : text.overAllocated(formatPeso(fromCentavos(-left)))}
        </p>
      </Panel>

      {result && result.notice.tone === 'error' && <Notice tone="error">{result.notice.text}</Notice>}
      <div className="flex justify-end gap-3">
        <LinkButton to={adminPaths.customer(customer.id)} variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" busy={busy}>
          Record payment
        </Button>
      </div>
    </form>
  );
}

export default function NewPayment({ loaderData: { customer, receivables } }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Record a payment"
        description={customer ? `From ${customer.name}` : text.chooseCustomer}
      />
      {customer && receivables ? (
        <>
          {Number(receivables.credit) > 0 && (
            <p className="mb-4 text-sm text-slate-700">
              {customer.name} already holds {formatPeso(receivables.credit)} of credit.
            </p>
          )}
          <PaymentForm customer={customer} receivables={receivables} />
        </>
      ) : (
        <LinkButton to={adminPaths.customers}>Customers</LinkButton>
      )}
    </>
  );
}
