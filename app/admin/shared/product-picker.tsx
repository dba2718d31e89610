import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { adminMessages } from '~/domain/admin-messages';
import { sellingPrice } from '~/domain/order';
import { formatPeso } from '~/domain/price';
import { adminPaths } from '../../lib/admin-paths';
import type { CatalogueSearch } from './catalogue-search';
import type { clientLoader as productSearch } from './product-search';
import { SearchField, useTypedSearch } from './typed-search';

/** Searches the catalogue (hidden products too: staff may sell them) and hands the chosen product back. */
export function ProductPicker({
  initial = null,
  onPick,
}: {
  /** The search the picker starts with, as the screen's loader ran it (`searchCatalogue`). */
  initial?: CatalogueSearch | null;
  onPick: (product: ProductView) => void;
}) {
  const id = useId();
  const search = useFetcher<typeof productSearch>();
  const { query, type, wanted } = useTypedSearch(
    (next) => void search.load(adminPaths.productSearch(next)),
    initial?.query ?? '',
  );

  const loaded = search.state === 'idle' ? search.data : undefined;
  const answer = loaded?.query === wanted ? loaded : initial?.query === wanted ? initial : null;

  return (
    <div>
      <SearchField
        id={`${id}-q`}
        label="Add products"
        value={query}
        onType={type}
        placeholder="Search the catalogue by name, brand or model"
        aria-describedby={`${id}-results`}
      />
      <div id={`${id}-results`} aria-live="polite" className="mt-2">
        {wanted && !answer && <p className="px-1 py-2 text-sm text-slate-500">Searching…</p>}
        {answer?.failed && (
          <p className="px-1 py-2 text-sm text-red-700">{adminMessages.orders.pickerFailed}</p>
        )}
        {answer && !answer.failed && answer.products.length === 0 && (
          <p className="px-1 py-2 text-sm text-slate-500">{adminMessages.orders.pickerNoResults}</p>
        )}
        {answer && answer.products.length > 0 && (
          <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {answer.products.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(product);
                    // The list closes so the new line shows right below; the next search starts fresh.
                    type('');
                  }}
                  aria-label={`Add ${product.name}`}
                  className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{product.name}</span>
                    <span className="block text-xs text-slate-500">
                      {formatPeso(sellingPrice(product.price, product.discounted_price))} ·{' '}
                      <span className={product.stock === 0 ? 'text-red-700' : ''}>
                        {product.stock} in stock
                      </span>
                      {product.hidden ? ' · hidden' : ''}
                    </span>
                  </span>
                  <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
