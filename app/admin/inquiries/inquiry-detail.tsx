import { Clock, FileText, Mail, Phone, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { hasPickers } from '~/domain/inquiry';
import { adminMessages } from '~/domain/admin-messages';
import type { QuotationView } from '~/domain/quotation';
import { telHref, type InquiryView } from './inquiry-inbox';
import { fullReceived } from '../shared/shop-dates';
import { PurposeBadge, StatusBadge } from './inquiry-badges';
import { buttonClass, Loading, Notice, Panel } from '../shared/ui';
import type { HistoryPage } from '../shared/activity-history';
import { EntityHistory } from '../shared/activity-list';
import { InquiryQuotations } from './inquiry-quotations';
import { InquiryCustomer } from './inquiry-customer';
import { adminPaths } from '../../lib/admin-paths';
import { EmailList } from '../shared/email-list';
import { BackLink, ChipList, contactLink, Field, Forwarding, Section } from './inquiry-detail-parts';
import { FollowUpForm } from './follow-up-form';
import type { OpenInquiry } from './inbox-data';

const text = adminMessages.inquiryInbox;

/**
 * The inquiry column of the inbox: the inquiry being opened while its loader runs, the loaded one, or why it
 * cannot be shown. `backTo` is the list view to return to on small screens, where the detail replaces the list.
 */
export function InquiryPanel({
  open,
  opening,
  backTo,
}: {
  open: OpenInquiry | null;
  opening: boolean;
  backTo: string;
}) {
  if (opening || !open) {
    return (
      <Panel className="p-4">
        <BackLink to={backTo} />
        <Loading label={text.detailLoading} />
      </Panel>
    );
  }
  if (!open.inquiry) {
    return (
      <Panel className="space-y-4 p-5">
        <BackLink to={backTo} />
        <Notice tone="error">{open.missing ? text.detailMissing : text.detailFailed}</Notice>
      </Panel>
    );
  }
  return (
    <InquiryDetail
      inquiry={open.inquiry}
      quotations={open.quotations}
      history={open.history}
      backTo={backTo}
    />
  );
}

/** One inquiry with everything the visitor sent, its forwarding state and the staff follow-up form. */
function InquiryDetail({
  inquiry,
  quotations,
  history,
  backTo,
}: {
  inquiry: InquiryView;
  quotations: QuotationView[] | null;
  history: HistoryPage;
  backTo: string;
}) {
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

            <Section title={adminMessages.documentCustomer.title}>
              <InquiryCustomer inquiry={inquiry} />
            </Section>

            <Section title={text.quotations}>
              <InquiryQuotations quotations={quotations} />
            </Section>

            <Forwarding inquiry={inquiry} />
            {inquiry.emails && (
              <EmailList emails={inquiry.emails} none={text.emailNone} testId="inquiry-emails" />
            )}
          </div>

          <FollowUpForm key={inquiry.id} inquiry={inquiry} />
        </article>
      </Panel>
      <EntityHistory history={history} />
    </>
  );
}
