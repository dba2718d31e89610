import {
  ArrowLeft,
  Download,
  Eye,
  FilePlus2,
  Inbox,
  Plus,
  Save,
  Send,
  ShoppingCart,
  Trash2,
} from 'lucide-react';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { ProductView } from '~/domain/catalogue';
import { MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { sellingPrice } from '~/domain/order';
import { QUOTATION_LIMITS, QUOTATION_PAGE_SIZE, type QuotationView } from '~/domain/quotation';
import { ProductPicker } from '../shared/product-picker';
import { orderNumber, QUOTATION_STATUS_LABELS } from '../shared/labels';
import { formatOrderDateTime } from '../shared/shop-dates';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { errorSentence } from '../shared/api-errors';
import { adminPaths } from '../../lib/admin-paths';
import { TextAreaField, TextField } from '../shared/text-field';
import { AdminPageHeader, Button, ConfirmDialog, Notice, Panel, useAutoClear } from '../shared/ui';
import { useApiGet } from '../shared/use-api-data';
import { EntityHistory } from '../shared/activity-list';
import { isSuperuser } from '../../lib/session';
import {
  catalogueLine,
  draftFromView,
  formErrors,
  freeLine,
  hasErrors,
  liveTotals,
  noErrors,
  payloadOf,
  quotationButtons,
  type DraftText,
  type FormErrors,
  type LineDraft,
  type QuotationDraft,
} from './quotation-model';
import { DiscountField, LineRow, Totals } from './quotation-form-parts';
import { downloadPdf, previewPdf } from './quotation-pdf';
import { QuotationStatusBadge } from '../shared/quotation-status-badge';

const text = adminMessages.quotations;
/** A note over the form: what the last action did, and where a sent quotation went. */
export type Message = { tone: 'success' | 'error'; text: string; address?: string };

/** A catalogue product as a quotation line takes it: the price a customer pays today. */
export const productSnapshot = (product: ProductView) => ({
  id: product.id,
  name: product.name,
  stock: product.stock,
  price: sellingPrice(product.price, product.discounted_price),
});

export function BackToList() {
  return (
    <Link
      to={adminPaths.quotations}
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All quotations
    </Link>
  );
}

interface EditorProps {
  /** The stored quotation; null for a new one not yet saved. */
  view: QuotationView | null;
  initial: QuotationDraft;
  pricesIncludeVat: boolean;
  arrived: Message | null;
  onSaved: (view: QuotationView) => void;
  /** Shown above the history: the quotation's e-mails. */
  mail?: ReactNode;
}

type Confirm = 'send' | 'delete' | null;

function failureText(failure: unknown, fallback: string): string {
  return (failure instanceof ApiError ? errorSentence(failure.body) : null) ?? fallback;
}

/** The quotation form with its actions: save, send, revise, delete, PDF. */
export function QuotationForm({ view, initial, pricesIncludeVat, arrived, onSaved, mail }: EditorProps) {
  const id = useId();
  const navigate = useNavigate();
  const [superuser] = useState(isSuperuser);
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [message, setMessage] = useState<Message | null>(arrived);
  const [busy, setBusy] = useState<'save' | 'send' | 'revise' | 'delete' | 'pdf' | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const clearMessage = useCallback(() => setMessage(null), []);
  useAutoClear(
    message?.tone === 'success' && !message.address ? message : null,
    clearMessage,
    MESSAGE_AUTO_CLEAR_MS,
  );

  const actions = view ? quotationButtons(view, superuser) : null;
  // A new quotation is a draft not yet saved.
  const editable = actions?.edit ?? true;
  const dirty = JSON.stringify(payloadOf(draft)) !== JSON.stringify(payloadOf(saved));
  const live = liveTotals(draft, pricesIncludeVat);
  // Unchanged since the server answered: show its stored figures, which the live ones must equal.
  const figures =
    view && !dirty ? { ...live, subtotal: view.subtotal, vat: view.vat, total: view.total } : live;

  function set<K extends DraftText>(name: K, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
  }
  function setLine(key: string, change: Partial<LineDraft>) {
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
    }));
  }
  function addLine(line: LineDraft) {
    setDraft((current) => ({ ...current, lines: [...current.lines, line] }));
  }
  function removeLine(key: string) {
    setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));
  }

  /** Saves the draft; answers the stored view, or null when the server refused it (errors shown). */
  async function save(): Promise<QuotationView | null> {
    setErrors(noErrors);
    try {
      // Quantities and amounts go as the typed text, so the server's field errors name what was typed.
      const body = payloadOf(draft);
      return await unwrap(
        view
          ? api.PATCH('/api/quotations/{id}/', { params: { path: { id: view.id } }, body })
          : api.POST('/api/quotations/', { body: { ...body, inquiry: draft.inquiry } }),
      );
    } catch (failure) {
      const found = failure instanceof ApiError ? formErrors(failure.body) : noErrors;
      setErrors(found);
      setMessage({
        tone: 'error',
        text: hasErrors(found) ? text.saveFailed : failureText(failure, text.saveFailed),
      });
      return null;
    }
  }

  function accept(stored: QuotationView, note: Message) {
    const next = draftFromView(stored);
    setDraft(next);
    setSaved(next);
    onSaved(stored);
    setMessage(note);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy('save');
    const stored = await save();
    setBusy(null);
    if (!stored) return;
    if (view) accept(stored, { tone: 'success', text: text.saved });
    else {
      void navigate(adminPaths.quotation(stored.id), {
        replace: true,
        state: { message: { tone: 'success', text: text.created(stored.number) } },
      });
    }
  }

  async function send() {
    if (!view) return;
    setBusy('send');
    try {
      if (dirty && !(await save())) return;
      const sent = await unwrap(
        api.POST('/api/quotations/{id}/send/', { params: { path: { id: view.id } } }),
      );
      accept(sent, {
        tone: 'success',
        text: sent.emailed ? text.sent(sent.number) : text.sentNotEmailed(sent.number),
        // A path when the shop's public address is unknown: the staff member's own browser knows where it is.
        address: new URL(sent.public_url, window.location.origin).href,
      });
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(formErrors(failure.body));
      setMessage({ tone: 'error', text: failureText(failure, text.sendFailed) });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function revise() {
    if (!view) return;
    setBusy('revise');
    try {
      const revision = await unwrap(
        api.POST('/api/quotations/{id}/revise/', { params: { path: { id: view.id } } }),
      );
      void navigate(adminPaths.quotation(revision.id), {
        state: { message: { tone: 'success', text: text.revised(revision.number) } },
      });
    } catch (failure) {
      setMessage({ tone: 'error', text: failureText(failure, text.reviseFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!view) return;
    setBusy('delete');
    try {
      await unwrap(api.DELETE('/api/quotations/{id}/', { params: { path: { id: view.id } } }));
      void navigate(adminPaths.quotations, { replace: true });
    } catch (failure) {
      setMessage({ tone: 'error', text: failureText(failure, text.deleteFailed) });
      setBusy(null);
      setConfirm(null);
    }
  }

  async function pdf(open: typeof previewPdf) {
    if (!view) return;
    setBusy('pdf');
    const problem = await open(view);
    setBusy(null);
    if (problem) setMessage({ tone: 'error', text: problem });
  }

  const title = view ? `Quotation ${view.number}` : 'New Quotation';
  const fieldId = (name: string) => `${id}-${name}`;
  /** A text of the draft as a field's props: its id, value, change and the server's error for it. */
  const bind = (name: DraftText, label: string, maxLength: number) => ({
    id: fieldId(name),
    label,
    maxLength,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors.fields[name],
  });

  return (
    <>
      <BackToList />
      <AdminPageHeader
        title={title}
        description={
          view ? (
            <span className="flex flex-wrap items-center gap-2">
              <QuotationStatusBadge status={view.status} />
              <span>
                Created {formatOrderDateTime(view.created_at)}
                {view.created_by ? ` by ${view.created_by}` : ''}
              </span>
            </span>
          ) : (
            'A priced offer for a customer, saved as a draft until you send it.'
          )
        }
        actions={
          view && (
            <>
              <Button variant="secondary" busy={busy === 'pdf'} onClick={() => void pdf(previewPdf)}>
                <Eye aria-hidden="true" className="size-4" />
                Preview PDF
              </Button>
              <Button variant="secondary" disabled={busy === 'pdf'} onClick={() => void pdf(downloadPdf)}>
                <Download aria-hidden="true" className="size-4" />
                Download PDF
              </Button>
              {actions?.revise && (
                <Button variant="secondary" busy={busy === 'revise'} onClick={() => void revise()}>
                  <FilePlus2 aria-hidden="true" className="size-4" />
                  Revise
                </Button>
              )}
              {actions?.delete && (
                <Button variant="danger" onClick={() => setConfirm('delete')}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              )}
            </>
          )
        }
      />

      <div className="space-y-4">
        {message && (
          <Notice tone={message.tone}>
            {message.text}
            {message.address && (
              <p className="mt-1">
                {text.publicAddress}:{' '}
                <a href={message.address} target="_blank" rel="noreferrer" className="break-all underline">
                  {message.address}
                </a>
              </p>
            )}
          </Notice>
        )}
        {view && <Links view={view} />}
        {view && !editable && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {view.superseded ? (
              <NewerRevision view={view} />
            ) : (
              text.readOnly(QUOTATION_STATUS_LABELS[view.status].toLowerCase())
            )}
          </p>
        )}
      </div>

      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4">
        <fieldset disabled={!editable} className="grid min-w-0 gap-6 xl:grid-cols-3">
          <div className="min-w-0 space-y-6 xl:col-span-2">
            <FormSection title="Customer">
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
              {editable && (
                <div className="mb-4 space-y-3">
                  <ProductPicker onPick={(product) => addLine(catalogueLine(productSnapshot(product)))} />
                  <Button variant="secondary" onClick={() => addLine(freeLine())}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add a free-text line
                  </Button>
                </div>
              )}
              {errors.linesGeneral.length > 0 && (
                <p role="alert" className="mb-3 text-sm font-medium text-red-700">
                  {errors.linesGeneral.join(' ')}
                </p>
              )}
              {draft.lines.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
                  {text.noLines}
                </p>
              ) : (
                <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {draft.lines.map((line, index) => (
                    <LineRow
                      key={line.key}
                      id={`${id}-${line.key}`}
                      line={line}
                      index={index}
                      total={live.lines[index] ?? '0.00'}
                      errors={errors.lines[index] ?? {}}
                      editable={editable}
                      onChange={(change) => setLine(line.key, change)}
                      onRemove={() => removeLine(line.key)}
                    />
                  ))}
                </ol>
              )}
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
                  id={fieldId('discount')}
                  label="Overall discount"
                  kind={draft.discountKind}
                  value={draft.discount}
                  error={errors.fields.discount_amount ?? errors.fields.discount_percent}
                  onChange={(kind, value) =>
                    setDraft((current) => ({ ...current, discountKind: kind, discount: value }))
                  }
                />
                <Totals figures={figures} pricesIncludeVat={pricesIncludeVat} />
              </div>
              {editable && (
                <div className="mt-5 flex flex-col gap-2">
                  <Button type="submit" busy={busy === 'save'} disabled={busy !== null}>
                    <Save aria-hidden="true" className="size-4" />
                    Save draft
                  </Button>
                  {actions?.send && (
                    <Button
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => {
                        setMessage(null);
                        setConfirm('send');
                      }}
                    >
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
          {mail}
          <EntityHistory entityType="quotation" entityId={view.id} refreshKey={view.updated_at} />
        </div>
      )}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          view ? (confirm === 'send' ? text.sendQuestion(view.number) : text.deleteQuestion(view.number)) : ''
        }
        description={confirm === 'send' ? text.sendHint(draft.customer_email.trim()) : text.deleteHint}
        confirmLabel={confirm === 'send' ? 'Send' : 'Delete'}
        tone={confirm === 'send' ? 'primary' : 'danger'}
        busy={busy === 'send' || busy === 'delete'}
        onConfirm={() => void (confirm === 'send' ? send() : remove())}
      />
    </>
  );
}

/** Says a newer revision exists, with a link to it once the list has found it (newest first). */
function NewerRevision({ view }: { view: QuotationView }) {
  const { data } = useApiGet('/api/quotations/', {
    params: { query: { query: view.base_number, page_size: QUOTATION_PAGE_SIZE } },
  });
  const latest = data?.results.find((quotation) => quotation.base_number === view.base_number);
  return (
    <>
      {text.superseded}{' '}
      {latest && latest.id !== view.id && (
        <Link to={adminPaths.quotation(latest.id)} className="font-medium text-brand-700 hover:underline">
          Open {latest.number}
        </Link>
      )}
    </>
  );
}

/** Where the quotation came from and what it became. */
function Links({ view }: { view: QuotationView }) {
  if (view.inquiry === null && view.order === null && !view.sent_at) return null;
  const link =
    'inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
      {view.inquiry !== null && (
        <Link to={adminPaths.inquiry(view.inquiry)} className={link}>
          <Inbox aria-hidden="true" className="size-4" />
          Inquiry #{view.inquiry}
        </Link>
      )}
      {view.order !== null && (
        <Link to={adminPaths.order(view.order)} className={link}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          Order {orderNumber(view.order)}
        </Link>
      )}
      {view.sent_at && view.status !== 'draft' && (
        <span>
          Sent {formatOrderDateTime(view.sent_at)} ·{' '}
          <a href={view.public_path} target="_blank" rel="noreferrer" className={link}>
            {text.publicAddress}
          </a>
        </span>
      )}
      {view.answered_at && (
        <span>
          {QUOTATION_STATUS_LABELS[view.status]} {formatOrderDateTime(view.answered_at)}
          {view.answer_comment && `: “${view.answer_comment}”`}
        </span>
      )}
    </p>
  );
}

/** One titled panel of the quotation form. */
function FormSection({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Panel className={`p-4 sm:p-5 ${className}`}>
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Panel>
  );
}
