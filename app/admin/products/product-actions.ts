import { LAPTOP_FIELDS, type ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { errorSentence, fieldErrorLines } from '../shared/api-errors';
import type { FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import {
  isProductView,
  productEditForm,
  productForm,
  productFormMessages,
  productValues,
  updateFailureText,
  type ProductFormValues,
} from './product-form-model';
import { deleteProductImage, uploadProductImages, type ImageFailure } from './product-images-api';

/** What the product form's action answers, besides the notice and the field messages. */
export interface ProductResult extends FormResult {
  /** The product changed on the server, so the screen loads it again. */
  changed: boolean;
  /** Refused in the browser by the schema, before any request: the form lists what to correct. */
  refused?: boolean;
  /** The product exists (saved, or created without some images): the form must not be sent again. */
  locked?: boolean;
  /** The images the server did not take, each with its reason; on the edit screen they stay chosen. */
  failures?: ImageFailure[];
  /** A product created without some images: its edit page, where they can be added. */
  createdId?: number;
  /** Refused because the product changed since this version was loaded: the notice offers to reload it. */
  staleVersion?: number;
}

export { whenChanged } from '../shared/form-action';

interface Submitted {
  values: ProductFormValues;
  /** The laptop specs are on the form only for a laptop category. */
  laptop: boolean;
  files: File[];
  form: FormData;
}

async function readSubmission(request: Request): Promise<Submitted> {
  const form = await request.formData();
  return {
    form,
    values: productValues(form),
    laptop: LAPTOP_FIELDS.some((field) => form.has(field)),
    files: form.getAll('images').filter((value): value is File => value instanceof File),
  };
}

const refusal = (errors: ProductResult['errors']): ProductResult => ({
  errors,
  refused: true,
  changed: false,
  notice: { tone: 'error', text: adminMessages.productForm.fixFields },
});

/** A refusal by the server: its field messages beside the fields, and `text` of its "field: message" lines. */
function serverRefusal(failure: unknown, text: (lines: string[]) => string, changed = false): ProductResult {
  if (!(failure instanceof ApiError)) {
    return { changed, notice: { tone: 'error', text: messages.common.unexpected } };
  }
  return {
    changed,
    errors: serverFieldMessages(failure.body),
    notice: { tone: 'error', text: text(fieldErrorLines(failure.body)) },
  };
}

/** Add Product: checks the form with the API's schema, creates the product, then uploads its images in order. */
export async function createProduct(request: Request): Promise<ProductResult> {
  const { values, laptop, files } = await readSubmission(request);
  const errors = productFormMessages(values, { requireCategory: true });
  if (hasMessages(errors)) return refusal(errors);
  let product: ProductView;
  try {
    product = await unwrap(
      api.POST('/api/products/', { body: productForm(values, laptop), bodySerializer: formData }),
    );
  } catch (failure) {
    return serverRefusal(failure, (lines) =>
      lines.length > 0 ? lines.join('\n') : messages.product.createFailed,
    );
  }
  const failures = await uploadProductImages(product.id, files);
  if (failures.length > 0) {
    return {
      changed: true,
      locked: true,
      failures,
      createdId: product.id,
      notice: { tone: 'error', text: adminMessages.productForm.createdImagesFailed },
    };
  }
  return { changed: true, locked: true, notice: { tone: 'success', text: messages.product.created } };
}

/** Removes the images marked for removal, one by one; answers the sentence of a failure, or null. */
async function removeImages(ids: number[]): Promise<{ removed: number; failed: string | null }> {
  let removed = 0;
  for (const id of ids) {
    try {
      await deleteProductImage(id);
      removed += 1;
    } catch (failure) {
      const reason =
        (failure instanceof ApiError ? errorSentence(failure.body) : null) ?? messages.common.unexpected;
      return { removed, failed: adminMessages.productForm.imageRemoveFailed(reason) };
    }
  }
  return { removed, failed: null };
}

/**
 * Update Product in spec section 4's order: the removed images first, then the product (with the version and
 * stock the form was loaded with), then the new images. The form carries the loaded `version` and `stock`.
 */
export async function updateProduct(request: Request, id: number): Promise<ProductResult> {
  const { values, laptop, files, form } = await readSubmission(request);
  const errors = productFormMessages(values, { requireCategory: false });
  if (hasMessages(errors)) return refusal(errors);
  const loaded = { version: Number(form.get('version')), stock: Number(form.get('loaded_stock')) };

  const removal = await removeImages(form.getAll('remove_image').map(Number));
  const removedAny = removal.removed > 0;
  if (removal.failed) {
    return {
      changed: removedAny,
      notice: { tone: 'error', text: `${messages.product.updateFailed}\n${removal.failed}` },
    };
  }

  let saved: unknown;
  try {
    saved = await unwrap(
      api.PUT('/api/products/id/{id}/', {
        params: { path: { id } },
        body: productEditForm(values, laptop, loaded),
        bodySerializer: formData,
      }),
    );
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 409) {
      // Not reloaded by itself: the person chooses to, and what they typed stays until then.
      const reason = errorSentence(failure.body) ?? messages.product.changedSinceOpened;
      return {
        changed: false,
        staleVersion: loaded.version,
        notice: { tone: 'error', text: `${messages.product.updateFailed}\n${reason}` },
      };
    }
    return serverRefusal(failure, updateFailureText, removedAny);
  }
  if (!isProductView(saved)) {
    return { changed: true, notice: { tone: 'error', text: messages.product.unexpectedResponse } };
  }

  const failures = await uploadProductImages(saved.id, files);
  if (failures.length > 0) {
    return {
      changed: true,
      failures,
      notice: { tone: 'error', text: adminMessages.productForm.updatedImagesFailed },
    };
  }
  return { changed: true, locked: true, notice: { tone: 'success', text: messages.product.updated } };
}
