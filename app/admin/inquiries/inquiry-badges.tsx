import { adminMessages } from '~/domain/admin-messages';
import { ToneBadge } from '../shared/tone-badge';
import { isInquiryStatus } from './inquiry-inbox';

const closedTone = 'bg-slate-100 text-slate-600 ring-slate-500/20';

const statusTones: Record<string, string> = {
  new: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  quoted: 'bg-violet-50 text-violet-700 ring-violet-600/20',
  closed: closedTone,
};

const purposeTones: Record<string, string> = {
  'Request for Quote': 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  'Product Inquiry': 'bg-sky-50 text-sky-700 ring-sky-600/20',
  'Looking for Contact Person': 'bg-orange-50 text-orange-700 ring-orange-600/20',
  Services: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-600/20',
};

export function statusLabel(status: string): string {
  return isInquiryStatus(status) ? adminMessages.inquiryInbox.statuses[status] : status;
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <ToneBadge testId="status-badge" tone={{ pill: statusTones[status] ?? closedTone }}>
      {statusLabel(status)}
    </ToneBadge>
  );
}

export function PurposeBadge({ purpose }: { purpose: string }) {
  return (
    <ToneBadge
      testId="purpose-badge"
      tone={{ pill: purposeTones[purpose] ?? 'bg-slate-50 text-slate-700 ring-slate-500/20' }}
    >
      {purpose}
    </ToneBadge>
  );
}
