import { Link2, Unlink, UserPlus } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import type { FormResult } from '../shared/form-action';
import { Button, Notice } from '../shared/ui';
import { CUSTOMER_INTENTS } from './inbox-data';
import type { InquiryView } from './inquiry-inbox';

const text = adminMessages.documentCustomer;

/**
 * The inquiry's customer: the one it belongs to (a link to their page), or the customers it may belong to by
 * e-mail or TIN, each with Link, and "Create customer from this inquiry". Nothing is linked without staff.
 */
export function InquiryCustomer({ inquiry }: { inquiry: InquiryView }) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const notice = fetcher.state === 'idle' ? fetcher.data?.notice : undefined;
  const submit = (intent: string, customer = '') =>
    void fetcher.submit({ intent, id: inquiry.id, customer }, { method: 'post' });
  const { customer } = inquiry;
  const matches = inquiry.customer_matches ?? [];

  return (
    <div className="space-y-3" data-testid="inquiry-customer">
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {customer ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 px-4 py-3 text-sm">
          <span className="text-slate-600">{text.linked}</span>
          <Link
            to={adminPaths.customer(customer.id)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {text.chosen(customer.code, customer.name)}
          </Link>
          <span className="text-slate-600">{text.tier(customer.tier_name)}</span>
          <Button
            variant="secondary"
            className="ml-auto"
            disabled={busy}
            onClick={() => submit(CUSTOMER_INTENTS.link)}
          >
            <Unlink aria-hidden="true" className="size-4" />
            {text.unlink}
          </Button>
        </div>
      ) : (
        <>
          {matches.length === 0 ? (
            <p className="text-sm text-slate-600">{text.none}</p>
          ) : (
            <div>
              <p className="mb-2 text-sm text-slate-600">{text.matches}</p>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                {matches.map((match) => (
                  <li
                    key={match.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm"
                  >
                    <Link
                      to={adminPaths.customer(match.id)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {text.chosen(match.code, match.name)}
                    </Link>
                    <span className="text-slate-600">
                      {match.matched_by.map((reason) => text.matchedBy[reason]).join(', ')}
                    </span>
                    <Button
                      variant="secondary"
                      className="ml-auto"
                      aria-label={text.linkTo(match.name)}
                      disabled={busy}
                      onClick={() => submit(CUSTOMER_INTENTS.link, String(match.id))}
                    >
                      <Link2 aria-hidden="true" className="size-4" />
                      {text.link}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => submit(CUSTOMER_INTENTS.create)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {text.create}
          </Button>
        </>
      )}
    </div>
  );
}
