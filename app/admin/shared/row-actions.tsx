/**
 * Compact buttons for a table row's actions (Edit, Delete): icon only on phones, icon and word from `sm` up, so
 * a row's actions fit a 375 px screen beside the name.
 */
export function rowActionClass(tone: 'neutral' | 'danger' = 'neutral'): string {
  const colours =
    tone === 'danger'
      ? 'text-red-700 hover:bg-red-50 disabled:text-slate-400 disabled:hover:bg-white'
      : 'text-slate-800 hover:bg-slate-50';
  return `inline-flex size-9 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white text-sm font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed sm:size-auto sm:px-3 sm:py-1.5 ${colours}`;
}
