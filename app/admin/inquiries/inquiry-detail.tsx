import { ArrowLeft, Clock, FileText, Mail, Phone, Send, ShoppingCart } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { INQUIRY_STATUSES, MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { hasPickers, INQUIRY_LIMITS } from '~/domain/inquiry';
import { adminMessages } from '~/domain/admin-messages';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { errorSentence, fieldErrorLines } from '../shared/api-errors';
import { isInquiryStatus, telHref, type InquiryView } from './inquiry-inbox';
import { fullReceived } from '../shared/shop-dates';
import { useApiGet } from '../shared/use-api-data';
import { PurposeBadge, StatusBadge, statusLabel } from './inquiry-badges';
import {
  Button,
  buttonClass,
  inputClass,
  labelClass,
  Loading,
  Notice,
  Panel,
  useAutoClear,
} from '../shared/ui';
import { EntityHistory } from '../shared/activity-list';
import { InquiryQuotations } from './inquiry-quotations';
import { adminPaths } from '../../lib/admin-paths';
import { EmailList } from '../shared/email-list';

const text = adminMessages.inquiryInbox;
/** Tailwind's xl breakpoint, where list and detail sit side by side. */
const WIDE_LAYOUT_PX = 1280;

interface InquiryDetailProps {
  id: number;
  /** The list view to return to on small screens, where the detail replaces the list. */
  backTo: string;
  onSaved: (inquiry: InquiryView) => void;
}

function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 xl:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {text.back}
    </Link>
  );
}

/** One inquiry with everything the visitor sent, its forwarding state and the staff follow-up form. */
export function InquiryDetail({ id, backTo, onSaved }: InquiryDetailProps) {
  const { data, error, loading, setData } = useApiGet('/api/inquiries/{id}/', {
    params: { path: { id } },
  });

  // Below xl the detail replaces the list, so it starts at its top rather than where the list was scrolled.
  useEffect(() => {
    if (!window.matchMedia(`(min-width: ${WIDE_LAYOUT_PX}px)`).matches) window.scrollTo(0, 0);
  }, [id]);

  const saved = useCallback(
    (inquiry: InquiryView) => {
      setData(inquiry);
      onSaved(inquiry);
    },
    [setData, onSaved],
  );

  if (loading || (!data && !error)) {
    return (
      <Panel className="p-4">
        <BackLink to={backTo} />
        <Loading label={text.detailLoading} />
      </Panel>
    );
  }
  if (error || !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Panel className="space-y-4 p-5">
        <BackLink to={backTo} />
        <Notice tone="error">{missing ? text.detailMissing : text.detailFailed}</Notice>
      </Panel>
    );
  }

  const inquiry = data;
  const pickers = hasPickers(inquiry.purpose);
  return (
    <>
      <Panel className="overflow-hidden">
        <article aria-labelledby="inquiry-title">
          <header className="space-y-4 border-b border-slate-200 px-5 py-5 sm:px-6">
            <BackLink to={backTo} />
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <h2 id="inquiry-title" className="text-xl font-semibold break-words text-slate-900">
                  {inquiry.name}
                </h2>
                <p className="mt-0.5 text-sm break-words text-slate-600">{inquiry.company}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <PurposeBadge purpose={inquiry.purpose} />
                  <StatusBadge status={inquiry.status} />
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2 self-start">
                <Link to={adminPaths.quotationFromInquiry(inquiry.id)} className={buttonClass('primary')}>
                  <FileText aria-hidden="true" className="size-4" />
                  {text.createQuotation}
                </Link>
                <Link to={adminPaths.orderFromInquiry(inquiry.id)} className={buttonClass('secondary')}>
                  <ShoppingCart aria-hidden="true" className="size-4" />
                  {text.createOrder}
                </Link>
              </div>
            </div>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Clock aria-hidden="true" className="size-4 text-slate-400" />
              <span>
                {text.received}{' '}
                <time dateTime={inquiry.created_at} className="font-medium text-slate-800">
                  {fullReceived(inquiry.created_at)}
                </time>
              </span>
            </p>
          </header>

          <div className="space-y-6 px-5 py-5 sm:px-6">
            <Section title={text.contact}>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <Field label={text.fields.name}>{inquiry.name}</Field>
                <Field label={text.fields.company}>{inquiry.company}</Field>
                <Field label={text.fields.phone}>
                  <a href={telHref(inquiry.phone)} className={contactLink}>
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {inquiry.phone}
                  </a>
                </Field>
                <Field label={text.fields.email}>
                  <a href={`mailto:${inquiry.email}`} className={contactLink}>
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="break-all">{inquiry.email}</span>
                  </a>
                </Field>
              </dl>
            </Section>

            <Section title={text.request}>
              <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
                <Field label={text.fields.purpose}>{inquiry.purpose}</Field>
                {inquiry.purpose === 'Services' || inquiry.service ? (
                  <Field label={text.fields.service}>{inquiry.service || text.noneChosen}</Field>
                ) : null}
                {pickers || inquiry.brands ? (
                  <Field label={text.fields.brands}>
                    <ChipList value={inquiry.brands} />
                  </Field>
                ) : null}
                {pickers || inquiry.products ? (
                  <Field label={text.fields.products} wide>
                    <ChipList value={inquiry.products} />
                  </Field>
                ) : null}
                <Field label={text.fields.message} wide>
                  <p
                    data-testid="inquiry-message"
                    className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 leading-relaxed break-words whitespace-pre-wrap text-slate-800"
                  >
                    {inquiry.message}
                  </p>
                </Field>
              </dl>
            </Section>

            <Section title={text.quotations}>
              <InquiryQuotations inquiryId={inquiry.id} />
            </Section>

            <Forwarding inquiry={inquiry} />
            {inquiry.emails && (
              <EmailList emails={inquiry.emails} none={text.emailNone} testId="inquiry-emails" />
            )}
          </div>

          <FollowUpForm key={inquiry.id} inquiry={inquiry} onSaved={saved} />
        </article>
      </Panel>
      <EntityHistory entityType="inquiry" entityId={inquiry.id} refreshKey={inquiry.updated_at} />
    </>
  );
}

