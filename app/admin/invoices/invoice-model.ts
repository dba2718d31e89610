import type { InvoiceStatus } from '~/domain/invoice';
import { ApiError } from '../../lib/api-client';
import { serverFieldMessages } from '../shared/form-state';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Open',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, string> = {
  open: 'bg-sky-50 text-sky-800',
  paid: 'bg-emerald-50 text-emerald-800',
  overdue: 'bg-amber-50 text-amber-900',
  void: 'bg-red-50 text-red-800',
};

/** What a refused call says, its field messages included, as one text for a notice. */
export function refusalText(failure: unknown, fallback: string): string {
  if (!(failure instanceof ApiError)) return fallback;
  const body = failure.body as { detail?: string } | null;
  const fields = Object.values(serverFieldMessages(body)).filter(Boolean);
  if (fields.length > 0) return fields.join(' ');
  return body?.detail ?? fallback;
}
