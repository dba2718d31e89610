import { expect, test, type Page } from '@playwright/test';
import { islands } from '~/app/islands/registry';

/** Public pages ship islands, not the router app (decision 004); the admin keeps the router. */

test('a public page loads its islands and no router runtime; the admin keeps the router', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/category/laptops', { waitUntil: 'networkidle' });
  expect(scripts.some((script) => script.includes('/loader-'))).toBe(true);
  expect(scripts.filter((script) => /entry\.client|\/root-|manifest-/.test(script))).toEqual([]);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  expect(await page.locator('link[rel="modulepreload"][href*="entry.client"]').count()).toBe(0);

  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!) as {
    prerender: { where: { selector_matches: string } }[];
  };
  const prerendered = page.locator(rules.prerender[0]!.where.selector_matches);
  await expect(prerendered.first()).toHaveAttribute('href', /^\/category\/laptops\/.+/);
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveAttribute('data-prerender', 'true');

  await page.goto('/Adminlogin', { waitUntil: 'networkidle' });
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
});

test('pages, scripts, styles and API lists are sent compressed; images are not', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const style = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const image = await page.locator('img[src^="/media/"]').first().getAttribute('src');
  for (const [path, encoding] of [
    ['/', 'br'],
    [script!, 'br'],
    [style!, 'br'],
    ['/api/products/', 'br'],
  ] as const) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe(encoding);
    expect(response.headers()['vary'], path).toContain('Accept-Encoding');
  }
  const gzipped = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  const picture = await request.get(image!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(picture.headers()['content-encoding']).toBeUndefined();
});

test('the product picture is preloaded with high priority, dimensions and WebP variants', async ({
  page,
}) => {
  await page.goto('/category/laptops');
  const href = await page.locator('article a[href^="/category/laptops/"]').first().getAttribute('href');
  await page.goto(href!);
  const preload = page.locator('link[rel="preload"][as="image"]').first();
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('imagesrcset', /\.webp \d+w/);
  const main = page.locator('[aria-roledescription="carousel"] img').first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('width', /\d+/);
  await expect(main).toHaveAttribute('height', /\d+/);
  // Related products, below the fold, wait until they are scrolled near.
  await expect(page.locator('article img').last()).toHaveAttribute('loading', 'lazy');
});

test('hydrating the islands moves nothing on a phone (no layout shift)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[])
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80) ?? '',
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/category/laptops');
  const product = await page.locator('article a[href^="/category/laptops/"]').first().getAttribute('href');
  for (const path of ['/', '/category/laptops', product!]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
    // A carousel slide or a lazy island settles a frame after the marker.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts),
      path,
    ).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('category filters and sort are a GET form that keeps the choice in the URL', async ({ page }) => {
    await page.goto('/category/laptops');
    await page.getByRole('checkbox', { name: 'Lenovo', exact: true }).check();
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/brand=Lenovo/);
    await expect(page).toHaveURL(/sort=/);
    await expect(page.getByRole('checkbox', { name: 'Lenovo', exact: true })).toBeChecked();
    await expect(page.getByText(/products? match your filters/)).toBeVisible();
  });
});

async function aProductPage(page: Page): Promise<string> {
  await page.goto('/category/laptops');
  return (await page.locator('article h3 a').first().getAttribute('href'))!;
}

test('quick view opens from a product card on every page that lists products', async ({ page }) => {
  const listings = [
    { path: '/products', within: page.locator('main') },
    { path: '/category/laptops', within: page.locator('main') },
    { path: '/search?query=laptop', within: page.locator('main') },
    {
      path: await aProductPage(page),
      within: page.locator('section', { has: page.getByRole('heading', { name: /^More in / }) }),
    },
  ];
  for (const { path, within } of listings) {
    await page.goto(path);
    const trigger = within.getByRole('button', { name: /^Quick view:/ }).last();
    await trigger.scrollIntoViewIfNeeded();
    const name = (await trigger.getAttribute('aria-label'))!.replace('Quick view: ', '');
    await expect(trigger.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute(
      'data-hydration',
      'done',
    );
    const cardHref = await trigger.locator('xpath=ancestor::article[1]').locator('h3 a').getAttribute('href');
    await trigger.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog, path).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', cardHref!);
    await expect(dialog.getByRole('img', { name }).first(), path).toBeVisible();
    await expect(dialog.getByText('₱').first(), path).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('every island on a public page comes alive where it is used', async ({ page }) => {
  const pages = [
    '/',
    '/products',
    '/category/laptops',
    await aProductPage(page),
    '/search?query=laptop',
    '/about',
    '/contact',
    '/services/website&-design',
  ];
  const kinds = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    const topLevel = page.locator('[data-island]:not([data-island] [data-island])');
    expect(await topLevel.count(), path).toBeGreaterThan(0);
    for (const island of await topLevel.all()) {
      const kind = (await island.getAttribute('data-island'))!;
      kinds.add(kind);
      // A lazy island loads as it comes into view, as a visitor reaching it would bring it; the wrapper itself
      // has no box, so its first element is what scrolls into view.
      if ((await island.getAttribute('data-load')) === 'visible') {
        await island.locator('xpath=./*').first().scrollIntoViewIfNeeded();
      }
      await expect(island, `${kind} on ${path}`).toHaveAttribute('data-hydration', 'done');
    }
    for (const nested of await page.locator('[data-island] [data-island]').all()) {
      kinds.add((await nested.getAttribute('data-island'))!);
    }
  }
  // The map appears only once the owner sets one: its journey (pages.spec.ts) proves it loads.
  expect([...kinds].sort()).toEqual(
    Object.keys(islands)
      .filter((kind) => kind !== 'map-frame')
      .sort(),
  );
});
