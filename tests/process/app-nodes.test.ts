import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '~/server/demo/demo-data';
import { freePort, startServer, waitFor, type Started } from './processes';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'nodes-admin@example.com', password: 'Nodes-Admin-Passw0rd' };
const databaseName = `shop_nodes_${randomBytes(5).toString('hex')}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(serverUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (serverUrl)
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
});

interface Node {
  url: string;
  process: Started;
}

async function startNode(databaseUrl: string): Promise<Node> {
  const port = await freePort();
  const started = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    MEDIA_STORE: 'database',
    SEED: 'demo',
    JWT_SECRET: 'app-nodes-test-secret-0123456789abcdef0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_USERNAME: 'nodesadmin',
  });
  return { url: `http://127.0.0.1:${port}`, process: started };
}

async function call(node: Node, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${node.url}${path}`, { ...init, headers });
}

// Several app nodes need PostgreSQL: PGlite is one process per data directory by design.
describe.runIf(serverUrl)('several app nodes on one PostgreSQL database', () => {
  // Both nodes run the development server from one checkout, and React Router's dev plugin rewrites its
  // generated types folder at start-up in each: now and then one deletes a file the other is writing (ENOENT
  // from @react-router/dev's typegen), which production nodes never do. A second try isolates that race.
  it(
    'start together, then share sessions, rate limits, data and images',
    { retry: 2, timeout: 240_000 },
    async () => {
      // A retry starts from an empty database again, whatever the failed try left.
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
      await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      // Both start at once on an empty database: migrations, the first administrator and the demo catalogue
      // must each happen exactly once.
      const [a, b] = await Promise.all([startNode(url.toString()), startNode(url.toString())]);
      await Promise.all([
        waitFor(a.process, /server\.started/, 150_000),
        waitFor(b.process, /server\.started/, 150_000),
      ]);

      const counts = await admin(
        async (client) =>
          (
            await client.query<{ admins: number; categories: number; products: number; migrations: number }>(
              `select (select count(*)::int from users where is_superuser) as admins,
                    (select count(*)::int from categories) as categories,
                    (select count(*)::int from products) as products,
                    (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
            )
          ).rows[0]!,
        databaseName,
      );
      const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      expect(counts).toEqual({
        admins: 1,
        categories: DEMO_CATEGORIES.length,
        products: DEMO_PRODUCTS.length,
        migrations: journal.entries.length,
      });

      // A session begun on one node continues on the other; a rotated refresh token is dead on both.
      const login = await call(a, '/api/user/admin-login/', { method: 'POST', body: JSON.stringify(ADMIN) });
      expect(login.status).toBe(200);
      const tokens = (await login.json()) as { access: string; refresh: string };
      const refreshed = await call(b, '/api/token/refresh/', {
        method: 'POST',
        body: JSON.stringify({ refresh: tokens.refresh }),
      });
      expect(refreshed.status).toBe(200);
      const { access } = (await refreshed.json()) as { access: string };
      expect((await call(b, '/api/orders/', { token: access })).status).toBe(200);
      const reused = await call(a, '/api/token/refresh/', {
        method: 'POST',
        body: JSON.stringify({ refresh: tokens.refresh }),
      });
      expect(reused.status).toBe(401);
      // Reuse revoked the chain on every node, its access tokens included; a fresh sign-in starts a new one.
      expect((await call(b, '/api/orders/', { token: access })).status).toBe(401);
      const again = await call(b, '/api/user/admin-login/', {
        method: 'POST',
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(again.status).toBe(200);
      const { access: fresh } = (await again.json()) as { access: string };

      // A product and its image written through node A are served by node B, image file included.
      const [category] = (await (await call(b, '/api/categories/')).json()) as { id: number; slug: string }[];
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Two Node Router',
        brand: 'TP-Link',
        price: '2499',
        stock: '8',
        category: String(category!.id),
      })) {
        form.append(key, value);
      }
      const created = await call(a, '/api/products/', { method: 'POST', body: form, token: fresh });
      expect(created.status).toBe(201);
      const product = (await created.json()) as { id: number };
      const upload = new FormData();
      upload.append('product', String(product.id));
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2563eb' } })
        .png()
        .toBuffer();
      upload.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'router.png');
      const image = await call(a, '/api/product-images/', { method: 'POST', body: upload, token: fresh });
      expect(image.status).toBe(201);
      const { image: imageUrl } = (await image.json()) as { image: string };

      const seen = (await (await call(b, `/api/products/id/${product.id}/`)).json()) as { name: string };
      expect(seen.name).toBe('Two Node Router');
      const file = await call(b, new URL(imageUrl, b.url).pathname);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
      const history = await call(b, `/api/activity/?entity_type=product&entity_id=${product.id}`, {
        token: fresh,
      });
      expect(
        ((await history.json()) as { results: { action: string }[] }).results.map((e) => e.action),
      ).toEqual(['image_added', 'created']);

      // Node B caches public reads per catalogue version: a price change and a hide made through node A show
      // on node B's very next request, on the API and on the server-rendered pages.
      const slug = ((await (await call(b, `/api/products/id/${product.id}/`)).json()) as { slug: string })
        .slug;
      const productPage = `/category/${category!.slug}/${slug}`;
      for (let warm = 0; warm < 2; warm++) {
        expect((await call(b, `/api/products/${slug}/`)).status).toBe(200);
        expect(await (await call(b, `/category/${category!.slug}`)).text()).toContain('Two Node Router');
        expect((await call(b, productPage)).status).toBe(200);
      }
      const edit = new FormData();
      edit.append('price', '1999');
      const repriced = await call(a, `/api/products/id/${product.id}/`, {
        method: 'PUT',
        body: edit,
        token: fresh,
      });
      expect(repriced.status).toBe(200);
      expect(await (await call(b, `/api/products/${slug}/`)).json()).toMatchObject({ price: '1999.00' });
      expect(await (await call(b, productPage)).text()).toContain('1,999');
      const hide = await call(a, `/api/products/id/${product.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ hidden: true }),
        token: fresh,
      });
      expect(hide.status).toBe(200);
      expect((await call(b, `/api/products/${slug}/`)).status).toBe(404);
      expect(await (await call(b, `/category/${category!.slug}`)).text()).not.toContain('Two Node Router');

      // The company's settings changed through node A show on node B's next page load, without a restart.
      const settings = await (await call(a, '/api/settings/admin/', { token: fresh })).json();
      const saved = await call(a, '/api/settings/', {
        method: 'PUT',
        body: JSON.stringify({ ...(settings as object), name: 'Two Node Trading Corp.' }),
        token: fresh,
      });
      expect(saved.status).toBe(200);
      expect(await (await call(b, '/contact')).text()).toContain(
        '<title>Contact Us | Two Node Trading Corp.</title>',
      );

      // The login limit counts attempts on every node together: 5 wrong passwords spread over both,
      // then the sixth is refused on either.
      const wrong = (node: Node) =>
        call(node, '/api/user/admin-login/', {
          method: 'POST',
          body: JSON.stringify({ email: ADMIN.email, password: 'not-the-password' }),
        });
      for (const node of [a, b, a, b, a]) expect((await wrong(node)).status).toBe(401);
      expect((await wrong(b)).status).toBe(429);

      a.process.child.kill('SIGTERM');
      b.process.child.kill('SIGTERM');
      expect(await Promise.all([a.process.exited, b.process.exited])).toEqual([0, 0]);
    },
  );
});
