import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loader as searchPageLoader } from '~/app/routes/store/search';
import { messages } from '~/domain/messages';
import { seedDemoCatalogue } from '../../demo/seed';
import { FUZZY_CANDIDATE_LIMIT } from '../../services/catalogue/search-query';
import { NEW_SEARCH_BURST } from '../../services/catalogue/search-gate';
import {
  createTestContext,
  dataOf,
  insertNumberedProducts,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let staff: TestUser;
let serial = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCatalogue(ctx.db, ctx.media, ctx.clock.current);
  staff = await ctx.user('staff');
}, 60_000);
afterAll(() => ctx.close());

/** Each search from an address of its own: these tests are about what is found, not the allowance. */
async function search(text: string, pageSize = 50) {
  const found = await ctx
    .apiFor(undefined, { client: `searcher-${++serial}` })
    .GET('/api/products/', { params: { query: { query: text, page_size: pageSize } } });
  expect(found.response.status, text).toBe(200);
  return dataOf(found);
}

const names = (found: Awaited<ReturnType<typeof search>>) => found.results.map((product) => product.name);

describe('what a search finds on the demo catalogue', () => {
  it('puts the product meant first for a typo, a model number and a swapped pair of letters', async () => {
    expect(names(await search('thnkpad'))[0]).toBe('Lenovo ThinkPad E14 Gen 5');
    expect(names(await search('L3210'))[0]).toBe('Epson EcoTank L3210 All-in-One Ink Tank Printer');
    const printers = await search('pritner');
    expect(printers.results.slice(0, 5).map((product) => product.category_name)).toEqual(
      Array(5).fill('Printers'),
    );
  });

  it('matches words of one or two characters as words, and two as the start of one', async () => {
    const hp = names(await search('hp'));
    expect(hp).toEqual(
      expect.arrayContaining(['HP ProBook 440 G10', 'HP LaserJet Pro M404dn', 'HP X200 Wireless Mouse']),
    );
    expect(hp).not.toContain('Sony WH-CH520 Wireless Headphones');
    expect(names(await search('i5'))).toContain('Lenovo ThinkCentre neo 50s Gen 4 SFF i5-12400');
    expect(names(await search('a4')).sort()).toEqual([
      'Deli A4 Copy Paper 70gsm, 500 Sheets',
      'Hard Copy Bond Paper A4 80gsm, 500 Sheets',
    ]);
  });

  it('reads a word run together with a number as its parts, not as every product like the word', async () => {
    const laptops = (await search('laptop')).count;
    const fifteen = await search('laptop15');
    expect(fifteen.count).toBeGreaterThan(0);
    expect(fifteen.count).toBeLessThan(laptops);
    expect(names(fifteen)).toContain('HP 15s-fq5111TU');
    expect((await search('laptop17')).count).toBe(0);
  });

  it('never takes a near model number for another product', async () => {
    expect(names(await search('G3020'))).toContain('Canon PIXMA G3020 Wi-Fi Refillable Ink Tank Printer');
    expect((await search('G3010')).count).toBe(0);
  });

  it('counts the matches on a page past the last one, too', async () => {
    const first = await search('printer', 5);
    const response = await ctx.request('GET', '/api/products/?query=printer&page_size=5&page=99', {
      headers: { 'x-test-client': `searcher-${++serial}` },
    });
    expect(await response.json()).toEqual({
      count: first.count,
      next: null,
      previous: expect.any(String),
      results: [],
    });
  });

  it('answers 200 characters of noise with nothing, quickly', async () => {
    const noise = Array.from({ length: 50 }, (_, index) => `${(index * 7919).toString(36)}q`)
      .join(' ')
      .slice(0, 200);
    expect((await search(noise)).count).toBe(0);
  });
});

describe('the trigram step', () => {
  it(`ranks at most ${FUZZY_CANDIDATE_LIMIT} candidates, however many products look alike`, async () => {
    await insertNumberedProducts(ctx, 'Gizmotron', FUZZY_CANDIDATE_LIMIT + 100, 'A gadget.');
    // A letter short in the middle: no substring and no one-slip variant of "gizmotron", only trigram likeness.
    const found = await search('gizmtron', 10);
    expect(found.count).toBe(FUZZY_CANDIDATE_LIMIT);
    expect(found.results[0]!.name).toMatch(/^Gizmotron \d+$/);
  });
});

describe('the allowance of new searches', () => {
  const from = (client: string, text: string, token?: string) =>
    ctx.request('GET', `/api/products/?query=${encodeURIComponent(text)}`, {
      headers: { 'x-test-client': client },
      token,
    });

  it(`lets one address run ${NEW_SEARCH_BURST} new searches at once, then answers 429 with Retry-After`, async () => {
    for (let index = 0; index < NEW_SEARCH_BURST; index++) {
      expect((await from('198.51.100.10', `printer ${index}`)).status).toBe(200);
    }
    const refused = await from('198.51.100.10', 'printer again');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ detail: messages.product.searchTooMany });

    // A search already answered costs nothing and is not counted; other addresses and staff are not held up.
    expect((await from('198.51.100.10', 'printer 3')).status).toBe(200);
    expect((await from('198.51.100.11', 'printer again')).status).toBe(200);
    expect((await from('198.51.100.10', 'scanner', staff.access)).status).toBe(200);
  });

  it('tells a visitor of the search page to wait, with a 429', async () => {
    const context = { db: ctx.db, clientAddress: '198.51.100.20' } as AppLoadContext;
    const load = (text: string) =>
      searchPageLoader({
        request: new Request(`http://shop.test/search?query=${encodeURIComponent(text)}`),
        context,
        params: {},
      } as Parameters<typeof searchPageLoader>[0]);
    for (let index = 0; index < NEW_SEARCH_BURST; index++) {
      expect(await load(`headset ${index}`)).toMatchObject({ error: null });
    }
    const refused = await load('headset again');
    expect(refused).toMatchObject({
      data: { error: messages.product.searchTooMany },
      init: { status: 429 },
    });
  });
});
