/**
 * Compiles the server (server/index.ts and what it imports from server/, db/ and domain/) to one JavaScript
 * file, build/node/index.js (and the demo seed's image worker beside it), which `npm start` runs with plain Node. Running TypeScript through the tsx
 * loader in production cost about 130 MB of resident memory on the demo shop (574 against 442 MB idle).
 * Packages stay imports of node_modules; the migrations are copied beside the file, where db/client.ts
 * looks for them.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'build/node');

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: {
    index: path.join(ROOT, 'server/index.ts'),
    // Forked by server/demo/seed.ts to draw the demo images in a process of their own.
    'demo-images-worker': path.join(ROOT, 'server/demo/demo-images-worker.ts'),
  },
  outdir: OUT,
  bundle: true,
  // Modules imported with import() (the quotation PDF and its renderer) become chunks of their own, loaded
  // when first used instead of with the server.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
cpSync(path.join(ROOT, 'db/migrations'), path.join(OUT, 'migrations'), { recursive: true });
