import { useCallback, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { IMPORT_TOAST_MS, MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { messages } from '~/domain/messages';
import type { ToastMessage } from '../shared/toast';
import { useAutoClear } from '../shared/ui';
import type { ListResult } from './product-list-actions';

/** An action's notice until it is dismissed or `ms` have passed. */
function useFadingNotice(result: ListResult | undefined, ms: number) {
  const [gone, setGone] = useState<ListResult>();
  const shown = result?.notice && result !== gone ? result : null;
  const dismiss = useCallback(() => setGone(result), [result]);
  useAutoClear(shown, dismiss, ms);
  return { notice: shown?.notice ?? null, dismiss };
}

/**
 * The products list's own changes, each through a fetcher of the route's action: delete (asked first, then
 * confirmed for a few seconds), the Excel import (its progress and outcome in the toast) and the download.
 */
export function useProductListActions() {
  const remover = useFetcher<ListResult>();
  const importer = useFetcher<ListResult>();
  const exporter = useFetcher<ListResult>();
  const [toDelete, setToDelete] = useState<ProductView | null>(null);
  const deleting = remover.state !== 'idle';
  const importing = importer.state !== 'idle';
  const deleted = useFadingNotice(remover.data, MESSAGE_AUTO_CLEAR_MS);
  const imported = useFadingNotice(importing ? undefined : importer.data, IMPORT_TOAST_MS);

  const toast: ToastMessage | null = importing
    ? { tone: 'busy', text: messages.excel.importing }
    : imported.notice;

  return {
    toDelete,
    askDelete: setToDelete,
    deleting,
    cancelDelete: () => {
      if (!deleting) setToDelete(null);
    },
    confirmDelete: () => {
      if (!toDelete) return;
      void remover
        .submit({ intent: 'delete', id: toDelete.id }, { method: 'post' })
        .then(() => setToDelete(null));
    },
    deleteNotice: deleted.notice,
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
