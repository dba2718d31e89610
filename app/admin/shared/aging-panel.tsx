import { ChevronDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import type { AgingView } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { Panel } from './ui';
import { openStatement } from './statement-pdf';

const text = adminMessages.receivables;

function StatementButton({ customer, name }: { customer: number; name: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
        aria-label={text.statementFor(name)}
        onClick={() => void openStatement(customer).then(setProblem)}
      >
        <FileText aria-hidden="true" className="size-3.5" />
        {text.statement}
      </button>
      {problem && <span className="text-xs text-red-700">{problem}</span>}
    </>
  );
}

/**
 * The aging: each bucket with its total, opening to the customers behind it (each linking to the customer, and on
 * the receivables screen to their statement), then the post-dated checks that clear this week and the credit.
 */
export function AgingPanel({ aging, statements = false }: { aging: AgingView; statements?: boolean }) {
  return (
    <Panel>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-base font-semibold text-slate-900">{text.agingTitle}</h2>
        <Link to={adminPaths.receivables} className="text-sm font-medium text-brand-700 hover:underline">
          {formatPeso(aging.total)}
        </Link>
      </div>
      <ul className="divide-y divide-slate-100" data-testid="aging-buckets">
        {aging.buckets.map((row) => (
          <li key={row.bucket}>
            <details className="group" open={statements && row.customers.length > 0}>
              <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-slate-50 sm:px-5">
                <span className="inline-flex items-center gap-2 font-medium text-slate-800">
                  <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
                  {text.buckets[row.bucket]}
                  <span className="text-xs font-normal text-slate-500">
                    {text.customerCount(row.customers.length)}
                  </span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">{formatPeso(row.total)}</span>
              </summary>
              {row.customers.length > 0 && (
                <ul className="pb-2">
                  {row.customers.map((customer) => (
                    <li
                      key={customer.id}
                      className="flex items-center justify-between gap-3 px-10 py-1.5 text-sm sm:px-11"
                    >
                      <span className="flex min-w-0 items-center gap-3">
                        <Link
                          to={adminPaths.customer(customer.id)}
                          className="truncate text-brand-700 hover:underline"
                        >
                          {customer.name}
                        </Link>
                        {statements && <StatementButton customer={customer.id} name={customer.name} />}
                      </span>
                      <span className="text-slate-800 tabular-nums">{formatPeso(customer.amount)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-100 px-4 py-3 text-sm sm:px-5" data-testid="checks-this-week">
        <h3 className="font-medium text-slate-900">{text.checksTitle}</h3>
        {aging.checks_this_week.length === 0 ? (
          <p className="mt-1 text-slate-600">{text.noChecks}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {aging.checks_this_week.map((check) => (
              <li key={check.payment} className="flex justify-between gap-3">
                <span className="min-w-0 truncate text-slate-700">
                  {text.checkLine(
                    check.check_date,
                    check.customer.name,
                    `${check.bank} #${check.check_number}`,
                  )}
                </span>
                <span className="text-slate-900 tabular-nums">{formatPeso(check.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {Number(aging.credit) > 0 && (
          <p className="mt-2 text-slate-600">{text.creditTotal(formatPeso(aging.credit))}</p>
        )}
      </div>
    </Panel>
  );
}
