import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Node's options for the built server, as `npm start` passes them (package.json; a test keeps the two equal).
 * A young generation of at most 3 × 4 MB instead of V8's 3 × 16 MB: under ten concurrent visitors the server's
 * peak memory on the demo shop fell from 297–313 to 264–269 MB at 8 MB, and with pages kept whole answering
 * 9,000–20,000 requests a second from 371 to 352 MB at 4 MB (first start 257 → 232 MB), with cold pages' CPU
 * the same within the machine's noise.
 *
 * Two V8 helper threads instead of Node's four. The helpers compile PGlite's WebAssembly with TurboFan as its
 * functions grow hot (heaptrack: their largest allocations), and what each frees stays resident in its own glibc
 * malloc arena. The demo shop idled at 209–215 MB in three runs against 189–245, and PGlite's 50,000 products
 * at 181–205 against 199–214, with the cold mix on both databases and the kept answers as fast within the
 * noise (bench/README.md, issue 28's eighth round).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--v8-pool-size=2'];

export interface ProductionServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The built shop (`npm run build` first) on the demo catalogue in a throwaway data directory, as a new user
 * gets it from `npm start`: what the size check and the Lighthouse benchmark measure.
 */
export async function startProductionServer(port: number): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-measure-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'build/node/index.js', '--built', '--local'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The shop exited before it answered.');
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The shop did not answer on ${url} within two minutes.`);
}

/** The pages the budgets are about; a product and a category are taken from the demo catalogue. */
export async function publicPages(url: string): Promise<{ name: string; path: string }[]> {
  const listing = await (await fetch(`${url}/category/laptops`)).text();
  const product = listing.match(/href="(\/category\/laptops\/[^"]+)"/)?.[1];
  if (!product) throw new Error('No product link on /category/laptops: is the demo catalogue loaded?');
  return [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'category', path: '/category/laptops' },
    { name: 'product', path: product },
    { name: 'search', path: '/search?query=laptop' },
    { name: 'about', path: '/about' },
    { name: 'contact', path: '/contact' },
    { name: 'categories', path: '/categories' },
    { name: 'service', path: '/services/website&-design' },
  ];
}
