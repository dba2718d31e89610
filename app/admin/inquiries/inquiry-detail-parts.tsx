import { ArrowLeft, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { fullReceived } from '../shared/shop-dates';
import type { InquiryView } from './inquiry-inbox';

const text = adminMessages.inquiryInbox;

export const contactLink =
  'inline-flex items-center gap-1.5 rounded text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';

/** Below xl the detail replaces the list: the way back to it, with the list's view kept. */
export function BackLink({ to }: { to: string }) {
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

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function Field({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Brands and products arrive comma-joined; as chips they scan faster than one long line. */
export function ChipList({ value }: { value: string }) {
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

/** Where the copy of the inquiry for the external form provider stands. */
export function Forwarding({ inquiry }: { inquiry: InquiryView }) {
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
