import { categoryNameFormSchema } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { errorSentence, fieldErrors, fieldLabel } from '../shared/api-errors';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';

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

/** What the categories list posts as `intent`. */
export const CATEGORY_INTENTS = { add: 'add-category', remove: 'delete-category' } as const;

/**
 * Adds a category from the list's form: the name checked first with the API's schema, the icon sent only when
 * chosen. A refusal, the browser's or the server's, reads the same: the messages beside their fields and the
 * spec's "Name: ..." lines.
 */
export async function addCategory(form: FormData): Promise<FormResult> {
  const name = String(form.get('name') ?? '');
  const icon = form.get('icon');
  const refused = schemaMessages(categoryNameFormSchema, { name });
  if (hasMessages(refused)) {
    return { errors: refused, notice: { tone: 'error', text: addCategoryFailure(refused) } };
  }
  try {
    await unwrap(
      api.POST('/api/categories/', {
        body: categoryForm(name, icon instanceof File ? icon : null),
        bodySerializer: formData,
      }),
    );
    return { notice: { tone: 'success', text: messages.category.added } };
  } catch (failure) {
    const body = failure instanceof ApiError ? failure.body : null;
    return { errors: serverFieldMessages(body), notice: { tone: 'error', text: addCategoryFailure(body) } };
  }
}

/** Deletes a category; its products stay, uncategorised. */
export async function deleteCategory(id: number): Promise<FormResult> {
  try {
    await unwrap(api.DELETE('/api/categories/{id}/', { params: { path: { id } } }));
    return { notice: { tone: 'success', text: messages.category.deleted } };
  } catch (failure) {
    const body = failure instanceof ApiError ? failure.body : null;
    return { notice: { tone: 'error', text: withReason(messages.category.deleteFailed, body) } };
  }
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
