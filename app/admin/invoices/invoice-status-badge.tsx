import type { InvoiceStatus } from '~/domain/invoice';
import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES } from './invoice-model';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${INVOICE_STATUS_TONES[status]}`}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
