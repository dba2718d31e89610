import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import type { FieldMessages } from '../shared/form-state';
import { Button, Notice } from '../shared/ui';
import type { ProductResult } from './product-actions';

/**
 * What became of a product form's submission: the fields to correct (until each is edited), or the action's
 * notice with the images that failed, the way to the created product's edit page, or the offer to reload.
 */
export function ProductNotice({
  result,
  errors,
  onReload,
}: {
  result: ProductResult;
  errors: FieldMessages;
  onReload?: () => void;
}) {
  if (result.refused) {
    const lines = Object.values(errors).filter((line): line is string => Boolean(line));
    if (lines.length === 0) return null;
    return (
      <Notice tone="error">
        {result.notice.text}
        <ul className="mt-1 list-disc pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Notice>
    );
  }
  const { notice, failures = [], createdId, staleVersion } = result;
  return (
    <Notice tone={notice.tone}>
      {notice.text}
      {failures.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {failures.map(({ file, reason }) => (
            <li key={file.name}>{adminMessages.productForm.imageFailed(file.name, reason)}</li>
          ))}
        </ul>
      )}
      {createdId !== undefined && (
        <Link to={adminPaths.editProduct(createdId)} className="mt-2 inline-block font-semibold underline">
          {adminMessages.productForm.openEditPage}
        </Link>
      )}
      {staleVersion !== undefined && onReload && (
        <div className="mt-2">
          <Button variant="secondary" onClick={onReload}>
            {adminMessages.activity.staleProduct}
          </Button>
        </div>
      )}
    </Notice>
  );
}
