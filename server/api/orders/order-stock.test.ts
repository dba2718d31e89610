import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activity, outbox, products, stockMovements } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { DEMO_SETTINGS } from '~/domain/company';
import { updateSettings } from '../../services/settings/settings';
import { stockLedgerMismatches, writeMovements } from '../../services/stock/stock-ledger';
import { dataOf, insertCategory, insertProduct, MAIL_SETTINGS, openStaffedContext } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext(MAIL_SETTINGS);
afterAll(() => ctx.close());
const categoryId = await insertCategory(ctx, 'Laptops', 'laptops');
await updateSettings(
  ctx.db,
  { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph'] },
  admin,
  ctx.clock.current,
);
let made = 0;

/** A product whose units came in through the ledger, so the audit can replay it. */
async function product(label: string, units: number, fields: { serialized?: boolean } = {}) {
  made += 1;
  const created = await insertProduct(ctx, {
    name: `${label} ${made}`,
    brand: 'Lenovo',
    price: '1000',
    stock: 0,
    category: categoryId,
  });
  await ctx.db.transaction(async (tx) => {
    if (units > 0) {
      await writeMovements(
        tx,
        [{ productId: created.id, kind: 'receipt', quantity: units }],
        { note: 'Opening count' },
        null,
        ctx.clock.current,
      );
    }
    if (fields.serialized) {
      await tx.update(products).set({ serialized: true }).where(eq(products.id, created.id));
    }
  });
  return created;
}

async function levelsOf(id: number) {
  const [row] = await ctx.db
    .select({ stock: products.stock, reserved: products.reserved })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

async function mismatchesOf(ids: number[]) {
  return (await stockLedgerMismatches(ctx.db)).filter((row) => ids.includes(row.product));
}

const api = () => ctx.apiFor(staff.access);

async function newOrder(items: { product: number; quantity: number }[]) {
  return dataOf(await api().POST('/api/orders/', { body: { customer_name: 'Santos Trading', items } }), 201);
}

const confirm = (id: number, body: { reason?: string } = {}) =>
  ctx.request('POST', `/api/orders/${id}/confirm/`, { json: body, token: staff.access });

const patch = (id: number, json: unknown) =>
  ctx.request('PATCH', `/api/orders/${id}/`, { json, token: staff.access });

const put = (id: number, json: unknown) =>
  ctx.request('PUT', `/api/orders/${id}/`, { json, token: staff.access });

const orderOf = async (id: number) =>
  dataOf(await api().GET('/api/orders/{id}/', { params: { path: { id } } }));

describe('POST /api/orders/{id}/confirm/', () => {
  it('reserves the product lines, stamps the order, and changes nothing a second time', async () => {
    const laptop = await product('ThinkPad E14', 5);
    const order = await newOrder([{ product: laptop.id, quantity: 3 }]);
    const response = await confirm(order.id);
    expect(response.status).toBe(200);
    const confirmed = await response.json();
    expect(confirmed).toEqual(await orderOf(order.id));
    expect(confirmed.confirmed_at).toBe(ctx.clock.current.toISOString());
    expect(confirmed.items[0]).toMatchObject({ quantity: 3, reserved: 3, shipped: 0 });
    expect(await levelsOf(laptop.id)).toEqual({ stock: 5, reserved: 3 });

    ctx.clock.advance(5);
    expect((await confirm(order.id)).status).toBe(200);
    expect((await orderOf(order.id)).confirmed_at).toBe(confirmed.confirmed_at);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 5, reserved: 3 });
    const history = await ctx.db
      .select({ action: activity.action })
      .from(activity)
      .where(and(eq(activity.entityType, 'order'), eq(activity.entityId, order.id)));
    expect(history.filter((entry) => entry.action === 'confirmed')).toHaveLength(1);
  });

  it('refuses more than is available, and reserves it with a reason, recorded', async () => {
    const laptop = await product('ThinkPad T14', 2);
    const order = await newOrder([{ product: laptop.id, quantity: 3 }]);
    const refused = await confirm(order.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: adminMessages.stock.notAvailable(laptop.name, 2, 3) });
    expect((await orderOf(order.id)).confirmed_at).toBeNull();
    expect(await levelsOf(laptop.id)).toEqual({ stock: 2, reserved: 0 });

    const reason = 'Supplier delivers 5 more on Monday';
    expect((await confirm(order.id, { reason })).status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 2, reserved: 3 });
    const movements = await ctx.db
      .select({ kind: stockMovements.kind, override: stockMovements.override, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(movements).toEqual([{ kind: 'reservation', override: true, reason }]);
    const [entry] = await ctx.db
      .select({ note: activity.note })
      .from(activity)
      .where(
        and(
          eq(activity.entityType, 'order'),
          eq(activity.entityId, order.id),
          eq(activity.action, 'confirmed'),
        ),
      );
    expect(entry!.note).toBe(reason);
    expect(await mismatchesOf([laptop.id])).toEqual([]);
  });

  it('confirms only pending orders', async () => {
    const laptop = await product('IdeaPad', 5);
    const order = await newOrder([{ product: laptop.id, quantity: 1 }]);
    expect((await patch(order.id, { status: 'cancelled' })).status).toBe(200);
    const refused = await confirm(order.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: adminMessages.order.notConfirmable('cancelled') });
    expect((await confirm(999_999)).status).toBe(404);
    expect((await confirm(order.id, { reason: 'x'.repeat(501) })).status).toBe(400);
  });
});

