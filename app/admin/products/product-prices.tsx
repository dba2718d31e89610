import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { formatPeso } from '~/domain/price';
import type { useActionForm } from '../shared/form-action';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { Button, inputClass, labelClass, Notice, Panel } from '../shared/ui';
import { RemoveButton } from '../shared/remove-button';
import { SAVE_PRICES_INTENT, type ProductPrices as Prices } from './product-prices-actions';
import { newBreakKey, pricingDraft, type PricingDraft } from './product-prices-model';

const text = adminMessages.pricing;

function Field({
  id,
  label,
  error,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode="decimal"
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClass} ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30' : ''}`}
        {...fieldAria({ id, error, hint })}
      />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * The product's cost, each tier's own price and the quantity breaks (retail's and each tier's), saved with
 * their own intent and one PUT, so the product's form above is untouched. Break rows are all sent, so the API's
 * `breaks.2.price` is the third row shown; adding or removing a row hides the last answer's break messages.
 */
export function ProductPricesSection({
  prices,
  action,
}: {
  prices: Prices | null;
  action: ReturnType<typeof useActionForm>;
}) {
  return (
    <Panel className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{text.pricesTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">{text.pricesDescription}</p>
      {prices ? (
        <PricesForm key={JSON.stringify(prices)} prices={prices} action={action} />
      ) : (
        <div className="mt-4">
          <Notice tone="error">{text.pricesLoadFailed}</Notice>
        </div>
      )}
    </Panel>
  );
}

function PricesForm({ prices, action }: { prices: Prices; action: ReturnType<typeof useActionForm> }) {
  const { pricing, tiers } = prices;
  const { fetcher, result, busy, errors, edit } = action;
  const [draft, setDraft] = useState<PricingDraft>(() => pricingDraft(pricing));
  const retail = formatPeso(pricing.retail);
  const buyers = [
    { value: '', label: 'Retail (everyone)' },
    ...tiers.map((tier) => ({ value: String(tier.id), label: tier.name })),
  ];

  const update = (path: string, next: (current: PricingDraft) => PricingDraft) => {
    edit(path);
    setDraft(next);
  };
  const setBreak = (key: number, index: number, field: 'tier' | 'minQuantity' | 'price', value: string) =>
    update(`breaks.${index}.${field === 'minQuantity' ? 'min_quantity' : field}`, (current) => ({
      ...current,
      breaks: current.breaks.map((entry) => (entry.key === key ? { ...entry, [field]: value } : entry)),
    }));

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      aria-label={text.pricesTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(
          { intent: SAVE_PRICES_INTENT, prices: JSON.parse(JSON.stringify(draft)) },
          { method: 'post', encType: 'application/json' },
        );
      }}
      className="mt-5 space-y-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="pricing-cost"
          label="Cost (₱)"
          hint="What the shop paid. Empty: not recorded."
          value={draft.cost}
          error={errors.cost}
          onChange={(value) => update('cost', (current) => ({ ...current, cost: value }))}
        />
        <div>
          <p className={labelClass}>Retail price</p>
          <p className="mt-2 text-sm text-slate-900">{retail}</p>
        </div>
      </div>

      {tiers.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Tier prices</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {tiers.map((tier) => (
              <Field
                key={tier.id}
                id={`pricing-tier-${tier.id}`}
                label={`${tier.name} price (₱)`}
                hint={text.tierPriceHint(retail)}
                value={draft.tierPrices[String(tier.id)] ?? ''}
                error={errors[`tier_price.${tier.id}`]}
                onChange={(value) =>
                  update(`tier_price.${tier.id}`, (current) => ({
                    ...current,
                    tierPrices: { ...current.tierPrices, [String(tier.id)]: value },
                  }))
                }
              />
            ))}
          </div>
        </fieldset>
      )}

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Quantity breaks</legend>
        {errors.breaks && <p className="mt-1 text-xs font-medium text-red-700">{errors.breaks}</p>}
        {draft.breaks.length === 0 && <p className="mt-1 text-sm text-slate-600">{text.noBreaks}</p>}
        <ul className="mt-2 space-y-3">
          {draft.breaks.map((entry, index) => {
            const path = `breaks.${index}`;
            const row = ` (break ${index + 1})`;
            const tierId = `pricing-break-${entry.key}-tier`;
            return (
              <li key={entry.key} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <div className="grid flex-1 gap-3 sm:grid-cols-3">
                  <div>
                    <label htmlFor={tierId} className={labelClass}>
                      For<span className="sr-only">{row}</span>
                    </label>
                    <select
                      id={tierId}
                      value={entry.tier}
                      onChange={(event) => setBreak(entry.key, index, 'tier', event.target.value)}
                      className={`mt-1 ${inputClass}`}
                      {...fieldAria({ id: tierId, error: errors[`${path}.tier`] })}
                    >
                      {buyers.map((buyer) => (
                        <option key={buyer.value} value={buyer.value}>
                          {buyer.label}
                        </option>
                      ))}
                    </select>
                    <FieldNotes id={tierId} error={errors[`${path}.tier`]} />
                  </div>
                  <Field
                    id={`pricing-break-${entry.key}-quantity`}
                    label={
                      <>
                        From quantity<span className="sr-only">{row}</span>
                      </>
                    }
                    value={entry.minQuantity}
                    error={errors[`${path}.min_quantity`]}
                    onChange={(value) => setBreak(entry.key, index, 'minQuantity', value)}
                  />
                  <Field
                    id={`pricing-break-${entry.key}-price`}
                    label={
                      <>
                        Unit price (₱)<span className="sr-only">{row}</span>
                      </>
                    }
                    value={entry.price}
                    error={errors[`${path}.price`]}
                    onChange={(value) => setBreak(entry.key, index, 'price', value)}
                  />
                </div>
                <div className="pt-6">
                  <RemoveButton
                    label={`Remove break ${index + 1}`}
                    onClick={() =>
                      update('breaks', (current) => ({
                        ...current,
                        breaks: current.breaks.filter((other) => other.key !== entry.key),
                      }))
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() =>
            update('breaks', (current) => ({
              ...current,
              breaks: [...current.breaks, { key: newBreakKey(), tier: '', minQuantity: '', price: '' }],
            }))
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add quantity break
        </Button>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" busy={busy}>
          Save prices
        </Button>
      </div>
      {result && !busy && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
    </form>
  );
}
