import { Trash2 } from 'lucide-react';

/** The bin that removes one row of an editor's list (a tier, a category percentage, a quantity break). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}
