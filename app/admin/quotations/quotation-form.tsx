import { Save, Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { QUOTATION_LIMITS, type QuotationView } from '~/domain/quotation';
import type { HistoryPage } from '../shared/activity-history';
import { EntityHistory } from '../shared/activity-list';
import { EmailList } from '../shared/email-list';
import { TextAreaField, TextField } from '../shared/text-field';
import { Button, ConfirmDialog } from '../shared/ui';
import type { Message } from '../shared/left-notice';
import { DiscountField, FormSection, Totals } from './quotation-form-parts';
import { QuotationHeader, QuotationNotes } from './quotation-header';
import { QuotationLines } from './quotation-lines';
import { adminPaths } from '../../lib/admin-paths';
import { CustomerChooser } from './quotation-customer';
import type { clientLoader as quotationPrices } from './quotation-prices';
import { priceQuery } from './quotation-pricing';
import {
  draftFromView,
  linesToPrice,
  payloadOf,
  withPrices,
  quotationButtons,
  type DraftText,
  type LineDraft,
  type QuotationDraft,
} from './quotation-model';
import { liveTotals } from './quotation-live-totals';
import { useQuotationActions } from './use-quotation-actions';

const text = adminMessages.quotations;

interface QuotationFormProps {
  /** The stored quotation; null for a new one not yet saved. */
  view: QuotationView | null;
  /** The latest revision of a superseded quotation's number, to link to. */
  newer: QuotationView | null;
  /** The stored quotation's history, loaded with it. */
  history: HistoryPage | null;
  superuser: boolean;
  initial: QuotationDraft;
  pricesIncludeVat: boolean;
  arrived: Message | null;
}

/**
 * The quotation being edited, kept as typed until it is saved: the totals follow every keystroke. Once the
 * router has loaded the quotation again after a save or a send, the form shows what was stored.
 */
function useDraft(view: QuotationView | null, initial: QuotationDraft) {
  const [state, setState] = useState({ stored: view?.updated_at, draft: initial });
  let { draft } = state;
  if (view && view.updated_at !== state.stored) {
    draft = draftFromView(view);
    setState({ stored: view.updated_at, draft });
  }
  const saved = useMemo(() => view && JSON.stringify(payloadOf(draftFromView(view))), [view]);
  const change = (update: (current: QuotationDraft) => QuotationDraft) =>
    setState((current) => ({ ...current, draft: update(current.draft) }));
  return { draft, change, dirty: saved !== null && JSON.stringify(payloadOf(draft)) !== saved };
}

/** The quotation form with its actions: save, send, revise, delete, PDF. */
export function QuotationForm({
  view,
  newer,
  history,
  superuser,
  initial,
  pricesIncludeVat,
  arrived,
}: QuotationFormProps) {
  const id = useId();
  const actions = useQuotationActions(view, arrived);
  const { busy, errors, edited } = actions;
  const { draft, change, dirty } = useDraft(view, initial);

  const allowed = view ? quotationButtons(view, superuser) : null;
  // A new quotation is a draft not yet saved.
  const editable = allowed?.edit ?? true;
  const live = liveTotals(draft, pricesIncludeVat);
  // Unchanged since the server answered: show its stored figures, which the live ones must equal.
  const figures =
    view && !dirty ? { ...live, subtotal: view.subtotal, vat: view.vat, total: view.total } : live;

  // Line prices for the chosen customer come from a loader-only route; each answer is applied once.
  const pricing = useFetcher<typeof quotationPrices>();
  const [appliedPrices, setAppliedPrices] = useState(pricing.data);
  if (pricing.state === 'idle' && pricing.data && pricing.data !== appliedPrices) {
    const answer = pricing.data;
    setAppliedPrices(answer);
    change((current) => withPrices(current, answer));
  }
  /** Looks up the prices of `next`'s product lines (and the customer's details, to fill in the buyer). */
  const requestPrices = (next: QuotationDraft, details = false) => {
    const lines = linesToPrice(next);
    if (!details && lines.length === 0) return;
    void pricing.load(adminPaths.quotationPrices(priceQuery(next.customer?.id ?? null, lines, details)));
  };

  const setLines = (update: (lines: LineDraft[]) => LineDraft[]) =>
    change((current) => ({ ...current, lines: update(current.lines) }));
  /** A text of the draft as a field's props: its id, value, change and the message about it. */
  const bind = (name: DraftText, label: string, maxLength: number) => ({
    id: `${id}-${name}`,
    label,
    maxLength,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      change((current) => ({ ...current, [name]: value }));
      edited(name);
    },
    error: errors[name],
  });

  return (
    <>
      <QuotationHeader view={view} allowed={allowed} actions={actions} />
      <QuotationNotes view={view} newer={newer} editable={editable} message={actions.message} />

      <form
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          actions.save(draft);
        }}
      >
        <fieldset disabled={!editable} className="grid min-w-0 gap-6 xl:grid-cols-3">
          <div className="min-w-0 space-y-6 xl:col-span-2">
            <FormSection title="Customer">
              <div className="mb-4">
                <CustomerChooser
                  customer={draft.customer}
                  editable={editable}
                  onChoose={(customer) => {
                    change((current) => ({ ...current, customer }));
                    requestPrices({ ...draft, customer }, customer !== null);
                    edited('customer_id');
                  }}
                />
                {errors.customer_id && (
                  <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {errors.customer_id}
                  </p>
                )}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  {...bind('customer_name', 'Customer name *', QUOTATION_LIMITS.customerName)}
                  autoComplete="off"
                />
                <TextField {...bind('customer_company', 'Company', QUOTATION_LIMITS.customerCompany)} />
                <TextField
                  {...bind('customer_email', 'Email *', QUOTATION_LIMITS.customerEmail)}
                  type="email"
                />
                <TextField {...bind('customer_phone', 'Phone', QUOTATION_LIMITS.customerPhone)} type="tel" />
                <div className="sm:col-span-2">
                  <TextField {...bind('customer_address', 'Address', QUOTATION_LIMITS.customerAddress)} />
                </div>
              </div>
            </FormSection>

            <FormSection title="Lines">
              {pricing.state === 'idle' && pricing.data?.failed && (
                <p role="alert" className="mb-3 text-sm text-red-700">
                  {adminMessages.documentCustomer.priceFailed}
                </p>
              )}
              <QuotationLines
                id={id}
                lines={draft.lines}
                totals={live.lines}
                errors={errors}
                editable={editable}
                onAdd={(line) => {
                  setLines((lines) => [...lines, line]);
                  if (line.product !== null) requestPrices({ ...draft, lines: [...draft.lines, line] });
                  edited('lines');
                }}
                onChange={(index, update, ...fields) => {
                  setLines((lines) =>
                    lines.map((line, at) => (at === index ? { ...line, ...update } : line)),
                  );
                  if (update.quantity !== undefined) {
                    requestPrices({
                      ...draft,
                      lines: draft.lines.map((line, at) => (at === index ? { ...line, ...update } : line)),
                    });
                  }
                  edited(...fields.map((field) => `lines.${index}.${field}`));
                }}
                onRemove={(index) => {
                  setLines((lines) => lines.filter((_, at) => at !== index));
                  // The lines after it move up: their messages no longer match their places.
                  edited('lines');
                }}
              />
            </FormSection>

            <FormSection title="Terms and notes">
              <div className="grid gap-4">
                <TextAreaField
                  {...bind('terms', 'Payment and delivery terms', QUOTATION_LIMITS.terms)}
                  hint="Printed on the quotation, for example: 50% down payment, delivery within 7 days."
                />
                <TextAreaField {...bind('notes', 'Notes for the customer', QUOTATION_LIMITS.notes)} />
                <TextAreaField
                  {...bind('internal_notes', 'Internal notes', QUOTATION_LIMITS.notes)}
                  hint="Staff only: never printed or shown to the customer."
                />
              </div>
            </FormSection>
          </div>

          <div className="min-w-0 space-y-6">
            <FormSection title="Totals" className="xl:sticky xl:top-4">
              <div className="space-y-4">
                <TextField {...bind('valid_until', 'Valid until', 10)} type="date" />
                <DiscountField
                  id={`${id}-discount`}
                  label="Overall discount"
                  kind={draft.discountKind}
                  value={draft.discount}
                  error={errors.discount_amount ?? errors.discount_percent}
                  onChange={(kind, value) => {
                    change((current) => ({ ...current, discountKind: kind, discount: value }));
                    edited('discount_amount', 'discount_percent');
                  }}
                />
                <Totals figures={figures} pricesIncludeVat={pricesIncludeVat} />
              </div>
              {editable && (
                <div className="mt-5 flex flex-col gap-2">
                  <Button type="submit" busy={busy === 'save'} disabled={busy !== null}>
                    <Save aria-hidden="true" className="size-4" />
                    Save draft
                  </Button>
                  {allowed?.send && (
                    <Button variant="secondary" disabled={busy !== null} onClick={() => actions.ask('send')}>
                      <Send aria-hidden="true" className="size-4" />
                      Send
                    </Button>
                  )}
                </div>
              )}
            </FormSection>
          </div>
        </fieldset>
      </form>

      {view && (
        <div className="mt-6 space-y-4">
          {view.emails && view.status !== 'draft' && (
            <EmailList emails={view.emails} none={adminMessages.mail.none} testId="quotation-emails" />
          )}
          {history && <EntityHistory history={history} />}
        </div>
      )}

      <ConfirmDialog
        open={actions.confirm !== null}
        onOpenChange={(open) => {
          if (!open) actions.ask(null);
        }}
        title={
          view
            ? actions.confirm === 'send'
              ? text.sendQuestion(view.number)
              : text.deleteQuestion(view.number)
            : ''
        }
        description={
          actions.confirm === 'send' ? text.sendHint(draft.customer_email.trim()) : text.deleteHint
        }
        confirmLabel={actions.confirm === 'send' ? 'Send' : 'Delete'}
        tone={actions.confirm === 'send' ? 'primary' : 'danger'}
        busy={busy === 'send' || busy === 'delete'}
        onConfirm={() => (actions.confirm === 'send' ? actions.send(draft, dirty) : actions.remove())}
      />
    </>
  );
}
