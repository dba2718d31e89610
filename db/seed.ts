import { sql } from 'drizzle-orm';
import { normalizeBrand } from '../domain/brand';
import { uniqueSlug } from '../domain/slug';
import type { MediaStore } from '../server/services/media-store';
import type { StoredImage } from '../server/services/media-urls';
import { storeImage } from '../server/services/media';
import { refreshSearchText } from '../server/services/search-text';
import type { Db, DbOrTx } from './client';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoCategory } from './demo-data';
import { iconSvg, productSvg, renderPng } from './demo-images';
import { categories, productImages, products } from './schema';

/** Product creation times are spread over this many recent days, so "latest" ordering means something. */
const SPREAD_DAYS = 42;
/** sharp works on libuv's thread pool (4 threads by default); more renders at once only queue. */
const RENDER_CONCURRENCY = 4;

export interface SeedResult {
  categories: number;
  products: number;
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !category && !product;
}

/** Runs tasks with at most `limit` in flight, keeping results in order. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface ImageJob {
  key: string;
  svg: string;
}

/**
 * Products of one brand in one category share their pictures (a device silhouette with the brand name), so
 * about 60 renders cover the whole catalogue and seeding stays a few seconds.
 */
function imageJobs(byName: Map<string, DemoCategory>): { jobs: ImageJob[]; keysByProduct: string[][] } {
  const jobs = new Map<string, ImageJob>();
  const keysByProduct = DEMO_PRODUCTS.map((product) => {
    const category = byName.get(product.category)!;
    const kind = product.kind ?? category.kind;
    return Array.from({ length: product.images }, (_, variant) => {
      const key = `product:${kind}:${product.brand}:${variant}`;
      if (!jobs.has(key)) {
        jobs.set(key, {
          key,
          svg: productSvg({ kind, brand: product.brand, accent: category.accent, variant }),
        });
      }
      return key;
    });
  });
  for (const category of DEMO_CATEGORIES) {
    const key = `icon:${category.name}`;
    jobs.set(key, { key, svg: iconSvg(category.kind, category.accent) });
  }
  return { jobs: [...jobs.values()], keysByProduct };
}

/**
 * Fills an empty catalogue with demo categories, products and generated images; does nothing when any
 * category or product exists, so it is safe on every start.
 */
export async function seedDemoCatalogue(db: Db, media: MediaStore, now = new Date()): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { categories: 0, products: 0 };

  const byName = new Map(DEMO_CATEGORIES.map((category) => [category.name, category]));
  const { jobs, keysByProduct } = imageJobs(byName);
  const rendered = await mapLimited(jobs, RENDER_CONCURRENCY, async (job) =>
    storeImage(media, await renderPng(job.svg)),
  );
  const stored = new Map<string, StoredImage>(jobs.map((job, index) => [job.key, rendered[index]!]));

  return db.transaction(async (tx) => {
    // A second process may have seeded while this one rendered; the images it stored are identical files.
    if (!(await isEmpty(tx))) return { categories: 0, products: 0 };

    const categorySlugs = new Set<string>();
    const categoryRows = await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((category) => {
          const slug = uniqueSlug(category.name, categorySlugs, 'category');
          categorySlugs.add(slug);
          const icon = stored.get(`icon:${category.name}`)!;
          return {
            name: category.name,
            slug,
            iconKey: icon.mediaKey,
            iconWidths: icon.widths,
            iconWidth: icon.width,
            iconHeight: icon.height,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

    const productSlugs = new Set<string>();
    const step = (SPREAD_DAYS * 24 * 60 * 60 * 1000) / DEMO_PRODUCTS.length;
    const productRows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((product, index) => {
          const slug = uniqueSlug(product.name, productSlugs, 'product');
          productSlugs.add(slug);
          // Oldest first; a few minutes of deterministic jitter so times do not look machine-made.
          const age = (DEMO_PRODUCTS.length - 1 - index) * step + ((index * 7919) % 180) * 60_000;
          const createdAt = new Date(now.getTime() - age);
          return {
            name: product.name,
            slug,
            price: product.price,
            discountedPrice: product.discountedPrice,
            stock: product.stock,
            brand: normalizeBrand(product.brand),
            keyFeatures: product.keyFeatures,
            description: product.description,
            hidden: product.hidden,
            categoryId: categoryIds.get(product.category)!,
            ...product.laptop,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: products.id });

    await tx.insert(productImages).values(
      productRows.flatMap((row, index) =>
        keysByProduct[index]!.map((key) => {
          const image = stored.get(key)!;
          return {
            productId: row.id,
            mediaKey: image.mediaKey,
            widths: image.widths,
            width: image.width,
            height: image.height,
          };
        }),
      ),
    );
    await refreshSearchText(tx, sql`true`);
    return { categories: categoryRows.length, products: productRows.length };
  });
}
