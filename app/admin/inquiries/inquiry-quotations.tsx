import { adminMessages } from '~/domain/admin-messages';
import type { QuotationView } from '~/domain/quotation';
import { formatPeso } from '~/domain/price';
import { formatOrderDate } from '../shared/shop-dates';
import { QuotationNumberLink, QuotationStatusBadge } from '../shared/quotation-status-badge';

const text = adminMessages.inquiryInbox;

/**
 * The quotations made from an inquiry, newest first: what was offered, and where each one stands. Null: they
 * could not be loaded, though the inquiry was.
 */
export function InquiryQuotations({ quotations }: { quotations: QuotationView[] | null }) {
  if (quotations === null) return <p className="text-sm text-red-700">{text.quotationsFailed}</p>;
  if (quotations.length === 0) return <p className="text-sm text-slate-600">{text.quotationsNone}</p>;
  return (
    <ul
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      data-testid="inquiry-quotations"
    >
      {quotations.map((quotation) => (
        <li key={quotation.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
          <QuotationNumberLink quotation={quotation} className="font-semibold" />
          <QuotationStatusBadge status={quotation.status} />
          <span className="text-slate-600">
            {text.quotationValidUntil(formatOrderDate(quotation.valid_until))}
          </span>
          <span className="ml-auto font-semibold text-slate-900 tabular-nums">
            {formatPeso(quotation.total)}
          </span>
        </li>
      ))}
    </ul>
  );
}
