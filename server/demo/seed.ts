import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { normalizeBrand } from '~/domain/brand';
import { uniqueSlug } from '~/domain/slug';
import type { MediaStore } from '~/server/services/media/media-store';
import type { StoredImage } from '~/server/services/shared/media-urls';
import { refreshSearchText } from '~/server/services/catalogue/search-text';
import type { Db, DbOrTx } from '~/db/client';
import { insertDemoCustomers } from './demo-customers';
import { insertDemoPricing } from './demo-pricing';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoCategory } from './demo-data';
import { iconSvg, productSvg } from './demo-images';
import { categories, productImages, products } from '~/db/schema';
import { recordStockCounts } from '../services/stock/stock-ledger';

/** Product creation times are spread over this many recent days, so "latest" ordering means something. */
const SPREAD_DAYS = 42;
export interface SeedResult {
  categories: number;
  products: number;
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !category && !product;
}

export interface ImageJob {
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

export interface RenderedImages {
  /** In the order of the jobs. */
  stored: StoredImage[];
  /** Media name and bytes of every encoded variant. */
  files: [string, Uint8Array][];
}

/**
 * Draws and encodes the images in a child process (server/demo/demo-images-worker.ts). Done in the server itself,
 * sharp's native buffers stayed resident after the drawing: the first start of the demo shop held 545 MB
 * against 296 MB after a restart. From the compiled server the worker is the compiled file beside it.
 */
function renderInChildProcess(
  jobs: ImageJob[],
): Promise<{ stored: StoredImage[]; files: [string, Buffer][] }> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./demo-images-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  const child = fork(entry, [], {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: RenderedImages | null = null;
    child.once('message', (message) => (result = message as RenderedImages));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !result) {
        reject(new Error(`Drawing the demo images failed (exit code ${code}).`));
        return;
      }
      resolve({
        stored: result.stored,
        // Structured cloning hands Buffers over as plain Uint8Arrays.
        files: result.files.map(([name, data]) => [
          name,
          Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        ]),
      });
    });
    child.send(jobs);
  });
}

/**
 * Fills an empty catalogue with demo categories, products and generated images; does nothing when any
 * category or product exists, so it is safe on every start.
 */
export async function seedDemoCatalogue(db: Db, media: MediaStore, now = new Date()): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { categories: 0, products: 0 };

  const byName = new Map(DEMO_CATEGORIES.map((category) => [category.name, category]));
  const { jobs, keysByProduct } = imageJobs(byName);
  const rendered = await renderInChildProcess(jobs);
  for (const [name, data] of rendered.files) await media.put(name, data);
  const stored = new Map<string, StoredImage>(jobs.map((job, index) => [job.key, rendered.stored[index]!]));

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
      .returning({ id: products.id, name: products.name });
    await recordStockCounts(
      tx,
      productRows.map((row, index) => ({ productId: row.id, difference: DEMO_PRODUCTS[index]!.stock })),
      'Opening stock',
      null,
      now,
    );

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
    // The tiers first: the demo customers are put on them by name.
    await insertDemoPricing(tx, categoryIds, new Map(productRows.map((row) => [row.name, row.id])));
    await insertDemoCustomers(tx, now);
    return { categories: categoryRows.length, products: productRows.length };
  });
}
