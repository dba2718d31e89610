import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '~/domain/payment';
import { formatPeso } from '~/domain/price';
import type { PaymentView } from '~/domain/views';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { AdminList } from '../shared/admin-list';
import { requireStaff } from '../shared/admin-session';
import { AdminPageHeader, LinkButton, Panel } from '../shared/ui';
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
                    <span className="block text-xs text-slate-500">
                      Credit {formatPeso(payment.unallocated)}
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
