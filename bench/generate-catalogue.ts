/**
 * Fills the configured database (DATABASE_URL, or PGlite under DATA_DIR, as the server does) with a large
 * synthetic catalogue for benchmarks:
 *
 *   npm run bench:generate -- --products 50000
 *
 * Rows go in as multi-row inserts inside a few large transactions; a handful of rendered images are shared by
 * every product. Names carry a run tag, so running it again adds another batch instead of clashing.
 */
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '~/db/client';
import { DEMO_CATEGORIES, type DemoCategory, type LaptopSpecs } from '~/server/demo/demo-data';
import { iconSvg, productSvg, renderPng } from '~/server/demo/demo-images';
import { categories, productImages, products } from '~/db/schema';
import { normalizeBrand } from '~/domain/brand';
import { slugify, uniqueSlug } from '~/domain/slug';
import { loadEnv } from '~/server/env';
import { storeImage } from '~/server/services/media/media';
import { createMediaStore, type MediaStore } from '~/server/services/media/media-store';
import type { StoredImage } from '~/server/services/shared/media-urls';
import { refreshSearchText } from '~/server/services/catalogue/search-text';
import { recordStockCounts } from '~/server/services/stock/stock-ledger';
import { runCli } from '~/scripts/cli';
import { random } from './random';

const ROWS_PER_INSERT = 1000;
const ROWS_PER_TRANSACTION = 10_000;
const IMAGE_VARIANTS = 3;

interface Family {
  /** Brand → its product lines in this category. */
  lines: Record<string, string[]>;
  /** Price range in pesos. */
  price: [number, number];
  /** Share of the catalogue. */
  weight: number;
  features: string[];
}

/** Per category: plausible brands, product lines and prices, so filters and facets look like real data. */
const FAMILIES: Record<string, Family> = {
  Laptops: {
    lines: {
      HP: ['15s', 'ProBook 440', 'Victus 15', 'Pavilion Aero'],
      Lenovo: ['IdeaPad Slim 3', 'ThinkPad E14', 'V15', 'Yoga Slim 7'],
      Acer: ['Aspire 5', 'Swift Go 14', 'Nitro V 15'],
      ASUS: ['Vivobook 15', 'Zenbook 14', 'TUF Gaming A15'],
      Dell: ['Latitude 3540', 'Inspiron 14', 'Vostro 3520'],
      MSI: ['Modern 14', 'Thin GF63'],
    },
    price: [22000, 120000],
    weight: 22,
    features: ['Backlit keyboard', 'Fingerprint reader', 'Wi-Fi 6', 'USB-C charging', 'Full HD webcam'],
  },
  'Desktop Computers': {
    lines: {
      HP: ['Pro Tower 280', 'All-in-One 24'],
      Lenovo: ['ThinkCentre neo 50s', 'IdeaCentre AIO 3'],
      Acer: ['Veriton X', 'Aspire C24'],
      Dell: ['OptiPlex 7010', 'Vostro 3020'],
      ASUS: ['ExpertCenter D5'],
    },
    price: [25000, 90000],
    weight: 8,
    features: ['Tool-less chassis', 'Keyboard and mouse included', 'Windows 11 Pro', 'DisplayPort and HDMI'],
  },
  Printers: {
    lines: {
      Epson: ['EcoTank L3210', 'EcoTank L5290', 'EcoTank L14150'],
      Canon: ['PIXMA G3020', 'imageCLASS LBP6030'],
      Brother: ['DCP-T420W', 'HL-L2375DW'],
      HP: ['LaserJet Pro M404', 'Smart Tank 580'],
    },
    price: [6000, 45000],
    weight: 14,
    features: ['Wi-Fi Direct', 'Automatic duplex', 'Refillable ink tanks', 'Mobile printing'],
  },
  'Office Supplies': {
    lines: {
      Deli: ['Copy Paper A4', 'Stapler', 'Sticky Notes'],
      'Faber-Castell': ['Textliner Highlighter', 'Ballpoint Pen Box', 'Permanent Marker'],
      Pilot: ['G-2 Gel Pen'],
      MAX: ['No. 10 Staples'],
      Casio: ['Desktop Calculator'],
      'Hard Copy': ['Bond Paper A4'],
    },
    price: [50, 2500],
    weight: 18,
    features: ['Sold by the box', 'Assorted colours', 'For school and office', 'Acid-free'],
  },
  'Audio Parts and Accessories': {
    lines: {
      JBL: ['Tune 520BT', 'Flip 6', 'Go 3'],
      Sony: ['WH-CH520', 'SRS-XB100', 'MDR-ZX110'],
      Logitech: ['H390 Headset', 'H111 Headset'],
      Jabra: ['Evolve2 30'],
      Edifier: ['R1280T Speakers'],
    },
    price: [500, 25000],
    weight: 12,
    features: ['Bluetooth 5.3', 'Noise-cancelling microphone', 'Long battery life', 'USB-C'],
  },
  'Telecommunication Supplies': {
    lines: {
      Yealink: ['SIP-T31P', 'SIP-T43U', 'W73P DECT'],
      Panasonic: ['KX-TS500', 'KX-TGC350', 'KX-TES824 PBX'],
      Cisco: ['IP Phone 7821'],
      Grandstream: ['GXP1625'],
    },
    price: [1000, 30000],
    weight: 10,
    features: ['PoE support', 'HD voice', 'Caller ID', 'Wall mountable'],
  },
  'Computer Accessories': {
    lines: {
      Logitech: ['MK270 Combo', 'M331 Mouse', 'C920 Webcam'],
      HP: ['X200 Mouse'],
      Dell: ['KM3322W Combo'],
      Kingston: ['DataTraveler 64GB'],
      Seagate: ['One Touch 1TB'],
      Samsung: ['T7 SSD 1TB'],
      'TP-Link': ['UH400 Hub'],
      APC: ['Back-UPS 650VA'],
    },
    price: [300, 9000],
    weight: 12,
    features: ['Plug and play', 'USB 3.2', 'Compact design', '2-year warranty'],
  },
  Networking: {
    lines: {
      'TP-Link': ['Archer C6', 'Deco M4', 'TL-SG1008D', 'EAP225'],
      Cisco: ['CBS110-16T'],
      Ubiquiti: ['UniFi U6 Lite'],
      'D-Link': ['DIR-825'],
      Belden: ['Cat6 UTP 305m'],
    },
    price: [800, 20000],
    weight: 4,
    features: ['Gigabit ports', 'Dual-band Wi-Fi', 'Rack mountable', 'Cloud management'],
  },
};

