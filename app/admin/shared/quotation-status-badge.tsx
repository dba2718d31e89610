import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { QuotationStatus, QuotationView } from '~/domain/quotation';
import { adminPaths } from '../../lib/admin-paths';
import { STATUS_TONES, ToneBadge, type Tone } from './tone-badge';
import { QUOTATION_STATUS_LABELS } from './labels';

const tones: Record<QuotationStatus, Tone> = {
  draft: STATUS_TONES.slate,
  sent: STATUS_TONES.sky,
  accepted: STATUS_TONES.green,
  declined: STATUS_TONES.red,
  expired: STATUS_TONES.amber,
};

/** The status a person sees (expired computed by the server). */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return <ToneBadge tone={tones[status]}>{QUOTATION_STATUS_LABELS[status]}</ToneBadge>;
}

/**
 * The status, and beside it the customer's e-mail when it failed or still waits: "Sent" alone must not hide a
 * message that never arrived.
 */
export function QuotationStatusWithMail({ quotation }: { quotation: QuotationView }) {
  const mail = quotation.email_status;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <QuotationStatusBadge status={quotation.status} />
      {mail === 'failed' && (
        <ToneBadge tone={STATUS_TONES.red} testId="quotation-mail-failed">
          {adminMessages.mail.customerMailFailed}
        </ToneBadge>
      )}
      {(mail === 'queued' || mail === 'sending') && quotation.status === 'sent' && (
        <ToneBadge tone={STATUS_TONES.amber}>{adminMessages.mail.customerMailQueued}</ToneBadge>
      )}
    </span>
  );
}

/** The quotation's number (with its revision), linking to its editor. */
export function QuotationNumberLink({
  quotation,
  className,
}: {
  quotation: QuotationView;
  className: string;
}) {
  return (
    <Link to={adminPaths.quotation(quotation.id)} className={`text-brand-700 hover:underline ${className}`}>
      {quotation.number}
    </Link>
  );
}
