import { FileDown, FileUp, Search, type LucideIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { Button, inputClass } from '../shared/ui';

interface ProductToolbarProps {
  /** The search box's text; it reaches the URL (and the list) once typing pauses. */
  text: string;
  onText: (text: string) => void;
  /** The magnifier (or Enter): search at once. */
  onSearch: () => void;
  /** The Excel buttons are the administrator's (spec section 6). */
  superuser: boolean;
  importing: boolean;
  exporting: boolean;
  onImport: () => void;
  onExport: () => void;
}

function ExcelButton(props: { busy: boolean; icon: LucideIcon; label: string; onClick: () => void }) {
  const Icon = props.icon;
  return (
    <Button
      variant="secondary"
      busy={props.busy}
      onClick={props.onClick}
      className="flex-1 px-3 whitespace-nowrap sm:flex-none"
    >
      {!props.busy && <Icon aria-hidden="true" className="hidden size-4 sm:block" />}
      {props.label}
    </Button>
  );
}

/** Above the list: the search by name, and the Excel import and download. */
export function ProductToolbar(props: ProductToolbarProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSearch();
  }
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <form role="search" onSubmit={submit} className="relative w-full sm:max-w-sm">
        <label htmlFor="admin-product-search" className="sr-only">
          {adminMessages.adminProducts.searchLabel}
        </label>
        <input
          id="admin-product-search"
          type="search"
          value={props.text}
          onChange={(event) => props.onText(event.target.value)}
          placeholder="Search by product name"
          autoComplete="off"
          maxLength={200}
          className={`${inputClass} pl-10`}
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 left-0 flex w-10 items-center justify-center rounded-l-lg text-slate-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
      </form>
      {props.superuser && (
        <div className="flex gap-2">
          <ExcelButton busy={props.importing} icon={FileUp} label="Import Excel" onClick={props.onImport} />
          <ExcelButton
            busy={props.exporting}
            icon={FileDown}
            label="Download Excel"
            onClick={props.onExport}
          />
        </div>
      )}
    </div>
  );
}
