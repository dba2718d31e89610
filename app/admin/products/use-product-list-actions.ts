import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductView } from '~/domain/catalogue';
import { MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import { useFadingNotice, useWorkbookActions } from '../shared/use-workbook-actions';
import type { ListResult } from './product-list-actions';

/**
 * The products list's own changes, each through a fetcher of the route's action: delete (asked first, then
 * confirmed for a few seconds), and the Excel import and download that every list with a workbook has.
 */
export function useProductListActions() {
  const remover = useFetcher<ListResult>();
  const [toDelete, setToDelete] = useState<ProductView | null>(null);
  const deleting = remover.state !== 'idle';
  const deleted = useFadingNotice(remover.data, MESSAGE_AUTO_CLEAR_MS);

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
    ...useWorkbookActions(),
  };
}
