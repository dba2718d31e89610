import { createRequestHandler, type EntryContext, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * patches/react-router+7.18.4.patch: React Router encodes a document's loader data for the browser's router
 * when the entry first reads `serverHandoffStream`, not on every document request. The islands pages never read
 * it (app/entry.server.tsx); pages that hydrate the whole document read it through ServerRouter.
 */
function serverBuild(
  readStream: boolean,
  reads: { count: number },
  seen: { stream: string | null },
): ServerBuild {
  const route = { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined };
  return {
    entry: {
      module: {
        async default(_request: Request, status: number, headers: Headers, context: EntryContext) {
          if (readStream && context.serverHandoffStream)
            seen.stream = await new Response(context.serverHandoffStream).text();
          return new Response('<!DOCTYPE html><html></html>', { status, headers });
        },
      },
    },
    routes: {
      root: {
        ...route,
        module: {
          default: () => null,
          // Counts every time something reads the data, as an encoder walking it does.
          loader: () => ({
            get name() {
              reads.count += 1;
              return 'Lenovo IdeaPad Slim 3';
            },
          }),
        },
      },
    },
    assets: {
      entry: { imports: [], module: '/entry.client.js' },
      routes: {
        root: {
          ...route,
          module: '/root.js',
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

describe("React Router's loader data stream", () => {
  it('is not encoded for a document whose entry never reads it', async () => {
    const reads = { count: 0 };
    const handler = createRequestHandler(serverBuild(false, reads, { stream: null }), 'production');
    const response = await handler(new Request('http://shop.test/'));
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads.count).toBe(0);
  });

  it('is encoded whole, once, for a document whose entry reads it', async () => {
    const reads = { count: 0 };
    const seen: { stream: string | null } = { stream: null };
    const handler = createRequestHandler(serverBuild(true, reads, seen), 'production');
    const response = await handler(new Request('http://shop.test/'));
    expect(response.status).toBe(200);
    expect(seen.stream).toContain('Lenovo IdeaPad Slim 3');
    expect(reads.count).toBe(1);
  });
});
