import { CircleAlert, CircleCheck, Loader2, X } from 'lucide-react';

export interface ToastMessage {
  tone: 'busy' | 'success' | 'error';
  text: string;
}

const tones = {
  busy: {
    icon: Loader2,
    box: 'border-slate-200 bg-white text-slate-800',
    iconClass: 'animate-spin text-brand-600',
  },
  success: {
    icon: CircleCheck,
    box: 'border-green-200 bg-green-50 text-green-900',
    iconClass: 'text-green-600',
  },
  error: { icon: CircleAlert, box: 'border-red-200 bg-red-50 text-red-800', iconClass: 'text-red-600' },
} as const;

/**
 * A notice pinned to the top right of the screen (the spec's import toast). The live region stays mounted so
 * screen readers announce each new text; errors are assertive.
 */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const tone = toast ? tones[toast.tone] : null;
  const Icon = tone?.icon;
  return (
    <div
      role={toast?.tone === 'error' ? 'alert' : 'status'}
      aria-live={toast?.tone === 'error' ? 'assertive' : 'polite'}
      className="pointer-events-none fixed inset-x-4 top-4 z-[60] flex justify-end sm:left-auto sm:right-6 sm:top-6"
    >
      {toast && tone && Icon && (
        <div
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${tone.box}`}
        >
          <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone.iconClass}`} />
          <p className="min-w-0 flex-1 whitespace-pre-line break-words">{toast.text}</p>
          {toast.tone !== 'busy' && (
            <button
              type="button"
              aria-label="Dismiss"
              onClick={onClose}
              className="-m-1 rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
