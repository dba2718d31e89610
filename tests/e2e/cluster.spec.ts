import { execFileSync, spawn } from 'node:child_process';
import { request as playwrightRequest } from '@playwright/test';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '~/scripts/lib/production-server';
import { apiLogin, expect, test } from './fixtures';
import { E2E_ADMIN, E2E_PORT } from './settings';

/** Run by the `postgres` project only, which exists when TEST_DATABASE_URL names a server (playwright.config.ts). */
const DATABASE = process.env.TEST_DATABASE_URL;
const PORT = E2E_PORT + 5;
const BASE_URL = `http://127.0.0.1:${PORT}`;

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test('with WEB_CONCURRENCY=2 two workers serve the shop, every one shows a change at once, and both stop', async () => {
  test.setTimeout(120_000);
  const name = `shop_cluster_${process.pid}`;
  const admin = new URL(DATABASE!);
  admin.pathname = '/postgres';
  const url = new URL(DATABASE!);
  url.pathname = `/${name}`;
  await onServer(admin.toString(), `drop database if exists ${name}`);
  await onServer(admin.toString(), `create database ${name}`);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'build/node/index.js', '--built'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: BASE_URL,
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: '2',
      JWT_SECRET: 'cluster-journey-secret-of-at-least-32-characters',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED: 'none',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    await expect
      .poll(async () => (await api.get('/api/health/').catch(() => null))?.status(), { timeout: 60_000 })
      .toBe(200);
    const workers = execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' });
    expect(workers.trim().split('\n')).toHaveLength(2);
    const categoriesOnFreshConnections = async (expected: string | null) => {
      // Separate connections, so the operating system spreads them over both workers.
      for (let round = 0; round < 12; round += 1) {
        const fresh = await playwrightRequest.newContext({ baseURL: BASE_URL });
        const text = await (await fresh.get('/api/categories/', { headers: { connection: 'close' } })).text();
        if (expected) expect(text).toContain(expected);
        await fresh.dispose();
      }
    };
    // Both workers keep the list before the change...
    await categoriesOnFreshConnections(null);
    const { access } = await apiLogin(api);
    const created = await api.post('/api/categories/', {
      headers: { authorization: `Bearer ${access}` },
      multipart: { name: 'Cluster Printers' },
    });
    expect(created.status(), await created.text()).toBe(201);
    // ...and each answers with the new category on the very next request.
    await categoriesOnFreshConnections('Cluster Printers');
  } finally {
    await api.dispose();
    server.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  await onServer(admin.toString(), `drop database if exists ${name}`);
});
