import { SERVICE_PAGES } from '~/domain/constants';
import type { Db } from '~/db/client';
import { cachedRead } from '~/server/services/catalogue/catalogue-cache';
import { listCategories } from '~/server/services/catalogue/categories';
import { listProducts } from '~/server/services/catalogue/products';
import { getCompany } from '~/server/services/settings/settings';
import { productPath } from '../../components/product/product-path';
import { absoluteUrl, siteUrlFor } from '../../lib/seo';
import type { Route } from './+types/sitemap';

/** Products are read in pages of this size so a large catalogue never loads into memory at once. */
const BATCH = 1000;
/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

const STATIC_PATHS = [
  '/',
  '/products',
  '/categories',
  '/about',
  '/contact',
  '/warranty',
  ...SERVICE_PAGES.map((page) => page.path),
];

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** Every public address with the products' last change, capped at MAX_URLS. */
async function sitemapEntries(db: Db): Promise<Entry[]> {
  const entries: Entry[] = STATIC_PATHS.map((path) => ({ path }));
  for (const category of await listCategories(db)) {
    entries.push({ path: `/category/${encodeURIComponent(category.slug)}` });
  }
  for (let page = 1; entries.length < MAX_URLS; page++) {
    const { results } = await listProducts(db, { page, pageSize: BATCH, sort: 'latest' });
    for (const product of results) {
      entries.push({ path: productPath(product), lastmod: product.updated_at.slice(0, 10) });
    }
    if (results.length < BATCH) break;
  }

  return entries.slice(0, MAX_URLS);
}

/**
 * The sitemap protocol takes absolute addresses only: until the shop knows its public address (SITE_URL or the
 * setting) there is no sitemap, rather than one pointing wherever a request's Host header said.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = siteUrlFor(context.env.SITE_URL, await getCompany(context.db));
  if (!siteUrl) {
    return new Response("No sitemap: the shop's public address is not set.\n", {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  // Tens of thousands of products: listed once per catalogue version, not once per crawler request.
  const entries = await cachedRead(context.db, 'sitemap', () => sitemapEntries(context.db));
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
