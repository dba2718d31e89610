import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { ExcelButtons } from '../shared/excel-buttons';
import { inputClass } from '../shared/ui';

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
        <ExcelButtons
          importing={props.importing}
          exporting={props.exporting}
          onImport={props.onImport}
          onExport={props.onExport}
        />
      )}
    </div>
  );
}
