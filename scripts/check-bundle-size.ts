/**
 * The compressed JavaScript each public page loads, measured as a browser gets it: the production build on
 * the demo catalogue, each page opened in Debian's Chromium, every script response's bytes on the wire
 * (brotli body and headers) added up. Exits 1 when a page passes its budget (decision 004: 80 KB, /about with the inquiry
 * form 100 KB), loads the router runtime or back-office code, or when the 12-product category page's HTML
 * passes 25 KB compressed.
 *
 * Usage: npm run size   (builds, then runs this; SIZE_PORT picks the port, default 3390)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { publicPages, startProductionServer } from './lib/production-server';

const KB = 1024;
const PAGE_BUDGET = 80 * KB;
const BUDGETS: Record<string, number> = { about: 100 * KB };
const CATEGORY_HTML_BUDGET = 25 * KB;

/** React Router's client files that only the admin or whole-document pages load. */
function routerOnlyFiles(clientDir: string): { entry: Set<string>; admin: Set<string> } {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build first.`);
  const source = readFileSync(path.join(assets, file), 'utf8').trim();
  const manifest = JSON.parse(
    source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;$/, ''),
  ) as {
    entry: { module: string };
    routes: Record<string, { id: string; module: string }>;
  };
  const admin = Object.values(manifest.routes)
    .filter((route) => route.id.startsWith('admin/'))
    .map((route) => route.module);
  return { entry: new Set([manifest.entry.module]), admin: new Set(admin) };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  const router = routerOnlyFiles(path.resolve('build/client'));
  const server = await startProductionServer(Number(process.env.SIZE_PORT ?? 3390));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const failures: string[] = [];
  const rows: Record<string, string | number>[] = [];
  try {
    for (const { name, path: pagePath } of await publicPages(server.url)) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const scripts = new Map<string, Promise<number>>();
      let html = 0;
      page.on('response', (response) => {
        const request = response.request();
        // Headers included, as Lighthouse counts a transfer: many tiny files cost more than their bytes.
        const sized = response.finished().then(async () => {
          const sizes = await request.sizes();
          return sizes.responseHeadersSize + sizes.responseBodySize;
        });
        if (request.resourceType() === 'script') scripts.set(new URL(response.url()).pathname, sized);
        if (request.resourceType() === 'document' && request.isNavigationRequest())
          void sized.then((size) => (html = size));
      });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0);
      const budget = BUDGETS[name] ?? PAGE_BUDGET;
      const files = [...scripts.keys()];
      const problems = [
        bytes > budget ? `${kb(bytes)} of JavaScript, budget ${kb(budget)}` : '',
        files.some((file) => router.entry.has(file.slice(1))) ? 'loads the router runtime' : '',
        files.some((file) => router.admin.has(file.slice(1))) ? 'loads admin code' : '',
        name === 'category' && html > CATEGORY_HTML_BUDGET
          ? `HTML ${kb(html)}, budget ${kb(CATEGORY_HTML_BUDGET)}`
          : '',
      ].filter(Boolean);
      for (const problem of problems) failures.push(`${pagePath}: ${problem}`);
      rows.push({
        page: pagePath,
        scripts: files.length,
        javascript: kb(bytes),
        budget: kb(budget),
        html: kb(html),
        status: problems.length ? 'FAIL' : 'ok',
      });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('Compressed JavaScript and HTML per public page, as the browser received them:');
  console.table(rows);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  console.log(`All ${rows.length} public pages are within budget.`);
}

await main();
