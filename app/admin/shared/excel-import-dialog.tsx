import * as Dialog from '@radix-ui/react-dialog';
import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { messages } from '~/domain/messages';
import { Button, CloseButton, labelClass, Notice } from './ui';
import { EXCEL_ACCEPT } from './workbook-files';

interface ExcelImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts the import; the dialog closes and the screen's toast reports progress and the outcome. */
  onImport: (file: File, dryRun: boolean) => void;
  /** Which rows update and which add a record, as the list's import reads them. */
  description: string;
}

/** Choosing the workbook to import, with an option to only check it (the API's dry run). */
export function ExcelImportDialog({ open, onOpenChange, onImport, description }: ExcelImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [error, setError] = useState('');
  const fileId = useId();
  const dryRunId = useId();

  function reset(next: boolean) {
    if (!next) {
      setFile(null);
      setDryRun(false);
      setError('');
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(messages.excel.fileRequired);
      return;
    }
    onImport(file, dryRun);
    reset(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">Import from Excel</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 space-y-4">
            <div>
              <label htmlFor={fileId} className={labelClass}>
                Excel file (.xlsx)
              </label>
              <input
                id={fileId}
                name="excel_file"
                type="file"
                accept={EXCEL_ACCEPT}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setError('');
                }}
                className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              />
            </div>
            <div className="flex items-start gap-2">
              <input
                id={dryRunId}
                type="checkbox"
                checked={dryRun}
                onChange={(event) => setDryRun(event.target.checked)}
                className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
              />
              <label htmlFor={dryRunId} className="text-sm text-slate-700">
                Only check the file (nothing is saved)
              </label>
            </div>
            {error && <Notice tone="error">{error}</Notice>}
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit">
                <Upload aria-hidden="true" className="size-4" />
                {dryRun ? 'Check file' : 'Import'}
              </Button>
            </div>
          </form>
          <CloseButton className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