const PROCESSORS = [
  'Intel Core i3-1215U',
  'Intel Core i5-1235U',
  'Intel Core i5-1335U',
  'Intel Core i5-12450H',
  'Intel Core i5-12400',
  'Intel Core i7-1355U',
  'Intel Core i7-13700H',
  'Intel Core Ultra 7 155H',
  'AMD Ryzen 5 7520U',
  'AMD Ryzen 7 7735HS',
];
const RAM = ['8GB', '8GB', '16GB', '16GB', '32GB'];
const CAPACITY = ['256GB', '512GB', '512GB', '1TB'];
const SCREENS: [string, string][] = [
  ['14"', '1920x1080'],
  ['14"', '1920x1200'],
  ['15.6"', '1920x1080'],
  ['15.6"', '1920x1080'],
  ['16"', '2560x1600'],
];
const SYSTEMS = ['Windows 11 Home', 'Windows 11 Home', 'Windows 11 Pro'];
const WARRANTIES = ['1 year', '1 year', '2 years', '3 years'];

async function ensureCategories(db: Db, media: MediaStore): Promise<Map<string, number>> {
  const existing = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.name,
        DEMO_CATEGORIES.map((category) => category.name),
      ),
    );
  const ids = new Map(existing.map((row) => [row.name, row.id]));
  const missing = DEMO_CATEGORIES.filter((category) => !ids.has(category.name));
  if (missing.length > 0) {
    const taken = new Set(
      (await db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug),
    );
    const values = [];
    for (const category of missing) {
      const slug = uniqueSlug(category.name, taken, 'category');
      taken.add(slug);
      const icon = await storeImage(media, await renderPng(iconSvg(category.kind, category.accent)));
      values.push({
        name: category.name,
        slug,
        iconKey: icon.mediaKey,
        iconWidths: icon.widths,
        iconWidth: icon.width,
        iconHeight: icon.height,
      });
    }
    const inserted = await db
      .insert(categories)
      .values(values)
      .returning({ id: categories.id, name: categories.name });
    for (const row of inserted) ids.set(row.name, row.id);
  }
  return ids;
}

