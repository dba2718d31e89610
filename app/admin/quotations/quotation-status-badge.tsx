import type { QuotationStatus } from '~/domain/quotation';
import { STATUS_TONES, ToneBadge, type Tone } from '../shared/tone-badge';
import { QUOTATION_STATUS_LABELS } from './quotation-model';

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
