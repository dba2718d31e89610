import { useCallback, useState } from 'react';
import { useFetcher } from 'react-router';
import { IMPORT_TOAST_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import type { ToastMessage } from './toast';
import { useAutoClear } from './ui';
import type { WorkbookResult } from './workbook-files';

/** An action's notice until it is dismissed or `ms` have passed. */
export function useFadingNotice(result: WorkbookResult | undefined, ms: number) {
  const [gone, setGone] = useState<WorkbookResult>();
  const shown = result?.notice && result !== gone ? result : null;
  const dismiss = useCallback(() => setGone(result), [result]);
  useAutoClear(shown, dismiss, ms);
  return { notice: shown?.notice ?? null, dismiss };
}

/**
 * A list's Excel import and download, each through a fetcher of the route's action (intents `import` and
 * `export`): the import's progress and outcome are the toast, the download's failure an alert.
 */
export function useWorkbookActions() {
  const importer = useFetcher<WorkbookResult>();
  const exporter = useFetcher<WorkbookResult>();
  const importing = importer.state !== 'idle';
  const imported = useFadingNotice(importing ? undefined : importer.data, IMPORT_TOAST_MS);
  const toast: ToastMessage | null = importing
    ? { tone: 'busy', text: messages.excel.importing }
    : imported.notice;
  return {
    importing,
    importExcel: (file: File, dryRun: boolean) => {
      const form = new FormData();
      form.set('intent', 'import');
      form.set('excel_file', file);
      form.set('dry_run', String(dryRun));
      void importer.submit(form, { method: 'post', encType: 'multipart/form-data' });
    },
    toast,
    closeToast: imported.dismiss,
    exporting: exporter.state !== 'idle',
    exportExcel: () => void exporter.submit({ intent: 'export' }, { method: 'post' }),
  };
}
