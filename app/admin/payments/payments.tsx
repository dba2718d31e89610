import { Link, useFetcher } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '~/domain/payment';
import { formatPeso } from '~/domain/price';
import type { PaymentView } from '~/domain/views';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { AdminList } from '../shared/admin-list';
import { requireStaff } from '../shared/admin-session';
import { withReason } from '../shared/failure-reason';
import { submitted, unlessRefused, type FormResult } from '../shared/form-action';
import { useFleetingNotice } from '../shared/fleeting-notice';
import { AdminPageHeader, Button, LinkButton, Notice, Panel } from '../shared/ui';
import type { Route } from './+types/payments';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Payments | Back office', matches);
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const params = new URL(request.url).searchParams;
  const page = positive(params.get('page')) ?? 1;
  const customer = positive(params.get('customer'));
  const list = await unwrap(api.GET('/api/payments/', { params: { query: { page, customer } } }));
  return { list, page, customer };
}

/**
 * Applies what is left of a payment (an overpayment kept as credit) to the customer's oldest due invoices, as the
 * API does when it is not told where; the list then loads again with the new allocations.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const { id } = (await submitted(request)) as { id: string };
  const text = adminMessages.payments;
  try {
    const before = await unwrap(api.GET('/api/payments/{id}/', { params: { path: { id: Number(id) } } }));
    const after = await unwrap(
      api.POST('/api/payments/{id}/allocate/', { params: { path: { id: Number(id) } }, body: {} }),
    );
    const applied = (Number(before.unallocated) - Number(after.unallocated)).toFixed(2);
    return {
      notice: {
        tone: 'success',
        text: text.creditApplied(formatPeso(applied), formatPeso(after.unallocated)),
      },
    };
  } catch (failure) {
    return {
      notice: {
        tone: 'error',
        text: withReason(text.applyFailed, failure instanceof ApiError ? failure.body : null),
      },
    };
  }
}

export const shouldRevalidate = unlessRefused;

function reference(payment: PaymentView): string {
  if (payment.method === 'check')
    return `${payment.check_bank} #${payment.check_number} (${payment.check_date})`;
  return payment.reference;
}

function pageLink(page: number, customer: number | undefined) {
  const query = new URLSearchParams({ page: String(page) });
  if (customer) query.set('customer', String(customer));
  return `${adminPaths.payments}?${query}`;
}

/** Payments received, the latest first; of one customer from its page. */
export default function Payments({ loaderData: { list, page, customer } }: Route.ComponentProps) {
  const applier = useFetcher<FormResult>();
  const { notice } = useFleetingNotice(applier.data, { lasting: true });
  const applying = applier.state !== 'idle';
  return (
    <>
      <AdminPageHeader
        title="Payments"
        description="Money received, where it went, and the post-dated checks still held."
        actions={
          <LinkButton to={adminPaths.receivables} variant="secondary">
            Receivables
          </LinkButton>
        }
      />
      <Panel>
        {notice && (
          <div className="px-5 pt-4">
            <Notice tone={notice.tone}>{notice.text}</Notice>
          </div>
        )}
        <AdminList
          rows={list.results}
          empty="No payments recorded yet. Record one from a customer's page."
          caption="Payments"
          tableClassName="min-w-[720px]"
          columns={[
            { header: 'Received', className: 'px-5 py-3', cell: (payment) => payment.received_on },
            {
              header: 'Customer',
              className: 'px-3 py-3',
              cell: (payment) => (
                <Link
                  to={adminPaths.customer(payment.customer.id)}
                  className="text-brand-700 hover:underline"
                >
                  {payment.customer.name}
                </Link>
              ),
            },
            {
              header: 'Method',
              className: 'px-3 py-3',
              cell: (payment) => (
                <>
                  {PAYMENT_METHOD_LABELS[payment.method]}
                  <span className="block text-xs text-slate-500">{reference(payment)}</span>
                  {payment.held && payment.check_date && (
                    <span className="block text-xs font-medium text-amber-700">
                      {adminMessages.receivables.heldUntil(payment.check_date)}
                    </span>
                  )}
                </>
              ),
            },
            {
              header: 'Allocated to',
              className: 'px-3 py-3',
              cell: (payment) => (
                <>
                  {payment.allocations
                    .map((share) => `${share.number} ${formatPeso(share.amount)}`)
                    .join(', ')}
                  {Number(payment.unallocated) > 0 && (
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      Credit {formatPeso(payment.unallocated)}
                      <Button
                        variant="secondary"
                        className="px-2.5 py-1 text-xs"
                        busy={applying && applier.formData?.get('id') === String(payment.id)}
                        disabled={applying}
                        onClick={() => void applier.submit({ id: payment.id }, { method: 'post' })}
                      >
                        {adminMessages.payments.applyCredit}
                      </Button>
                    </span>
                  )}
                </>
              ),
            },
            {
              header: 'Amount',
              className: 'px-5 py-3 text-right',
              cellClassName: 'text-right font-medium tabular-nums',
              cell: (payment) => formatPeso(payment.amount),
            },
          ]}
        />
      </Panel>
      <nav className="mt-4 flex justify-between text-sm" aria-label="Pages">
        {list.previous ? <Link to={pageLink(page - 1, customer)}>Previous</Link> : <span />}
        {list.next && <Link to={pageLink(page + 1, customer)}>Next</Link>}
      </nav>
    </>
  );
}
