import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXCEL_COLUMNS } from '~/server/services/catalogue/excel';
import { freePort, startServer, waitFor, type Started } from './processes';

const ADMIN_PASSWORD = 'Crash-Admin-Passw0rd';
const IMPORT_ROWS = 3000;

interface Shop {
  base: string;
  process: Started;
  token: string;
}

async function start(dataDir: string): Promise<Shop> {
  const port = await freePort();
  const started = startServer({ PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', ADMIN_PASSWORD });
  await waitFor(started, /server\.started/, 120_000);
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/user/admin-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { base, process: started, token: access };
}

async function api<T>(shop: Shop, method: string, pathName: string, body?: unknown): Promise<T> {
  const response = await fetch(`${shop.base}${pathName}`, {
    method,
    headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

async function killHard(shop: Shop): Promise<void> {
  shop.process.child.kill('SIGKILL');
  await shop.process.exited;
}

async function workbook(category: string): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow([...EXCEL_COLUMNS]);
  for (let index = 0; index < IMPORT_ROWS; index++) {
    const values: Partial<Record<(typeof EXCEL_COLUMNS)[number], unknown>> = {
      name: `Crash Test Cable ${index}`,
      category,
      brand: 'Ugreen',
      price: 100 + index,
      stock: 5,
    };
    sheet.addRow(EXCEL_COLUMNS.map((column) => values[column] ?? null));
  }
  return new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
}

const productCount = async (shop: Shop) =>
  (await api<{ count: number }>(shop, 'GET', '/api/products/?page_size=1')).count;

describe('kill -9 loses no committed data', () => {
  it('during an Excel import and during an order shipment', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-crash-')), 'data');
    let shop = await start(dataDir);
    const before = await productCount(shop);
    const [category] = await api<{ name: string }[]>(shop, 'GET', '/api/categories/');

    // Committed just before the crash: it must survive.
    const survivor = await api<{ id: number; stock: number }>(shop, 'POST', '/api/products/', {
      name: 'Committed Before The Crash',
      brand: 'HP',
      price: '1500',
      stock: 7,
      category: (await api<{ id: number }[]>(shop, 'GET', '/api/categories/'))[0]!.id,
    });

    // The import runs as one transaction: killed mid-way, it is all there or not at all.
    const form = new FormData();
    form.append('excel_file', await workbook(category!.name), 'products.xlsx');
    const importing = fetch(`${shop.base}/api/products/import-excel/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.token}` },
      body: form,
    }).then(
      (response) => response.status,
      () => 'killed' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await killHard(shop);
    const importOutcome = await importing;

    shop = await start(dataDir);
    const afterImport = await productCount(shop);
    if (importOutcome === 200) expect(afterImport).toBe(before + 1 + IMPORT_ROWS);
    else expect([before + 1, before + 1 + IMPORT_ROWS]).toContain(afterImport);
    const kept = await api<{ name: string; stock: number }>(shop, 'GET', `/api/products/id/${survivor.id}/`);
    expect(kept).toMatchObject({ name: 'Committed Before The Crash', stock: 7 });

    // A shipment moves stock in the order's transaction: after a crash, either both happened or neither.
    const order = await api<{ id: number }>(shop, 'POST', '/api/orders/', {
      customer_name: 'Juan dela Cruz',
      items: [{ product: survivor.id, quantity: 3 }],
    });
    const shipping = fetch(`${shop.base}/api/orders/${order.id}/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'shipped' }),
    }).then(
      (response) => response.status,
      () => 'killed' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(shop);
    const shipOutcome = await shipping;

    shop = await start(dataDir);
    const after = await api<{ status: string }>(shop, 'GET', `/api/orders/${order.id}/`);
    const stock = (await api<{ stock: number }>(shop, 'GET', `/api/products/id/${survivor.id}/`)).stock;
    if (shipOutcome === 200) expect(after.status).toBe('shipped');
    expect(after.status === 'shipped' ? stock === 4 : after.status === 'pending' && stock === 7).toBe(true);
    shop.process.child.kill('SIGTERM');
    await shop.process.exited;
  }, 600_000);
});
