import type { ReactNode } from 'react';

/** A pill's colours: background, text and ring, and the dot before the word when the pill has one. */
export interface Tone {
  pill: string;
  dot?: string;
}

/** The colours the status pills of orders and quotations share, so one status reads alike on every screen. */
export const STATUS_TONES = {
  amber: { pill: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  sky: { pill: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  green: { pill: 'bg-green-50 text-green-800 ring-green-600/20', dot: 'bg-green-500' },
  red: { pill: 'bg-red-50 text-red-800 ring-red-600/20', dot: 'bg-red-500' },
  slate: { pill: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
} satisfies Record<string, Tone>;

/** A coloured pill; the word carries the meaning, the colour only helps scanning. */
export function ToneBadge({ tone, testId, children }: { tone: Tone; testId?: string; children: ReactNode }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone.pill}`}
    >
      {tone.dot && <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />}
      {children}
    </span>
  );
}
