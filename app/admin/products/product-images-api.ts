import { messages } from '~/domain/messages';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { imageFailureReason } from './product-form-model';

export interface ImageFailure {
  file: File;
  reason: string;
}

/**
 * POST /api/product-images/ once per file, one after the other so the images keep the chosen order (the first
 * becomes the main image). A failed file does not stop the others; the failures are answered.
 */
export async function uploadProductImages(
  productId: number,
  files: readonly File[],
): Promise<ImageFailure[]> {
  const failures: ImageFailure[] = [];
  for (const file of files) {
    try {
      await unwrap(
        api.POST('/api/product-images/', {
          body: { product: String(productId), image: file },
          bodySerializer: formData,
        }),
      );
    } catch (error) {
      failures.push({
        file,
        reason:
          error instanceof ApiError
            ? imageFailureReason(error.status, error.body)
            : messages.common.unexpected,
      });
    }
  }
  return failures;
}

/** DELETE /api/product-images/{id}/; an image that is already gone counts as removed. */
export async function deleteProductImage(imageId: number): Promise<void> {
  try {
    await unwrap(api.DELETE('/api/product-images/{id}/', { params: { path: { id: imageId } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
