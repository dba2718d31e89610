import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { errorSentence, fieldErrors, fieldLabel } from '../shared/api-errors';
import { withReason } from '../shared/failure-reason';

/** The multipart body of POST and PUT /api/categories/: the icon only when one was chosen (spec section 5). */
export function categoryForm(name: string, icon: File | null): { name: string; icon?: File } {
  return icon ? { name, icon } : { name };
}

function firstFieldError(body: unknown, field: string): string | null {
  return fieldErrors(body).find(([key]) => key === field)?.[1] ?? null;
}

/** Add failure: the server's "Name: ..." or "Icon: ..." lines, else the spec's fallback with any server reason. */
export function addCategoryFailure(body: unknown): string {
  const lines = ['name', 'icon'].flatMap((field) => {
    const message = firstFieldError(body, field);
    return message ? [`${fieldLabel(field)}: ${message}`] : [];
  });
  if (lines.length > 0) return lines.join('\n');
  return withReason(messages.category.addFailed, body);
}

/** Update failure: the server's plain string, its detail or the first name or icon error, else the fallback. */
export function updateCategoryFailure(body: unknown): string {
  if (typeof body === 'string' && errorSentence(body)) return body.trim();
  return (
    firstFieldError(body, 'name') ??
    firstFieldError(body, 'icon') ??
    errorSentence(body) ??
    messages.category.updateFailed
  );
}

/** What deleting does to the category's products, for the confirmation dialog. */
export function deleteCategoryConsequence(productCount: number): string {
  return productCount > 0
    ? adminMessages.categoriesStaff.categoryProductsStay(productCount)
    : adminMessages.categoriesStaff.categoryNoProducts;
}
