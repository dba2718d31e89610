import type { QuotationStatus } from '~/domain/quotation';
import { QUOTATION_STATUS_LABELS } from './quotation-model';

const tones: Record<QuotationStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  sent: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  accepted: 'bg-green-50 text-green-800 ring-green-600/20',
  declined: 'bg-red-50 text-red-800 ring-red-600/20',
  expired: 'bg-amber-50 text-amber-800 ring-amber-600/20',
};

const dots: Record<QuotationStatus, string> = {
  draft: 'bg-slate-400',
  sent: 'bg-sky-500',
  accepted: 'bg-green-500',
  declined: 'bg-red-500',
  expired: 'bg-amber-500',
};

/** The status a person sees (expired computed by the server), as the order badges draw theirs. */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[status]}`} />
      {QUOTATION_STATUS_LABELS[status]}
    </span>
  );
}
