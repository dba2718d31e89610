import type { ImageVariant, ImageView } from '~/domain/catalogue';
import type { MediaStore } from '../media/media-store';

/** Stored image variants are named `{contentHash}-{width}.webp` and served under /media. */
export function mediaName(mediaKey: string, width: number): string {
  return `${mediaKey}-${width}.webp`;
}

function mediaUrl(mediaKey: string, width: number): string {
  return `/media/${mediaName(mediaKey, width)}`;
}

export interface StoredImage {
  mediaKey: string;
  widths: number[];
  width: number;
  height: number;
}

function variants(image: StoredImage): ImageVariant[] {
  return [...image.widths]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: mediaUrl(image.mediaKey, width) }));
}

export function srcset(image: StoredImage): string {
  return variants(image)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

export function largestUrl(image: StoredImage): string {
  return mediaUrl(image.mediaKey, Math.max(...image.widths));
}

export function toImageView(row: StoredImage & { id: number }): ImageView {
  return {
    id: row.id,
    image: largestUrl(row),
    srcset: srcset(row),
    width: row.width,
    height: row.height,
    variants: variants(row),
  };
}

/** A category's icon columns as a stored image, or null when it has none. */
export function categoryIcon(row: {
  iconKey: string | null;
  iconWidths: number[] | null;
  iconWidth: number | null;
  iconHeight: number | null;
}): StoredImage | null {
  if (!row.iconKey || !row.iconWidths?.length) return null;
  return {
    mediaKey: row.iconKey,
    widths: row.iconWidths,
    width: row.iconWidth ?? 0,
    height: row.iconHeight ?? 0,
  };
}

/**
 * Removes every variant; files shared by another row (same content hash) are the caller's concern. Callers
 * run it after their rows are committed (or while undoing a failed write), so a store that refuses is not
 * allowed to fail the request: a file left behind is unreferenced and harmless, and an identical upload later
 * reuses it, whereas a 500 for a delete that did happen would tell the client it did not.
 */
export async function deleteStoredImage(media: MediaStore, image: StoredImage): Promise<void> {
  await Promise.allSettled(image.widths.map((width) => media.delete(mediaName(image.mediaKey, width))));
}
