import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { EXCEL_COLUMNS } from '~/domain/product-fields';
import { stockLedgerMismatches, writeMovements } from '../../services/stock/stock-ledger';
import { dataOf, insertCategory, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const office = await insertCategory(ctx, 'Office Supplies', 'office-supplies');
const asAdmin = ctx.apiFor(admin.access);
const asStaff = ctx.apiFor(staff.access);

function productForm(fields: Record<string, string | number>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  return data;
}

async function newProduct(name: string, stock: number): Promise<number> {
  const response = await ctx.request('POST', '/api/products/', {
    body: productForm({ name, brand: 'HP', price: '1200.00', stock, category: office }),
    token: admin.access,
  });
  expect(response.status).toBe(201);
  ctx.clock.advance(1);
  return ((await response.json()) as { id: number }).id;
}

const ledger = (product: number) =>
  asStaff
    .GET('/api/stock-movements/', { params: { query: { product } } })
    .then((answer) => dataOf(answer, 200));

const levels = (id: number) =>
  ctx.db
    .select({ stock: products.stock, reserved: products.reserved })
    .from(products)
    .where(eq(products.id, id))
    .then((rows) => rows[0]!);

describe('the stock ledger', () => {
  it('opens a new product with its typed stock and records a count on the form as the difference', async () => {
    const id = await newProduct('Stapler HD-10', 12);
    const edit = await ctx.request('PUT', `/api/products/id/${id}/`, {
      body: productForm({ stock: 9 }),
      token: staff.access,
    });
    expect(edit.status).toBe(200);
    const { results } = await ledger(id);
    expect(results.map((row) => [row.kind, row.quantity, row.reason, row.on_hand_after])).toEqual([
      ['adjustment', -3, 'Counted on the product form', 9],
      ['adjustment', 12, 'Opening stock', 12],
    ]);
    expect(results[0]!.created_by).toBe(staff.username);
    expect(await stockLedgerMismatches(ctx.db)).toEqual([]);
  });

  it('takes receipts, returns and adjustments from a superuser, with the levels after each', async () => {
    const id = await newProduct('Bond paper A4', 5);
    const receipt = await asAdmin.POST('/api/stock-movements/', {
      body: { product: id, kind: 'receipt', quantity: 20, reason: 'Supplier DR 1042' },
    });
    expect(dataOf(receipt, 201)).toMatchObject({ kind: 'receipt', quantity: 20, on_hand_after: 25 });
    const loss = await asAdmin.POST('/api/stock-movements/', {
      body: { product: id, kind: 'adjustment', quantity: -2, reason: 'Water damage' },
    });
    expect(dataOf(loss, 201)).toMatchObject({ on_hand_after: 23, reason: 'Water damage' });
    expect(await levels(id)).toEqual({ stock: 23, reserved: 0 });
    expect(await stockLedgerMismatches(ctx.db)).toEqual([]);
  });

  it('refuses what would break the sums, each with a clear message, and writes nothing', async () => {
    const id = await newProduct('Toner 85A', 2);
    const noReason = await asAdmin.POST('/api/stock-movements/', {
      body: { product: id, kind: 'adjustment', quantity: -1, reason: '  ' },
    });
    expect(noReason.response.status).toBe(400);
    expect(noReason.error).toMatchObject({ reason: [adminMessages.stock.reasonRequired] });

    const negativeReceipt = await asAdmin.POST('/api/stock-movements/', {
      body: { product: id, kind: 'receipt', quantity: -4, reason: '' },
    });
    expect(negativeReceipt.error).toMatchObject({ quantity: [adminMessages.stock.notPositive] });

    const belowZero = await asAdmin.POST('/api/stock-movements/', {
      body: { product: id, kind: 'adjustment', quantity: -3, reason: 'Count' },
    });
    expect(belowZero.response.status).toBe(409);
    expect(belowZero.error).toMatchObject({ detail: adminMessages.stock.belowZero('Toner 85A', 2) });

    const unknown = await asAdmin.POST('/api/stock-movements/', {
      body: { product: 999_999, kind: 'receipt', quantity: 1, reason: '' },
    });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ product: [adminMessages.stock.productMissing(999_999)] });

    expect((await ledger(id)).count).toBe(1);
    expect(await levels(id)).toEqual({ stock: 2, reserved: 0 });
  });

  it('is read by staff and written by superusers only', async () => {
    const id = await newProduct('Binder clips', 4);
    const refused = await asStaff.POST('/api/stock-movements/', {
      body: { product: id, kind: 'receipt', quantity: 1, reason: '' },
    });
    expect(refused.response.status).toBe(403);
    expect((await ledger(id)).count).toBe(1);
  });

  it('refuses to reserve more than is available unless a reason overrides, and ships only what was reserved', async () => {
    const id = await newProduct('Laptop bag', 3);
    await ctx.db.transaction((tx) =>
      writeMovements(
        tx,
        [{ productId: id, kind: 'reservation', quantity: 2 }],
        { note: 'Order #1' },
        null,
        ctx.clock.current,
      ),
    );
    await expect(
      ctx.db.transaction((tx) =>
        writeMovements(
          tx,
          [{ productId: id, kind: 'reservation', quantity: 2 }],
          { note: 'Order #2' },
          null,
          ctx.clock.current,
        ),
      ),
    ).rejects.toThrow(adminMessages.stock.notAvailable('Laptop bag', 1, 2));
    await ctx.db.transaction((tx) =>
      writeMovements(
        tx,
        [
          {
            productId: id,
            kind: 'reservation',
            quantity: 2,
            override: true,
            reason: 'Supplier delivers Monday',
          },
        ],
        { note: 'Order #2' },
        null,
        ctx.clock.current,
      ),
    );
    expect(await levels(id)).toEqual({ stock: 3, reserved: 4 });
    await expect(
      ctx.db.transaction((tx) =>
        writeMovements(
          tx,
          [{ productId: id, kind: 'shipment', quantity: 5 }],
          { note: 'Order #1' },
          null,
          ctx.clock.current,
        ),
      ),
    ).rejects.toThrow(adminMessages.stock.moreThanReserved('Laptop bag', 4, 5));
    const { results } = await ledger(id);
    expect(results[0]).toMatchObject({
      kind: 'reservation',
      override: true,
      reserved_after: 4,
      on_hand_after: 3,
    });
    expect(await stockLedgerMismatches(ctx.db)).toEqual([]);
  });

  it('records an Excel import that changes stock as an adjustment naming the file', async () => {
    const id = await newProduct('Ballpen blue', 40);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow([...EXCEL_COLUMNS]);
    const row: unknown[] = EXCEL_COLUMNS.map(() => null);
    row[EXCEL_COLUMNS.indexOf('id')] = id;
    row[EXCEL_COLUMNS.indexOf('name')] = 'Ballpen blue';
    row[EXCEL_COLUMNS.indexOf('category')] = 'Office Supplies';
    row[EXCEL_COLUMNS.indexOf('brand')] = 'HP';
    row[EXCEL_COLUMNS.indexOf('price')] = 1200;
    row[EXCEL_COLUMNS.indexOf('stock')] = 55;
    sheet.addRow(row);
    const form = new FormData();
    form.append('excel_file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'count.xlsx');
    const response = await ctx.request('POST', '/api/products/import-excel/', {
      body: form,
      token: admin.access,
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const { results } = await ledger(id);
    expect(results[0]).toMatchObject({
      kind: 'adjustment',
      quantity: 15,
      reason: 'Excel import: count.xlsx',
    });
    expect(await stockLedgerMismatches(ctx.db)).toEqual([]);
  });

  it('finds a product whose stored figure disagrees with its movements', async () => {
    const id = await newProduct('Mouse pad', 6);
    await ctx.db.update(products).set({ stock: 7 }).where(eq(products.id, id));
    expect(await stockLedgerMismatches(ctx.db)).toEqual([
      { product: id, stock: 7, reserved: 0, ledgerStock: 6, ledgerReserved: 0 },
    ]);
    await ctx.db.update(products).set({ stock: 6 }).where(eq(products.id, id));
  });
});
