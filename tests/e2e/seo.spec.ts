import { productPath } from '~/app/components/product/product-path';
import { expect, test, unique } from './fixtures';
import { E2E_BASE_URL } from './settings';

test('a product page is complete in the server HTML, without a browser', async ({ request, catalogue }) => {
  const category = await catalogue.category(unique('SEO Laptops'));
  const name = unique('ProBook 450 G10');
  const product = await catalogue.product(
    {
      name,
      brand: 'HP',
      price: '45999.00',
      stock: '7',
      description: 'A business laptop with a 15.6 inch screen.',
      key_features: 'Intel Core i5\n16 GB RAM',
      category: String(category.id),
    },
    true,
  );
  const path = productPath(product);

  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(html).toContain(name);
  expect(html).toContain('₱45,999.00');
  expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}${path}"`);
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(ogImage).toMatch(new RegExp(`^${E2E_BASE_URL}/media/`));
  expect((await request.get(ogImage!)).status()).toBe(200);

  // Structured data is a data block, never run: a kept page's policy needs no hash or nonce for it.
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks.length).toBeGreaterThan(0);
  const jsonLd = blocks.map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const productLd = jsonLd.find((item) => item['@type'] === 'Product') as
    { name: string; offers: { price: string; priceCurrency: string; availability: string } } | undefined;
  expect(productLd).toBeDefined();
  expect(productLd!.name).toBe(name);
  expect(productLd!.offers).toMatchObject({
    priceCurrency: 'PHP',
    availability: 'https://schema.org/InStock',
  });
  expect(Number(productLd!.offers.price)).toBe(45999);
  expect(jsonLd.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
});

test('sitemap.xml lists static pages, every category and every visible product', async ({
  request,
  catalogue,
}) => {
  const category = await catalogue.category(unique('Sitemap Printers'));
  const visible = await catalogue.product({
    name: unique('Visible Printer'),
    brand: 'Epson',
    price: '8999.00',
    stock: '2',
    category: String(category.id),
  });
  const hidden = await catalogue.product({
    name: unique('Hidden Printer'),
    brand: 'Epson',
    price: '7999.00',
    stock: '2',
    hidden: 'true',
    category: String(category.id),
  });

  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const path of [
    '/',
    '/products',
    '/categories',
    '/about',
    '/contact',
    '/services/website&amp;-design',
  ]) {
    expect(xml).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
  }
  expect(xml).toContain(`<loc>${E2E_BASE_URL}/category/${category.slug}</loc>`);
  expect(xml).toContain(`<loc>${E2E_BASE_URL}${productPath(visible)}</loc>`);
  expect(xml).not.toContain(productPath(hidden));
});

test('robots.txt allows the shop, keeps crawlers out of the admin and points to the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Allow: /');
  for (const path of ['/admin-', '/Adminlogin', '/staff', '/create-staff', '/edit-staff', '/admin/']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});

test('a product has one address: other categories and its id redirect there, an unknown category to /404', async ({
  request,
  catalogue,
}) => {
  const category = await catalogue.category(unique('Canonical Printers'));
  const product = await catalogue.product(
    { name: unique('LaserJet M211'), brand: 'HP', price: '9999', stock: '2', category: String(category.id) },
    true,
  );
  const path = productPath(product);
  for (const other of [
    `/category/laptops/${product.product_slug}`,
    `/category/${category.slug}/${product.id}`,
  ]) {
    const moved = await request.get(other, { maxRedirects: 0 });
    expect(moved.status(), other).toBe(301);
    expect(moved.headers().location).toBe(path);
  }
  const unknown = await request.get(`/category/no-such-category/${product.product_slug}`, {
    maxRedirects: 0,
  });
  expect(unknown.status()).toBeGreaterThanOrEqual(300);
  expect(unknown.headers().location).toBe('/404');

  const missing = await request.get(`/category/${category.slug}/no-such-product`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>Page not found');
});
