import { PRODUCT_REDIRECT_MS } from '~/domain/constants';
import { adminPaths } from '../../lib/admin-paths';
import { useActionForm } from '../shared/form-action';
import { useReturnAfter } from '../shared/return-after';
import type { ProductResult } from './product-actions';

/**
 * The product form's submissions, kept by the screen so they outlive the form: the edit screen shows a new
 * form whenever it loads a newer version of the product. `loadedVersion` is that version; a refusal because
 * the product had changed is over once a newer one is shown.
 */
export function useProductActions(loadedVersion?: number) {
  const { fetcher, result, busy, errors, done, edit, onChange } = useActionForm<ProductResult>();
  // After a saved product's message the screen returns to the list.
  useReturnAfter(done, adminPaths.products, PRODUCT_REDIRECT_MS);
  const outdated = result?.staleVersion !== undefined && result.staleVersion !== loadedVersion;
  const shown = outdated ? undefined : result;
  return {
    result: shown,
    // A new submission clears the last one's messages, as a fresh start would.
    errors: shown && !busy ? errors : {},
    busy,
    locked: Boolean(shown?.locked),
    edit,
    onChange,
    /** Sends the form with the chosen images, which live in the form's state rather than in an input. */
    submit(form: HTMLFormElement, files: readonly File[]) {
      const data = new FormData(form);
      for (const file of files) data.append('images', file);
      void fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
    },
  };
}

export type ProductActions = ReturnType<typeof useProductActions>;