/** A few renders per category, shared by every generated product of that category. */
async function renderImages(media: MediaStore): Promise<Map<string, StoredImage[]>> {
  const images = new Map<string, StoredImage[]>();
  await Promise.all(
    DEMO_CATEGORIES.map(async (category: DemoCategory) => {
      const stored: StoredImage[] = [];
      for (let variant = 0; variant < IMAGE_VARIANTS; variant++) {
        const svg = productSvg({ kind: category.kind, brand: 'Bench', accent: category.accent, variant });
        stored.push(await storeImage(media, await renderPng(svg)));
      }
      images.set(category.name, stored);
    }),
  );
  return images;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function weightedCategories(): string[] {
  return Object.entries(FAMILIES).flatMap(([name, family]) => Array<string>(family.weight).fill(name));
}

function laptopSpecs(rand: () => number): LaptopSpecs {
  const [screenSize, resolution] = pick(rand, SCREENS);
  return {
    processor: pick(rand, PROCESSORS),
    ramSize: pick(rand, RAM),
    storageType: 'SSD',
    storageCapacity: pick(rand, CAPACITY),
    screenSize,
    resolution,
    operatingSystem: pick(rand, SYSTEMS),
    warranty: pick(rand, WARRANTIES),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '50000' } } });
  const total = Number(values.products);
  if (!Number.isInteger(total) || total < 1) throw new Error('--products must be a positive whole number.');

  const started = performance.now();
  const lap = (label: string, since: number) =>
    process.stdout.write(`${label}: ${((performance.now() - since) / 1000).toFixed(1)} s\n`);

  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const media = createMediaStore(env, database.db);
  lap(`Opened ${database.engine}`, started);
  try {
    const db = database.db;
    let phase = performance.now();
    const categoryIds = await ensureCategories(db, media);
    const images = await renderImages(media);
    lap('Categories and images', phase);

    phase = performance.now();
    const runTag = Date.now().toString(36).slice(-5).toUpperCase();
    const rand = random(total);
    const categoryPool = weightedCategories();
    const slugs = new Set((await db.select({ slug: products.slug }).from(products)).map((row) => row.slug));
    const yearMs = 365 * 24 * 60 * 60 * 1000;
    const now = Date.now();

    for (let start = 0; start < total; start += ROWS_PER_TRANSACTION) {
      const end = Math.min(total, start + ROWS_PER_TRANSACTION);
      await db.transaction(async (tx) => {
        for (let batch = start; batch < end; batch += ROWS_PER_INSERT) {
          const rows: (typeof products.$inferInsert)[] = [];
          const categoryOfRow: string[] = [];
          for (let i = batch; i < Math.min(end, batch + ROWS_PER_INSERT); i++) {
            const category = pick(rand, categoryPool);
            const family = FAMILIES[category]!;
            const [rawBrand, series] = pick(rand, Object.entries(family.lines));
            const brand = normalizeBrand(rawBrand);
            const model = `${runTag}${(i + 1).toString(36).toUpperCase().padStart(4, '0')}`;
            const name = `${brand} ${pick(rand, series)} ${model}`;
            const slug = slugs.has(slugify(name)) ? uniqueSlug(name, slugs) : slugify(name);
            slugs.add(slug);
            const [low, high] = family.price;
            const price = Math.round((low + rand() * (high - low)) / 5) * 5;
            const discounted = rand() < 0.2 ? Math.round((price * (0.8 + rand() * 0.15)) / 5) * 5 : null;
            const laptop = category === 'Laptops' ? laptopSpecs(rand) : null;
            const createdAt = new Date(now - Math.floor(rand() * yearMs));
            const features = [family.features[i % family.features.length]!, pick(rand, family.features)];
            if (laptop)
              features.unshift(`${laptop.processor}, ${laptop.ramSize} RAM, ${laptop.storageCapacity} SSD`);
            rows.push({
              name,
              slug,
              price: `${price}.00`,
              discountedPrice: discounted !== null && discounted < price ? `${discounted}.00` : null,
              stock: rand() < 0.1 ? 0 : Math.floor(rand() * 200),
              brand,
              keyFeatures: [...new Set(features)].join('\n'),
              description: `${name} from ${brand}, available for retail and wholesale orders.`,
              hidden: rand() < 0.02,
              categoryId: categoryIds.get(category)!,
              ...laptop,
              createdAt,
              updatedAt: createdAt,
            });
            categoryOfRow.push(category);
          }
          const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
          await recordStockCounts(
            tx,
            inserted.map((row, index) => ({ productId: row.id, difference: rows[index]!.stock ?? 0 })),
            'Opening stock',
            null,
            new Date(now),
          );
          await tx.insert(productImages).values(
            inserted.map((row, index) => {
              const image = pick(rand, images.get(categoryOfRow[index]!)!);
              return {
                productId: row.id,
                mediaKey: image.mediaKey,
                widths: image.widths,
                width: image.width,
                height: image.height,
              };
            }),
          );
        }
      });
      process.stdout.write(`  ${end} / ${total} products\n`);
    }
    lap('Products and images', phase);

    phase = performance.now();
    // New rows are the only ones whose search text is still empty: every indexed row contains its name.
    await db.transaction((tx) => refreshSearchText(tx, sql`p.search_text = ''`));
    lap('Search text', phase);
    lap(`Generated ${total} products in total`, started);
  } finally {
    await database.close();
  }
}

runCli(main);
