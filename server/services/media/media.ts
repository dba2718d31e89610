import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Metadata, OutputInfo } from 'sharp';
import type { DbOrTx } from '~/db/client';
import { categories, productImages, products, settings } from '~/db/schema';
import type { ImageView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import {
  fieldError,
  InvalidError,
  NotFoundError,
  ShopError,
  TooLargeError,
  UnsupportedError,
} from '../../errors';
import type { MediaStore } from './media-store';
import { deleteStoredImage, mediaName, toImageView, type StoredImage } from '../shared/media-urls';
import { recordActivity, type Actor } from '../activity/activity';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_IMAGE_PIXELS = 40_000_000;
const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** Media names carry at least two width digits (see MEDIA_NAME), so the rare tiny image is widened to this. */
const MIN_VARIANT_WIDTH = 10;
/** WebP cannot encode a side longer than this; very tall images are scaled down to fit. */
const WEBP_MAX_SIDE = 16383;
const WEBP_QUALITY = 80;

type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/**
 * The format by its first bytes, never by file name or declared type. Only the five raster formats pass, so
 * SVG (scripts), PDF or HTML never even reach a decoder.
 */
function sniffFormat(data: Buffer): RasterFormat | null {
  if (data.length < 12) return null;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data.toString('latin1', 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8, compatible brands from 16 to the end of the ftyp box.
    const boxEnd = Math.min(data.readUInt32BE(0), data.length, 64);
    const brands = [data.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4)
      brands.push(data.toString('latin1', offset, offset + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  }
  return null;
}

const unsupported = () => new UnsupportedError(messages.image.unsupported);
const tooManyPixels = () => new TooLargeError(messages.image.tooManyPixels);

function decoderFormatMatches(format: RasterFormat, metadata: Metadata): boolean {
  if (format === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === format;
}

/**
 * Checks an upload by content, re-encodes it (orientation applied, metadata stripped) into WebP variants and
 * stores them under a content hash. Refusals: 413 (over 10 MB or 40 megapixels), 415 (not a supported image).
 */
/**
 * Loaded at the first image, not at start-up (a shop serving pages never needs it), and without libvips'
 * operation cache: every upload is new, so the cache only held up to 50 MB of memory for nothing.
 */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
}

export async function storeImage(media: MediaStore, data: Buffer): Promise<StoredImage> {
  if (data.length > MAX_IMAGE_BYTES) throw new TooLargeError(messages.image.tooLarge);
  const format = sniffFormat(data);
  if (!format) throw unsupported();

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only, so a decompression bomb is measured here without being decoded.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!decoderFormatMatches(format, metadata) || !metadata.width || !metadata.height) throw unsupported();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const sourceWidth = metadata.autoOrient?.width ?? metadata.width;
  const fitting = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  const widths = fitting.length > 0 ? fitting : [Math.max(sourceWidth, MIN_VARIANT_WIDTH)];

  let encoded: { width: number; data: Buffer; info: OutputInfo }[];
  try {
    encoded = await Promise.all(
      widths.map(async (width) => {
        const output = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, ...output };
      }),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw unsupported();
  }

  const largest = encoded[encoded.length - 1]!;
  const mediaKey = createHash('sha256').update(largest.data).digest('hex').slice(0, 32);
  await Promise.all(encoded.map((variant) => media.put(mediaName(mediaKey, variant.width), variant.data)));
  return { mediaKey, widths, width: largest.info.width, height: largest.info.height };
}

/**
 * storeImage for a form field: its refusals also name the field, as the admin forms show `Field: message`.
 * The category and settings forms call a file that is not an image invalid input (`notAnImage: 'invalid'`,
 * a 400, see categories.routes); product images call it an unsupported type (415).
 */
export async function storeFormImage(
  media: MediaStore,
  data: Buffer,
  field: string,
  notAnImage: 'invalid' | 'unsupported' = 'unsupported',
): Promise<StoredImage> {
  try {
    return await storeImage(media, data);
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    const fields = { [field]: [error.detail] };
    if (error instanceof TooLargeError) throw new TooLargeError(error.detail, fields);
    if (error instanceof UnsupportedError && notAnImage === 'unsupported') {
      throw new UnsupportedError(error.detail, fields);
    }
    throw new InvalidError(error.detail, fields);
  }
}

async function mediaKeyInUse(db: DbOrTx, mediaKey: string): Promise<boolean> {
  // Built lazily and awaited in turn: the first place that uses the key settles it.
  const uses = [
    db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.mediaKey, mediaKey))
      .limit(1),
    db.select({ id: categories.id }).from(categories).where(eq(categories.iconKey, mediaKey)).limit(1),
    db.select({ id: settings.id }).from(settings).where(eq(settings.logoKey, mediaKey)).limit(1),
  ];
  for (const use of uses) if ((await use).length > 0) return true;
  return false;
}

/**
 * Deletes an image's files once no row refers to them. Identical uploads share one content-hashed set of
 * files, so a row's removal must not take files another product or category still shows.
 */
export async function releaseStoredImage(
  db: DbOrTx,
  media: MediaStore,
  image: StoredImage | null,
): Promise<void> {
  if (!image || (await mediaKeyInUse(db, image.mediaKey))) return;
  await deleteStoredImage(media, image);
}

function productNotFound(): InvalidError {
  return fieldError('product', messages.product.notFound);
}

export async function addProductImage(
  db: DbOrTx,
  media: MediaStore,
  productId: number,
  data: Buffer,
  actor: Actor | null,
  now: Date,
): Promise<ImageView & { product: number }> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const stored = await storeFormImage(media, data, 'image');
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(productImages)
        .values({
          productId,
          mediaKey: stored.mediaKey,
          widths: stored.widths,
          width: stored.width,
          height: stored.height,
        })
        .returning();
      await recordImageChange(tx, actor, now, productId, 'image_added');
      return inserted!;
    });
    return { ...toImageView(row), product: productId };
  } catch (error) {
    await releaseStoredImage(db, media, stored);
    // The product was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw productNotFound();
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** An image change is the product's history; the product's current name labels it. */
async function recordImageChange(
  tx: DbOrTx,
  actor: Actor | null,
  now: Date,
  productId: number,
  action: 'image_added' | 'image_removed',
): Promise<void> {
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) return;
  await recordActivity(tx, actor, now, {
    entityType: 'product',
    entityId: productId,
    entityLabel: product.name,
    action,
  });
}

export async function deleteProductImage(
  db: DbOrTx,
  media: MediaStore,
  id: number,
  actor: Actor | null,
  now: Date,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(productImages).where(eq(productImages.id, id)).returning();
    if (!deleted) throw new NotFoundError(messages.image.notFound);
    await recordImageChange(tx, actor, now, deleted.productId, 'image_removed');
    return deleted;
  });
  await releaseStoredImage(db, media, row);
}

/** A product's images in upload order. */
export async function listProductImages(db: DbOrTx, productId: number): Promise<ImageView[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.id));
  return rows.map(toImageView);
}
