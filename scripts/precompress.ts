/**
 * Writes `.br` and `.gz` beside every built text file (scripts, styles, SVG, JSON), once per build at the
 * highest settings, for the static server to send as they are. Images are compressed formats already.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Smaller files gain nothing once headers are counted; the runtime middleware uses the same floor. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
  }
  return count;
}

const dir = path.resolve(process.argv[2] ?? 'build/client');
const count = await precompress(dir);
process.stdout.write(`precompressed ${count} files in ${path.relative(process.cwd(), dir)}\n`);