describe("a confirmed order's reservations", () => {
  it('follow an edit of its lines, by the same rules', async () => {
    const laptop = await product('Yoga Slim', 6);
    const mouse = await product('Mouse', 10);
    const order = await newOrder([{ product: laptop.id, quantity: 2 }]);
    await confirm(order.id);

    const more = await put(order.id, {
      items: [
        { product: laptop.id, quantity: 4 },
        { product: mouse.id, quantity: 3 },
      ],
    });
    expect(more.status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 6, reserved: 4 });
    expect(await levelsOf(mouse.id)).toEqual({ stock: 10, reserved: 3 });

    const tooMany = await put(order.id, { items: [{ product: laptop.id, quantity: 7 }] });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ detail: adminMessages.stock.notAvailable(laptop.name, 2, 3) });
    expect((await orderOf(order.id)).items.map((item) => item.quantity)).toEqual([4, 3]);

    const fewer = await put(order.id, { items: [{ product: laptop.id, quantity: 1 }] });
    expect(fewer.status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 6, reserved: 1 });
    expect(await levelsOf(mouse.id)).toEqual({ stock: 10, reserved: 0 });

    const overridden = await put(order.id, {
      items: [{ product: laptop.id, quantity: 8 }],
      reason: 'Customer agreed to wait',
    });
    expect(overridden.status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 6, reserved: 8 });
    expect(await mismatchesOf([laptop.id, mouse.id])).toEqual([]);
  });

  it('are released when the order is cancelled, and a shipped order takes its units back', async () => {
    const laptop = await product('ThinkBook', 5);
    const reservedOrder = await newOrder([{ product: laptop.id, quantity: 2 }]);
    const shippedOrder = await newOrder([{ product: laptop.id, quantity: 1 }]);
    await confirm(reservedOrder.id);
    await confirm(shippedOrder.id);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 5, reserved: 3 });
    expect((await patch(shippedOrder.id, { status: 'shipped' })).status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 4, reserved: 2 });
    expect((await orderOf(shippedOrder.id)).items[0]).toMatchObject({ reserved: 0, shipped: 1 });

    expect((await patch(reservedOrder.id, { status: 'cancelled' })).status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 4, reserved: 0 });
    expect((await patch(shippedOrder.id, { status: 'cancelled' })).status).toBe(200);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 5, reserved: 0 });
    const kinds = await ctx.db
      .select({ order: stockMovements.orderId, kind: stockMovements.kind, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(inArray(stockMovements.orderId, [reservedOrder.id, shippedOrder.id]))
      .orderBy(asc(stockMovements.id));
    expect(kinds).toEqual([
      { order: reservedOrder.id, kind: 'reservation', quantity: 2 },
      { order: shippedOrder.id, kind: 'reservation', quantity: 1 },
      { order: shippedOrder.id, kind: 'shipment', quantity: 1 },
      { order: reservedOrder.id, kind: 'release', quantity: 2 },
      { order: shippedOrder.id, kind: 'return', quantity: 1 },
    ]);
    expect(await mismatchesOf([laptop.id])).toEqual([]);
  });

  it('are released when a pending order is deleted', async () => {
    const laptop = await product('Legion', 3);
    const order = await newOrder([{ product: laptop.id, quantity: 2 }]);
    await confirm(order.id);
    const removed = await ctx.request('DELETE', `/api/orders/${order.id}/`, { token: admin.access });
    expect(removed.status).toBe(204);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 3, reserved: 0 });
    expect(await mismatchesOf([laptop.id])).toEqual([]);
  });
});

