/**
 * First-load JavaScript budget for the public pages: for every public route, the gzipped size of the entry
 * client, the root and layout routes and the route's own chunks, read from React Router's client manifest after
 * `react-router build`. Exits 1 when a route's own code exceeds its budget or it loads back-office code.
 *
 * The budget is on what we add above the framework floor (React, React DOM and React Router, about 109 kB
 * gzipped on its own): the issue's 100 kB for everything is below that floor, see
 * docs/decisions/004-javascript-budget.md.
 *
 * Usage: npm run size   (builds, then runs this)   or   npx tsx scripts/check-bundle-size.ts [buildDir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * Our code on top of the framework floor, per route, as Vite reports sizes (1 kB = 1000 bytes). 27 kB since
 * the back office landed: it shares icons and helpers with the public pages, so the bundler splits those into
 * more small files, each compressed on its own (decision 004).
 */
const APP_BUDGET_BYTES = 27_000;
/** The issue's figure for the whole first load; reported, not enforced (it is below the framework floor). */
const ISSUE_TARGET_BYTES = 100_000;

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  [key: string]: unknown;
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, RouteEntry>;
}

const isAdminRoute = (id: string) => id.startsWith('routes/admin');

function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run "react-router build" first.`);
  const source = readFileSync(path.join(assets, file), 'utf8').trim();
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;$/, '');
  return JSON.parse(json) as Manifest;
}

/** A route's module, its static imports and any split-off client modules (clientLoaderModule and friends). */
function routeFiles(route: RouteEntry): string[] {
  const extra = Object.entries(route)
    .filter(([key, value]) => key.endsWith('Module') && typeof value === 'string')
    .map(([, value]) => value as string);
  return [route.module, ...(route.imports ?? []), ...extra];
}

function chain(manifest: Manifest, route: RouteEntry): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (let current: RouteEntry | undefined = route; current;) {
    routes.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return routes;
}

function fullPath(manifest: Manifest, route: RouteEntry): string {
  const segments = chain(manifest, route)
    .map((entry) => entry.path ?? '')
    .filter(Boolean);
  return `/${segments.join('/')}`;
}

interface RouteSize {
  id: string;
  path: string;
  files: number;
  raw: number;
  gzip: number;
  /** For information: what a server with brotli would send. The budget is on gzip. */
  brotli: number;
  adminFiles: string[];
}

/** The entry client and its imports (React, React DOM, React Router): the floor every route starts from. */
function entrySize(buildDir: string): number {
  const clientDir = path.join(buildDir, 'client');
  const { entry } = readManifest(clientDir);
  return [entry.module, ...(entry.imports ?? [])].reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  );
}

function measure(buildDir: string): RouteSize[] {
  const clientDir = path.join(buildDir, 'client');
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const content = readFileSync(path.join(clientDir, url));
      size = {
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content).length,
      };
      sizes.set(url, size);
    }
    return size;
  };
  const adminModules = new Set(
    Object.values(manifest.routes)
      .filter((route) => isAdminRoute(route.id))
      .map((route) => route.module),
  );

  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && route.id !== 'root' && !isAdminRoute(route.id))
    .filter((route) => !Object.values(manifest.routes).some((child) => child.parentId === route.id))
    .map((route) => {
      const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
      for (const entry of chain(manifest, route)) for (const file of routeFiles(entry)) files.add(file);
      let raw = 0;
      let gzip = 0;
      let brotli = 0;
      for (const file of files) {
        const size = sizeOf(file);
        raw += size.raw;
        gzip += size.gzip;
        brotli += size.brotli;
      }
      return {
        id: route.id,
        path: fullPath(manifest, route),
        files: files.size,
        raw,
        gzip,
        brotli,
        adminFiles: [...files].filter((file) => adminModules.has(file)),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main(): void {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const rows = measure(buildDir);
  const floor = entrySize(buildDir);
  const table = rows.map((row) => ({
    route: row.path,
    module: row.id,
    files: row.files,
    raw: kb(row.raw),
    gzip: kb(row.gzip),
    brotli: kb(row.brotli),
    'ours (gzip)': kb(row.gzip - floor),
    status:
      row.gzip - floor > APP_BUDGET_BYTES ? 'OVER BUDGET' : row.adminFiles.length ? 'LOADS ADMIN CODE' : 'ok',
  }));
  console.log(`First-load JavaScript per public route (our code: budget ${kb(APP_BUDGET_BYTES)} gzipped):`);
  console.table(table);
  console.log(`Framework floor (entry client with React, React DOM and React Router): ${kb(floor)} gzipped.`);
  const largest = Math.max(...rows.map((row) => row.gzip));
  console.log(
    `Issue target for the whole first load: ${kb(ISSUE_TARGET_BYTES)}; largest route: ${kb(largest)} ` +
      `(${largest <= ISSUE_TARGET_BYTES ? 'met' : 'not met'}).`,
  );
  const failures = table.filter((row) => row.status !== 'ok');
  if (failures.length > 0) {
    console.error(
      `${failures.length} route(s) fail the budget: ${failures.map((row) => row.route).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`All ${rows.length} public routes are within budget.`);
}

main();
