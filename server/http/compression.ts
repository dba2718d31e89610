import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/** Text worth compressing; images, fonts in woff2 and archives are compressed already and are never touched. */
export const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Below this a compressed body is rarely smaller once the headers are counted (when the length is known). */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const {
  BROTLI_PARAM_QUALITY,
  BROTLI_PARAM_LGWIN,
  BROTLI_PARAM_SIZE_HINT,
  BROTLI_MIN_WINDOW_BITS,
  BROTLI_MAX_WINDOW_BITS,
} = zlib.constants;
/** A 256 KB window holds any page the shop streams; a larger one only compresses a larger page a little better. */
const STREAM_WINDOW_BITS = 18;

/**
 * The smallest window that holds the whole body, so the output is as small as with brotli's default of 4 MB.
 * The encoder allocates its window and hash tables for every body: with the default, a 70 KB product page
 * cost 1.3-1.45 ms of CPU to compress (a quarter of it in the kernel, faulting in fresh memory) and 0.21 ms of the
 * main thread to set up; with a window that fits, 0.6 ms and 0.05 ms, for the same 8,494 bytes.
 */
export function brotliWindowBits(length: number): number {
  let bits = BROTLI_MIN_WINDOW_BITS;
  // Brotli reaches back at most 2^bits - 16 bytes.
  while (bits < BROTLI_MAX_WINDOW_BITS && 2 ** bits - 16 < length) bits++;
  return bits;
}

/**
 * Quality 4, not 5: most answers a crawl or a wide catalogue brings are compressed once and sent once, and
 * compressing was a quarter of a cold product page's CPU (0.95 of 3.66 ms). On a 70 KB product page, 4 took
 * 0.57 ms against 5's 0.96, for 9,180 bytes against 8,423 (gzip's default: 0.66 ms, 9,557 bytes); the cold mix
 * of `npm run bench` served 7-9 % more a second at 9-11 % less server CPU an answer (bench/README.md, seventh
 * round).
 */
const BROTLI_QUALITY = 4;

const brotliOptions = (windowBits: number, sizeHint = 0): zlib.BrotliOptions => ({
  params: {
    [BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [BROTLI_PARAM_LGWIN]: windowBits,
    [BROTLI_PARAM_SIZE_HINT]: sizeHint,
  },
});

/**
 * Every chunk is flushed as it is written, so a streamed page reaches the browser piece by piece instead of
 * once the whole document is done. Brotli at quality 4 costs less CPU than gzip's default and is still
 * smaller; the built files get quality 11 once, at build time (scripts/precompress.ts).
 */
function encoder(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        ...brotliOptions(STREAM_WINDOW_BITS),
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A body compressed in one piece, on the thread pool, so the answers queued behind it are not held up. */
export const compressWhole: Record<Encoding, (bytes: Uint8Array) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, brotliOptions(brotliWindowBits(bytes.byteLength), bytes.byteLength)),
  gzip: (bytes) => gzip(bytes),
};

/**
 * A JSON answer is made whole in memory (`c.json`), so it is compressed whole, or sent as it is when it is
 * small: a streaming encoder for every API answer cost more than the answer (a 31-byte health check went out
 * through a brotli stream, its encoder's state allocated and freed each time).
 */
async function compressJson(response: Response, encoding: Encoding): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength < MIN_BYTES) return new Response(bytes, response);
  const compressed = new Uint8Array(await compressWhole[encoding](bytes));
  const answer = new Response(compressed, response);
  answer.headers.set('Content-Length', String(compressed.byteLength));
  answer.headers.set('Content-Encoding', encoding);
  return answer;
}

/** Compresses pages (streamed), JSON and other text answers on the fly, with `Vary: Accept-Encoding`. */
export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.var.finalAnswer) return;
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type) || c.req.method === 'HEAD') return;
    if (!/accept-encoding/i.test(response.headers.get('Vary') ?? ''))
      response.headers.append('Vary', 'Accept-Encoding');
    // Before anything touches the body: reading it turns @hono/node-server's light response, which it writes
    // to the socket directly, into a Fetch Response it must stream, for clients that take no compression too.
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    if (response.status === 204 || response.status === 304 || response.status === 206) return;
    if (response.headers.has('Content-Encoding')) return;
    const length = response.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (!response.body) return;
    if (/^application\/json/i.test(type)) {
      c.res = await compressJson(response, encoding);
      return;
    }

    // pipeline() carries a failure of the page's stream into the compressed one, which then aborts.
    const body = pipeline(Readable.fromWeb(response.body as NodeReadableStream), encoder(encoding), () => {});
    c.res = new Response(Readable.toWeb(body) as ReadableStream, response);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
  };
}
