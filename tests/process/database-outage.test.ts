import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { FaultProxy } from './fault-proxy';
import { freePort, startServer, waitFor, type Started } from './processes';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'outage-admin@example.com', password: 'Outage-Admin-Passw0rd-7' };
const databaseName = `shop_outage_${randomBytes(5).toString('hex')}`;
const INITIAL_STOCK = 10_000;
/** The shop's statement timeout here: a stalled connection is cut this long and 2 s more after it went quiet. */
const STATEMENT_TIMEOUT_S = 2;
/**
 * However the database fails, no request may wait longer than this for its answer: the stall bound above, or
 * the 5 s a new connection (or a wait for a free one) may take, and a second of slack for a busy machine.
 */
const ANSWER_WITHIN_MS = 6_000;

function databaseUrl(host: string, port: number): string {
  const url = new URL(serverUrl!);
  url.hostname = host;
  url.port = String(port);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function sql<T extends pg.QueryResultRow>(query: string, database?: string): Promise<T[]> {
  const url = new URL(serverUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (serverUrl) await sql(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

interface Answer {
  status: number;
  ms: number;
  at: number;
}

class Shop {
  readonly answers: Answer[] = [];
  token = '';

  constructor(
    readonly base: string,
    readonly process: Started,
  ) {}

  async call(path: string, init: RequestInit = {}): Promise<Response> {
    const started = Date.now();
    const headers = new Headers(init.headers);
    if (this.token) headers.set('authorization', `Bearer ${this.token}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 2),
    });
    await response.clone().arrayBuffer();
    this.answers.push({ status: response.status, ms: Date.now() - started, at: started });
    return response;
  }
}

/** Readers, and staff recording and shipping orders and writing quotations, until `stop` is set. */
async function traffic(shop: Shop, product: number, until: { stop: boolean }): Promise<void> {
  const reader = async (path: string) => {
    while (!until.stop) await shop.call(path).catch(() => undefined);
  };
  const writer = async () => {
    while (!until.stop) {
      const created = await shop.call('/api/orders/', {
        method: 'POST',
        body: JSON.stringify({ customer_name: 'Outage Buyer', items: [{ product, quantity: 1 }] }),
      });
      if (created.status !== 201) continue;
      const { id } = (await created.json()) as { id: number };
      await shop.call(`/api/orders/${id}/`, { method: 'PATCH', body: JSON.stringify({ status: 'shipped' }) });
    }
  };
  const quoter = async () => {
    while (!until.stop) {
      const created = await shop.call('/api/quotations/', {
        method: 'POST',
        body: JSON.stringify({
          customer_name: 'Outage Buyer',
          customer_email: 'buyer@example.ph',
          lines: [
            { product, quantity: 1 },
            { description: 'Installation', quantity: 1, unit_price: '500.00' },
          ],
        }),
      });
      if (created.status !== 201) continue;
      const { id } = (await created.json()) as { id: number };
      await shop.call(`/api/quotations/${id}/`, {
        method: 'PATCH',
        body: JSON.stringify({
          lines: [
            { product, quantity: 3 },
            { description: 'Delivery', quantity: 2, unit_price: '150.00' },
          ],
        }),
      });
    }
  };
  await Promise.all([
    reader('/api/products/?query=cable'),
    reader('/api/categories/'),
    reader(`/api/products/${product}/`),
    writer(),
    writer(),
    quoter(),
  ]);
}

async function healthyWithin(shop: Shop, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const response = await fetch(`${shop.base}/api/health/`).catch(() => null);
    if (response?.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not healthy ${ms} ms after the database came back`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(serverUrl)('the database going away', () => {
  it(
    'costs the requests in flight a 503, never the process, and the shop recovers by itself',
    { timeout: 240_000 },
    async () => {
      await sql(`CREATE DATABASE ${databaseName}`);
      const target = new URL(serverUrl!);
      const proxy = await FaultProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
      const port = await freePort();
      const started = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl('127.0.0.1', proxy.port),
        JWT_SECRET: 'outage-test-secret-0123456789abcdef0123456789abcdef',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_USERNAME: 'outageadmin',
        DATABASE_STATEMENT_TIMEOUT: String(STATEMENT_TIMEOUT_S),
      });
      await waitFor(started, /server\.started/, 150_000);
      const shop = new Shop(`http://127.0.0.1:${port}`, started);
      await healthyWithin(shop, 60_000);

      const login = await shop.call('/api/user/admin-login/', {
        method: 'POST',
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      shop.token = ((await login.json()) as { access: string }).access;
      const form = new FormData();
      form.set('name', 'Outage Cables');
      const category = await shop.call('/api/categories/', { method: 'POST', body: form });
      expect(category.status, await category.clone().text()).toBe(201);
      const product = new FormData();
      for (const [key, value] of Object.entries({
        name: 'USB-C Cable 1m',
        brand: 'Ugreen',
        price: '199.00',
        stock: String(INITIAL_STOCK),
        category: String(((await category.json()) as { id: number }).id),
      }))
        product.set(key, value);
      const created = await shop.call('/api/products/', { method: 'POST', body: product });
      expect(created.status, await created.clone().text()).toBe(201);
      const productId = ((await created.json()) as { id: number }).id;

      const until = { stop: false };
      const load = traffic(shop, productId, until);
      const recoveries: number[] = [];
      for (const refuseForMs of [0, 3_000, 0, 3_000, 0]) {
        await pause(1_500);
        proxy.cut();
        if (refuseForMs) {
          proxy.refuse();
          await pause(500);
          const down = await fetch(`${shop.base}/api/health/`);
          expect(down.status).toBe(503);
          expect(down.headers.get('retry-after')).toBe('5');
          expect(((await down.json()) as { database: string }).database).toBe('unavailable');
          await pause(refuseForMs - 500);
          proxy.cut();
          proxy.restore();
        }
        recoveries.push(await healthyWithin(shop, 2_000));
      }
      // A partition: every connection goes quiet mid-statement, for longer than any statement may take.
      await pause(1_500);
      proxy.stall();
      await pause(7_000);
      proxy.restore();
      recoveries.push(await healthyWithin(shop, 2_000));
      const health = (await (await fetch(`${shop.base}/api/health/`)).json()) as unknown;
      expect(health).toEqual({ status: 'ok', database: 'ok' });
      await pause(1_000);
      until.stop = true;
      await load;
      await proxy.close();

      expect(started.child.exitCode, started.output()).toBeNull();
      const statuses = new Set(shop.answers.map((answer) => answer.status));
      const unexpected = started
        .output()
        .split('\n')
        .filter((line) => line.includes('unhandled_error'));
      expect(
        [...statuses].filter((status) => ![200, 201, 503].includes(status)),
        unexpected.join('\n'),
      ).toEqual([]);
      expect(statuses.has(503)).toBe(true);
      expect(Math.max(...shop.answers.map((answer) => answer.ms))).toBeLessThan(ANSWER_WITHIN_MS);
      expect(recoveries.every((ms) => ms < 2_000)).toBe(true);

      // Nothing half-written: every order has its line, and the stock is exactly what the shipped ones took.
      const [orders] = await sql<{ orders: string; without_items: string; shipped_units: string }>(
        `select count(*) as orders,
                count(*) filter (where not exists (select 1 from order_items i where i.order_id = o.id))
                  as without_items,
                (select coalesce(sum(i.quantity), 0) from order_items i join orders s on s.id = i.order_id
                  where s.status = 'shipped') as shipped_units
           from orders o`,
        databaseName,
      );
      expect(Number(orders!.orders)).toBeGreaterThan(0);
      expect(Number(orders!.without_items)).toBe(0);
      const [stock] = await sql<{ stock: number }>(
        `select stock from products where id = ${productId}`,
        databaseName,
      );
      expect(stock!.stock).toBe(INITIAL_STOCK - Number(orders!.shipped_units));
      // Every quotation has its lines, and its stored total is theirs: no edit was kept by half.
      const [quotations] = await sql<{ quotations: string; inconsistent: string }>(
        `select count(*) as quotations,
                count(*) filter (where lines.sum is null or q.total <>
                  case when q.prices_include_vat then lines.sum else lines.sum + q.vat end) as inconsistent
           from quotations q
           left join lateral (select sum(line_total) as sum from quotation_lines l where l.quotation_id = q.id)
             as lines on true`,
        databaseName,
      );
      expect(Number(quotations!.quotations)).toBeGreaterThan(0);
      expect(Number(quotations!.inconsistent)).toBe(0);
    },
  );
});