describe('marking an order shipped', () => {
  it('reserves and ships an unconfirmed order, refused like confirming when short', async () => {
    const laptop = await product('V15', 2);
    const order = await newOrder([{ product: laptop.id, quantity: 2 }]);
    const shipped = await patch(order.id, { status: 'shipped' });
    expect(shipped.status).toBe(200);
    const view = await shipped.json();
    expect(view.confirmed_at).toBe(ctx.clock.current.toISOString());
    expect(view.items[0]).toMatchObject({ reserved: 0, shipped: 2 });
    expect(await levelsOf(laptop.id)).toEqual({ stock: 0, reserved: 0 });

    const short = await newOrder([{ product: laptop.id, quantity: 1 }]);
    const refused = await patch(short.id, { status: 'shipped' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: adminMessages.stock.notAvailable(laptop.name, 0, 1) });
    expect(await mismatchesOf([laptop.id])).toEqual([]);
  });

  it('is refused while a serialized product has units without serial numbers', async () => {
    const laptop = await product('Serialized ThinkPad', 5, { serialized: true });
    const mouse = await product('Plain Mouse', 5);
    const order = await newOrder([
      { product: mouse.id, quantity: 1 },
      { product: laptop.id, quantity: 2 },
    ]);
    await confirm(order.id);
    const refused = await patch(order.id, { status: 'shipped' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: adminMessages.order.serialsNeeded([laptop.name]) });
    expect((await orderOf(order.id)).status).toBe('pending');
    expect(await levelsOf(laptop.id)).toEqual({ stock: 5, reserved: 2 });
    expect(await levelsOf(mouse.id)).toEqual({ stock: 5, reserved: 1 });
  });
});

describe('an accepted quotation', () => {
  async function acceptQuotation(productId: number, quantity: number) {
    const draft = dataOf(
      await api().POST('/api/quotations/', {
        body: {
          customer_name: 'Maria Santos',
          customer_email: 'maria@example.ph',
          customer_address: '88 Ortigas Ave, Pasig City',
          lines: [{ product: productId, quantity }],
        },
      }),
      201,
    );
    expect(
      (await api().POST('/api/quotations/{id}/send/', { params: { path: { id: draft.id } } })).response
        .status,
    ).toBe(200);
    const token = draft.public_path.split('/').at(-1)!;
    await ctx.db.delete(outbox);
    const answer = dataOf(
      await ctx.api.POST('/api/quote/{token}/accept/', { params: { path: { token } }, body: {} }),
    );
    const [notice] = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'quotation_answer'));
    return { order: await orderOf(answer.order!), notice: notice! };
  }

  it('reserves its lines and keeps the delivery address', async () => {
    const laptop = await product('Accepted ThinkPad', 4);
    const { order, notice } = await acceptQuotation(laptop.id, 3);
    expect(order).toMatchObject({
      status: 'pending',
      delivery_address: '88 Ortigas Ave, Pasig City',
      confirmed_at: ctx.clock.current.toISOString(),
    });
    expect(order.items[0]).toMatchObject({ quantity: 3, reserved: 3 });
    expect(await levelsOf(laptop.id)).toEqual({ stock: 4, reserved: 3 });
    expect(notice.textBody).toContain(`Stock: ${adminMessages.order.stockReserved}`);
  });

  it('still stands when stock is short, leaving the order unconfirmed and saying so', async () => {
    const laptop = await product('Short ThinkPad', 1);
    const { order, notice } = await acceptQuotation(laptop.id, 2);
    expect(order).toMatchObject({ status: 'pending', confirmed_at: null });
    expect(order.items[0]).toMatchObject({ quantity: 2, reserved: 0 });
    expect(await levelsOf(laptop.id)).toEqual({ stock: 1, reserved: 0 });
    const said = adminMessages.order.stockNotReserved(adminMessages.stock.notAvailable(laptop.name, 1, 2));
    expect(notice.textBody).toContain(`Stock: ${said}`);
    const notes = await ctx.db
      .select({ note: activity.note })
      .from(activity)
      .where(and(eq(activity.entityType, 'order'), eq(activity.entityId, order.id)));
    expect(notes.map((entry) => entry.note).join('\n')).toContain(said);
  });
});

describe('twenty confirmations of the last units at once', () => {
  it('reserve exactly what is available, and the ledger still adds up', async () => {
    const laptop = await product('Last Units ThinkPad', 7);
    const orders = [];
    for (let index = 0; index < 20; index += 1)
      orders.push(await newOrder([{ product: laptop.id, quantity: 1 }]));
    const answers = await Promise.all(orders.map((order) => confirm(order.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    expect(await levelsOf(laptop.id)).toEqual({ stock: 7, reserved: 7 });
    const confirmed = await Promise.all(orders.map(async (order) => (await orderOf(order.id)).confirmed_at));
    expect(confirmed.filter((at) => at !== null)).toHaveLength(7);
    expect(await mismatchesOf([laptop.id])).toEqual([]);
  });
});