const contactLink =
  'inline-flex items-center gap-1.5 rounded text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Brands and products arrive comma-joined; as chips they scan faster than one long line. */
function ChipList({ value }: { value: string }) {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return <span className="text-slate-500">{text.noneChosen}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={value}>
      {items.map((item, index) => (
        <li
          key={`${item}-${index}`}
          className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-sm text-slate-800"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function Forwarding({ inquiry }: { inquiry: InquiryView }) {
  const state = inquiry.forward_status as keyof typeof text.forwardStates;
  const label = text.forwardStates[state] ?? inquiry.forward_status;
  const tone =
    state === 'sent'
      ? 'text-green-700'
      : state === 'failed'
        ? 'text-red-700'
        : state === 'pending'
          ? 'text-amber-700'
          : 'text-slate-600';
  return (
    <p
      data-testid="inquiry-forwarding"
      className="flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600"
    >
      <Send aria-hidden="true" className="size-3.5 text-slate-400" />
      <span className="font-medium text-slate-700">{text.forwarding}:</span>
      <span className={tone}>
        {label}
        {state === 'sent' && inquiry.forwarded_at ? ` · ${fullReceived(inquiry.forwarded_at)}` : ''}
        {state === 'failed' ? ` · ${text.forwardAttempts(inquiry.forward_attempts)}` : ''}
      </span>
      {state === 'failed' && inquiry.forward_error ? (
        <span className="basis-full break-words text-slate-500">{inquiry.forward_error}</span>
      ) : null}
    </p>
  );
}

type FormNotice = { tone: 'success' | 'error'; text: string };

function saveError(failure: unknown): string {
  if (failure instanceof ApiError) {
    const lines = fieldErrorLines(failure.body);
    if (lines.length > 0) return lines.join('\n');
    return errorSentence(failure.body) ?? text.updateFailed;
  }
  return text.updateFailed;
}

function FollowUpForm({
  inquiry,
  onSaved,
}: {
  inquiry: InquiryView;
  onSaved: (inquiry: InquiryView) => void;
}) {
  const [status, setStatus] = useState(inquiry.status);
  const [notes, setNotes] = useState(inquiry.notes);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const clearSuccess = useCallback(
    () => setNotice((current) => (current?.tone === 'success' ? null : current)),
    [],
  );
  useAutoClear(notice?.tone === 'success' ? notice : null, clearSuccess, MESSAGE_AUTO_CLEAR_MS);

  const changed = status !== inquiry.status || notes !== inquiry.notes;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const updated = await unwrap(
        api.PATCH('/api/inquiries/{id}/', { params: { path: { id: inquiry.id } }, body: { status, notes } }),
      );
      onSaved(updated);
      setStatus(updated.status);
      setNotes(updated.notes);
      setNotice({ tone: 'success', text: text.updated });
    } catch (failure) {
      setNotice({ tone: 'error', text: saveError(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={text.manage}
      className="space-y-4 border-t border-slate-200 bg-slate-50/60 px-5 py-5 sm:px-6"
    >
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.manage}</h3>
      <div className="grid gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <div>
          <label htmlFor="inquiry-status" className={labelClass}>
            {text.statusLabel}
          </label>
          <select
            id="inquiry-status"
            value={status}
            onChange={(event) => {
              if (isInquiryStatus(event.target.value)) setStatus(event.target.value);
            }}
            className={`${inputClass} mt-1`}
          >
            {INQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inquiry-notes" className={labelClass}>
            {text.notesLabel}
          </label>
          <textarea
            id="inquiry-notes"
            rows={4}
            maxLength={INQUIRY_LIMITS.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            aria-describedby="inquiry-notes-hint"
            className={`${inputClass} mt-1 resize-y`}
          />
          <p id="inquiry-notes-hint" className="mt-1 text-xs text-slate-500">
            {text.notesHint}
          </p>
        </div>
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" busy={busy} disabled={!changed}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
