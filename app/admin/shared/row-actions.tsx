import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Column } from './admin-list';

/**
 * Compact buttons for a table row's actions (Edit, Delete): icon only on phones, icon and word from `sm` up, so
 * a row's actions fit a 375 px screen beside the name.
 */
function rowActionClass(tone: 'neutral' | 'danger' = 'neutral'): string {
  const colours =
    tone === 'danger'
      ? 'text-red-700 hover:bg-red-50 disabled:text-slate-400 disabled:hover:bg-white'
      : 'text-slate-800 hover:bg-slate-50';
  return `inline-flex size-9 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white text-sm font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed sm:size-auto sm:px-3 sm:py-1.5 ${colours}`;
}

/** A list's last column: the row's actions, right-aligned. */
export function actionsColumn<T>(actions: (row: T) => ReactNode): Column<T> {
  return {
    header: 'Actions',
    className: 'py-3 pr-4 pl-2 text-right sm:px-5',
    cell: (row) => <div className="flex justify-end gap-1.5">{actions(row)}</div>,
  };
}

/** Edit: the link to the row's edit screen; `label` names the row for screen readers. */
export function EditRowLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} aria-label={label} className={rowActionClass()}>
      <Pencil aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">Edit</span>
    </Link>
  );
}

/** Delete: asks first (the screen's confirm dialog); `title` says why when it is disabled. */
export function DeleteRowButton({
  label,
  title,
  disabled,
  onClick,
}: {
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      disabled={disabled}
      className={rowActionClass('danger')}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="hidden sm:inline">Delete</span>
    </button>
  );
}
