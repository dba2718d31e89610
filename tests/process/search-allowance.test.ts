import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { NEW_SEARCH_BURST } from '~/server/services/catalogue/search-gate';
import { freePort, startServer, waitFor } from './processes';

/**
 * The server and its pages load the services as two copies (here the server's and Vite's; in production the
 * server's and the page bundle's), sharing one search allowance per visitor. Whichever copy made the allowance
 * makes its refusals, and the other copy must still know them for what they are.
 */
async function refusalsAfter(first: 'page' | 'api') {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    PORT: String(port),
    DATA_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-searches-')), 'data'),
  });
  await waitFor(server, /server\.started/);
  const search = (where: 'page' | 'api', text: string) =>
    fetch(
      where === 'page'
        ? `${base}/search?query=${encodeURIComponent(text)}`
        : `${base}/api/products/?query=${encodeURIComponent(text)}`,
    );

  // The search page without words searches nothing: its first load (Vite compiling it, seconds) comes before
  // the allowance starts, which would refill meanwhile. The first search makes the allowance; the rest are
  // spent through the API, the quicker to answer (the allowance refills one search every two seconds), until
  // the first refusal.
  expect((await fetch(`${base}/search`)).status).toBe(200);
  const statuses = [(await search(first, 'headset')).status];
  let api: Response;
  do {
    api = await search('api', `headset ${statuses.length}`);
    statuses.push(api.status);
  } while (api.status === 200 && statuses.length < NEW_SEARCH_BURST * 2);
  const apiBody: unknown = await api.json();
  const page = await search('page', 'headset once more');
  const pageHtml = await page.text();
  server.child.kill('SIGTERM');
  await server.exited;
  return { statuses, api, apiBody, page, pageHtml };
}

describe('the allowance of new searches, shared by the API and the search page', () => {
  it.each(['page', 'api'] as const)(
    'refuses both with a 429 once spent, whichever asked first (%s)',
    async (first) => {
      const { statuses, api, apiBody, page, pageHtml } = await refusalsAfter(first);
      expect(statuses.length).toBeGreaterThan(NEW_SEARCH_BURST);
      expect(statuses.slice(0, -1)).toEqual(Array(statuses.length - 1).fill(200));
      expect(api.status).toBe(429);
      expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(apiBody).toEqual({ detail: messages.product.searchTooMany });
      expect(page.status).toBe(429);
      expect(pageHtml).toContain(messages.product.searchTooMany);
    },
    120_000,
  );
});
