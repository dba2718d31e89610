import { UserRound, X } from 'lucide-react';
import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { CustomerListItem } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { SearchField, useTypedSearch } from '../shared/typed-search';
import { Button } from '../shared/ui';
import type { DraftCustomer } from './quotation-model';

const text = adminMessages.documentCustomer;

/** What the customers' search route (`admin-customer-search`) answers. */
interface CustomerSearch {
  query: string;
  customers: CustomerListItem[];
  failed: boolean;
}

/**
 * The quotation's customer: the chosen one (a link to their page, their tier), or a search of the customers
 * list to choose one from as a person types. Choosing hands the customer back; the form fills in the buyer and
 * prices the lines.
 */
export function CustomerChooser({
  customer,
  editable,
  onChoose,
}: {
  customer: DraftCustomer | null;
  editable: boolean;
  onChoose: (customer: DraftCustomer | null) => void;
}) {
  const id = useId();
  const search = useFetcher<CustomerSearch>();
  const { query, type, wanted } = useTypedSearch((next) => void search.load(adminPaths.customerSearch(next)));

  if (customer) {
    return (
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
        data-testid="quotation-customer"
      >
        <UserRound aria-hidden="true" className="size-4 text-slate-400" />
        <Link to={adminPaths.customer(customer.id)} className="font-semibold text-brand-700 hover:underline">
          {customer.code ? text.chosen(customer.code, customer.name) : `#${customer.id}`}
        </Link>
        <span className="text-slate-600">{text.tier(customer.tier_name)}</span>
        {editable && (
          <Button variant="ghost" className="ml-auto" onClick={() => onChoose(null)}>
            <X aria-hidden="true" className="size-4" />
            {text.clear}
          </Button>
        )}
      </div>
    );
  }
  if (!editable) return null;

  const loaded = search.state === 'idle' ? search.data : undefined;
  const answer = loaded?.query === wanted ? loaded : null;
  return (
    <div>
      <SearchField
        id={`${id}-q`}
        label={text.choose}
        value={query}
        onType={type}
        placeholder={text.choosePlaceholder}
        aria-describedby={`${id}-hint ${id}-results`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {text.chooseHint}
      </p>
      <div id={`${id}-results`} aria-live="polite" className="mt-2">
        {wanted && !answer && <p className="px-1 py-2 text-sm text-slate-500">Searching…</p>}
        {answer?.failed && (
          <p className="px-1 py-2 text-sm text-red-700">{adminMessages.customers.searchFailed}</p>
        )}
        {answer && !answer.failed && answer.customers.length === 0 && (
          <p className="px-1 py-2 text-sm text-slate-500">{adminMessages.customers.searchNone}</p>
        )}
        {answer && answer.customers.length > 0 && (
          <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {answer.customers.map((found) => (
              <li key={found.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose({
                      id: found.id,
                      code: found.code,
                      name: found.name,
                      tier_name: found.price_tier_name,
                    });
                    type('');
                  }}
                  aria-label={`${text.choose}: ${found.name}`}
                  className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{found.name}</span>
                    <span className="block text-xs text-slate-500">
                      {found.code} · {text.tier(found.price_tier_name)}
                      {found.primary_contact?.email ? ` · ${found.primary_contact.email}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
