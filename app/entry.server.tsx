import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { inlineScriptHashes } from '~/server/http/security-headers';
import type { RenderedPage } from '~/server/http/types';
import { chromeMarkup } from './components/layout/chrome-markup.server';
import { ChromeRenderer } from './components/layout/chrome-renderer';
import { hydratesIslandsOnly } from './islands/page-mode';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * The router context a page rendered with its islands alone needs: it sends no router to the browser, so
 * - only the routes it matched: React Router's ServerRouter builds route objects for every route in the
 *   manifest (60 here) on each render, twice over; building the others was a tenth of a cold contact page's
 *   CPU (5.1 -> 4.7 ms);
 * - no stream of its loader data: React Router encodes it for the browser's router when the stream is first
 *   read (patches/react-router+7.18.4.patch; before, on every document request), 3-4 % of a cold product
 *   page's CPU for data no islands page sends.
 */
function islandsOnlyContext(context: EntryContext): EntryContext {
  const { matches } = context.staticHandlerContext;
  if (!hydratesIslandsOnly(matches.map((match) => context.routeModules[match.route.id] ?? {})))
    return context;
  const routes: EntryContext['manifest']['routes'] = {};
  for (const { route } of matches) routes[route.id] = context.manifest.routes[route.id];
  return { ...context, manifest: { ...context.manifest, routes }, serverHandoffStream: undefined };
}

/**
 * A page the public cache keeps is sent whole and compressed once (server/http/public-cache.ts), so streaming
 * it gains nothing: it is rendered to one string and encoded once, and the bytes, with their inline scripts'
 * hashes, are handed to the cache and the policy as well as sent. Public pages suspend on nothing on the
 * server (their loaders have run; islands load in the browser).
 */
function wholePage(
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  url: string,
  recordPage: (page: RenderedPage) => void,
): Response {
  const bytes = Buffer.from(
    `<!DOCTYPE html>${renderToString(
      <ChromeRenderer value={chromeMarkup}>
        <ServerRouter context={islandsOnlyContext(routerContext)} url={url} />
      </ChromeRenderer>,
    )}`,
  );
  recordPage({ bytes, scriptHashes: inlineScriptHashes(bytes) });
  headers.set('Content-Type', 'text/html');
  return new Response(bytes, { headers, status });
}

/**
 * React Router's default Node entry, plus the response's CSP nonce (made in server/http/security-headers.ts):
 * ServerRouter puts it on <Scripts>, <ScrollRestoration> and the streamed data scripts, React on its own
 * inline scripts, and NonceContext hands it to any component that renders a script (useNonce()). Every page
 * gets ChromeRenderer, with which an islands page renders its frame once (chrome-renderer.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  const { recordPage } = loadContext;
  if (recordPage)
    return wholePage(responseStatusCode, responseHeaders, routerContext, request.url, recordPage);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once rather than a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ChromeRenderer value={chromeMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ChromeRenderer>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router itself; these happen while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
