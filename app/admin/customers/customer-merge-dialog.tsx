import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '~/domain/constants';
import type { CustomerListItem } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { Modal } from '../shared/modal';
import { Button, inputClass, labelClass } from '../shared/ui';
import type { clientLoader as customerSearch } from './customer-search';

const text = adminMessages.customers;

/**
 * Finds the other customer to merge into `into` (searching as one types, through the chooser's loader-only
 * route) and hands the choice back to be confirmed; this customer itself is never offered.
 */
export function CustomerMergeDialog({
  into,
  open,
  onOpenChange,
  busy,
  onMerge,
}: {
  into: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onMerge: (other: CustomerListItem) => void;
}) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<CustomerListItem | null>(null);
  const search = useFetcher<typeof customerSearch>();
  const pause = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);

  function type(value: string) {
    setQuery(value);
    setChosen(null);
    window.clearTimeout(pause.current);
    const next = value.trim();
    if (next)
      pause.current = window.setTimeout(
        () => void search.load(adminPaths.customerSearch(next)),
        ADMIN_SEARCH_DEBOUNCE_MS,
      );
  }

  const answer = search.state === 'idle' && search.data?.query === query.trim() ? search.data : null;
  const offered = answer?.customers.filter((customer) => customer.id !== into.id) ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Merge a customer into ${into.name}`}
      description={text.mergeExplain(into.name)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} disabled={!chosen} onClick={() => chosen && onMerge(chosen)}>
            {chosen ? `Merge ${chosen.name}` : 'Merge'}
          </Button>
        </>
      }
    >
      <label htmlFor="merge-customer-search" className={labelClass}>
        {text.mergeChoose}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
        />
        <input
          id="merge-customer-search"
          data-autofocus
          type="search"
          value={query}
          onChange={(event) => type(event.target.value)}
          placeholder="Name, code, TIN or email"
          autoComplete="off"
          maxLength={200}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div aria-live="polite" className="mt-3">
        {answer?.failed && <p className="text-sm text-red-700">{text.searchFailed}</p>}
        {answer && !answer.failed && offered.length === 0 && (
          <p className="text-sm text-slate-600">{text.searchNone}</p>
        )}
        {offered.length > 0 && (
          <fieldset>
            <legend className="sr-only">Customers found</legend>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {offered.map((customer) => (
                <li key={customer.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
                    <input
                      type="radio"
                      name="merge-customer"
                      checked={chosen?.id === customer.id}
                      onChange={() => setChosen(customer)}
                      className="mt-1 size-4 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{customer.name}</span>
                      <span className="block text-xs text-slate-500">
                        {[
                          customer.code,
                          customer.tin && `TIN ${customer.tin}`,
                          customer.primary_contact?.email,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
    </Modal>
  );
}
