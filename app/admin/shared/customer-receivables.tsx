import { Banknote, FileText } from 'lucide-react';
import { useState } from 'react';
import { formatPeso } from '~/domain/price';
import type { CustomerReceivables } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { Button, LinkButton, Panel } from './ui';
import { openStatement } from './statement-pdf';

/** On the customer's page: what they owe, what is overdue, their credit, and the ways to act on it. */
export function CustomerReceivablesPanel({
  customer,
  receivables,
}: {
  customer: number;
  receivables: CustomerReceivables;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const figures = [
    ['Balance', receivables.balance],
    ['Overdue', receivables.overdue],
    ['Credit', receivables.credit],
    ['Post-dated checks held', receivables.held],
  ] as const;
  return (
    <Panel className="mb-6 p-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <dl className="flex flex-wrap gap-6" data-testid="customer-receivables">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd
                className={`text-lg font-semibold tabular-nums ${label === 'Overdue' && Number(value) > 0 ? 'text-red-700' : 'text-slate-900'}`}
              >
                {formatPeso(value)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <LinkButton to={adminPaths.newPayment(customer)}>
            <Banknote aria-hidden="true" className="size-4" />
            Record a payment
          </LinkButton>
          <Button variant="secondary" onClick={() => void openStatement(customer).then(setProblem)}>
            <FileText aria-hidden="true" className="size-4" />
            Statement of account
          </Button>
          <LinkButton to={`${adminPaths.payments}?customer=${customer}`} variant="secondary">
            Payments
          </LinkButton>
        </div>
      </div>
      {problem && <p className="mt-2 text-sm text-red-700">{problem}</p>}
    </Panel>
  );
}
