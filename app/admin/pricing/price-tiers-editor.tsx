import { Plus } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import type { CategoryView } from '~/domain/catalogue';
import type { PriceTierView } from '~/domain/views';
import type { useActionForm } from '../shared/form-action';
import { FieldNotes, fieldAria } from '../shared/text-field';
import { Button, inputClass, labelClass, Notice, Panel } from '../shared/ui';
import { RemoveButton } from '../shared/remove-button';
import { SAVE_TIERS_INTENT } from './tier-actions';
import { newKey, tierDrafts, type TierDraft } from './tier-model';

const text = adminMessages.pricing;

function inputLook(error: string | undefined) {
  return `mt-1 ${inputClass} ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30' : ''}`;
}

/**
 * The owner's tiers as one list: rename, add and remove tiers and their category percentages, then save the
 * whole list with one PUT. Messages come back keyed by the API's paths (`tiers.1.name`), which are the rows as
 * shown, since every row is sent; adding or removing a row hides the messages of the last answer.
 */
export function PriceTiersEditor({
  tiers: stored,
  categories,
  action,
}: {
  tiers: PriceTierView[];
  categories: CategoryView[];
  /** The route's form answer, kept by the screen so a save's notice outlives the editor it remounts. */
  action: ReturnType<typeof useActionForm>;
}) {
  const { fetcher, result, busy, errors, edit } = action;
  const [tiers, setTiers] = useState(() => tierDrafts(stored));
  const removed = stored.filter((tier) => !tiers.some((draft) => draft.id === tier.id));
  const categoryName = new Map(categories.map((category) => [String(category.id), category.name]));

  const change = (index: number, path: string, update: (tier: TierDraft) => TierDraft) => {
    edit(path);
    setTiers((current) => current.map((tier, position) => (position === index ? update(tier) : tier)));
  };
  // A row added or removed moves the rows after it: the last answer's messages no longer point at theirs.
  const reshape = (next: (current: TierDraft[]) => TierDraft[]) => {
    edit('tiers');
    setTiers(next);
  };
  const addTier = () =>
    reshape((current) => [
      ...current,
      { key: newKey(), id: null, name: '', customerCount: 0, discounts: [] },
    ]);
  const addDiscount = (index: number) =>
    reshape((current) =>
      current.map((tier, position) => {
        if (position !== index) return tier;
        const used = new Set(tier.discounts.map((entry) => entry.category));
        const free = categories.find((category) => !used.has(String(category.id))) ?? categories[0];
        return {
          ...tier,
          discounts: [...tier.discounts, { key: newKey(), category: String(free?.id ?? ''), percent: '' }],
        };
      }),
    );

  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(
          { intent: SAVE_TIERS_INTENT, tiers: JSON.parse(JSON.stringify(tiers)) },
          { method: 'post', encType: 'application/json' },
        );
      }}
      className="max-w-4xl space-y-4"
    >
      {tiers.length === 0 && (
        <Panel className="p-5 text-sm text-slate-600">
          <p>{text.tiersEmpty}</p>
        </Panel>
      )}
      {tiers.map((tier, index) => {
        const path = `tiers.${index}`;
        const nameId = `tier-${tier.key}-name`;
        const title = tier.name.trim() || `Tier ${index + 1}`;
        return (
          <Panel key={tier.key} className="p-5 sm:p-6">
            <fieldset className="space-y-4">
              <legend className="sr-only">{title}</legend>
              <div className="flex items-end gap-3">
                <div className="flex-1">
                  <label htmlFor={nameId} className={labelClass}>
                    Tier name<span className="sr-only"> {index + 1}</span>
                  </label>
                  <input
                    id={nameId}
                    value={tier.name}
                    maxLength={60}
                    onChange={(event) =>
                      change(index, `${path}.name`, (draft) => ({ ...draft, name: event.target.value }))
                    }
                    className={inputLook(errors[`${path}.name`] ?? errors[`${path}.id`])}
                    {...fieldAria({ id: nameId, error: errors[`${path}.name`] ?? errors[`${path}.id`] })}
                  />
                </div>
                <RemoveButton
                  label={`Remove tier ${title}`}
                  onClick={() => reshape((current) => current.filter((other) => other.key !== tier.key))}
                />
              </div>
              <FieldNotes id={nameId} error={errors[`${path}.name`] ?? errors[`${path}.id`]} />
              <p className="text-xs text-slate-500">{text.customersOnTier(tier.customerCount)}</p>
              <div>
                <h3 className="text-sm font-semibold text-slate-800">Percentage off retail by category</h3>
                {errors[`${path}.category_discounts`] && (
                  <p className="mt-1 text-xs font-medium text-red-700">
                    {errors[`${path}.category_discounts`]}
                  </p>
                )}
                <ul className="mt-2 space-y-3">
                  {tier.discounts.map((entry, position) => {
                    const rowPath = `${path}.category_discounts.${position}`;
                    const categoryId = `tier-${tier.key}-discount-${entry.key}-category`;
                    const percentId = `tier-${tier.key}-discount-${entry.key}-percent`;
                    const rowLabel = `${title}, ${categoryName.get(entry.category) ?? `line ${position + 1}`}`;
                    const setEntry = (field: 'category' | 'percent', value: string) =>
                      change(index, `${rowPath}.${field}`, (draft) => ({
                        ...draft,
                        discounts: draft.discounts.map((other) =>
                          other.key === entry.key ? { ...other, [field]: value } : other,
                        ),
                      }));
                    return (
                      <li key={entry.key} className="flex items-start gap-3">
                        <div className="grid flex-1 gap-3 sm:grid-cols-[1fr_10rem]">
                          <div>
                            <label htmlFor={categoryId} className={labelClass}>
                              Category
                              <span className="sr-only">
                                {' '}
                                ({title}, line {position + 1})
                              </span>
                            </label>
                            <select
                              id={categoryId}
                              value={entry.category}
                              onChange={(event) => setEntry('category', event.target.value)}
                              className={inputLook(errors[`${rowPath}.category`])}
                              {...fieldAria({ id: categoryId, error: errors[`${rowPath}.category`] })}
                            >
                              {categories.map((category) => (
                                <option key={category.id} value={category.id}>
                                  {category.name}
                                </option>
                              ))}
                            </select>
                            <FieldNotes id={categoryId} error={errors[`${rowPath}.category`]} />
                          </div>
                          <div>
                            <label htmlFor={percentId} className={labelClass}>
                              % off retail<span className="sr-only"> ({rowLabel})</span>
                            </label>
                            <input
                              id={percentId}
                              value={entry.percent}
                              inputMode="decimal"
                              placeholder="10"
                              onChange={(event) => setEntry('percent', event.target.value)}
                              className={inputLook(errors[`${rowPath}.percent`])}
                              {...fieldAria({ id: percentId, error: errors[`${rowPath}.percent`] })}
                            />
                            <FieldNotes id={percentId} error={errors[`${rowPath}.percent`]} />
                          </div>
                        </div>
                        <div className="pt-6">
                          <RemoveButton
                            label={`Remove percentage (${rowLabel})`}
                            onClick={() =>
                              reshape((current) =>
                                current.map((other) =>
                                  other.key === tier.key
                                    ? {
                                        ...other,
                                        discounts: other.discounts.filter((row) => row.key !== entry.key),
                                      }
                                    : other,
                                ),
                              )
                            }
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
                {categories.length === 0 ? (
                  <p className="mt-2 text-xs text-slate-500">{text.noCategories}</p>
                ) : (
                  <Button variant="secondary" className="mt-3" onClick={() => addDiscount(index)}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add category percentage<span className="sr-only"> to {title}</span>
                  </Button>
                )}
              </div>
            </fieldset>
          </Panel>
        );
      })}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={addTier}>
          <Plus aria-hidden="true" className="size-4" />
          Add tier
        </Button>
        <Button type="submit" busy={busy}>
          Save tiers
        </Button>
      </div>
      {removed.length > 0 && (
        <p className="text-sm text-slate-600">
          {text.removedTiersNote(removed.map((tier) => tier.name).join(', '))}
        </p>
      )}
      {result && !busy && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
    </form>
  );
}
