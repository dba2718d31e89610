import { warrantyMessages } from '~/domain/warranty-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, customers, documentSeries, orders, products, stockMovements } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import { WARRANTY_MAX_PER_CLIENT } from '../../services/shipments/warranty';
import { confirmedOrder, makeSerialized } from '../../test/confirmed-order';
import { dataOf, errorOf, insertCategory, insertProduct, openStaffedContext } from '../../test/harness';
import { createOrder } from '../../services/orders/orders';

const { ctx, admin, staff } = await openStaffedContext();
const asStaff = ctx.apiFor(staff.access);
const text = adminMessages.shipments;
const category = await insertCategory(ctx, 'Laptops', 'laptops');

let made = 0;
async function product(stock: number, serializedMonths?: number) {
  const row = await insertProduct(ctx, {
    name: `ThinkPad E14 Gen ${++made}`,
    brand: 'Lenovo',
    price: '48500',
    stock,
    category,
  });
  if (serializedMonths !== undefined) await makeSerialized(ctx, row.id, serializedMonths);
  return row;
}

const levels = async (id: number) =>
  (
    await ctx.db
      .select({ stock: products.stock, reserved: products.reserved })
      .from(products)
      .where(eq(products.id, id))
  )[0]!;

const deliver = (body: {
  order: number;
  delivered_on?: string;
  notes?: string;
  lines: { order_item: number; quantity: number; serials?: string[] }[];
}) => asStaff.POST('/api/shipments/', { body });

describe('recording a delivery', () => {
  it('delivers a serialized line of three scanned units, prints the buyer and moves the reservation out of stock', async () => {
    const laptop = await product(10, 12);
    const mouse = await product(20);
    const [buyer] = await ctx.db
      .insert(customers)
      .values({ code: 'C-90001', name: 'Visayas Freight Inc.', tin: '123-456-789-00000' })
      .returning();
    const order = await confirmedOrder(
      ctx,
      admin,
      [
        { product: laptop.id, quantity: 3 },
        { product: mouse.id, quantity: 5 },
      ],
      { customer: buyer!.id },
    );
    await ctx.db
      .update(orders)
      .set({ deliveryAddress: 'Pier 4, Cebu City', poNumber: 'PO-7781' })
      .where(eq(orders.id, order.id));
    const [laptopLine, mouseLine] = order.items;

    const shipment = dataOf(
      await deliver({
        order: order.id,
        delivered_on: '2026-11-20',
        lines: [
          { order_item: laptopLine!.id, quantity: 3, serials: [' pf3abc01 ', 'PF3ABC02', 'pf3abc03\t'] },
          { order_item: mouseLine!.id, quantity: 2 },
        ],
      }),
      201,
    );
    expect(shipment).toMatchObject({
      number: 'DR-000001',
      order: order.id,
      customer: buyer!.id,
      buyer_name: 'Visayas Freight Inc.',
      buyer_tin: '123-456-789-00000',
      delivery_address: 'Pier 4, Cebu City',
      po_number: 'PO-7781',
      delivered_on: '2026-11-20',
      created_by: staff.username,
    });
    expect(shipment.lines.map((line) => [line.product_name, line.quantity, line.serials])).toEqual([
      [laptop.name, 3, ['PF3ABC01', 'PF3ABC02', 'PF3ABC03']],
      [mouse.name, 2, []],
    ]);
    expect(await levels(laptop.id)).toEqual({ stock: 7, reserved: 0 });
    expect(await levels(mouse.id)).toEqual({ stock: 18, reserved: 3 });
    const movements = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.shipmentId, shipment.id));
    expect(movements.map((row) => [row.productId, row.kind, row.quantity, row.orderId])).toEqual([
      [laptop.id, 'shipment', 3, order.id],
      [mouse.id, 'shipment', 2, order.id],
    ]);
    // Part of the order is still to go: it stays pending.
    expect((await ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('pending');

    const deliverable = dataOf(
      await asStaff.GET('/api/orders/{id}/deliverable/', { params: { path: { id: order.id } } }),
      200,
    );
    expect(deliverable.lines.map((line) => [line.delivered, line.remaining, line.serialized])).toEqual([
      [3, 0, true],
      [2, 3, false],
    ]);

    const rest = dataOf(
      await deliver({ order: order.id, lines: [{ order_item: mouseLine!.id, quantity: 3 }] }),
      201,
    );
    expect(rest.number).toBe('DR-000002');
    expect(rest.delivered_on).toBe('2026-11-22');
    const [shipped] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(shipped!.status).toBe('shipped');
    expect(shipped!.shippedAt).not.toBeNull();
    const history = await ctx.db.select().from(activity).where(eq(activity.entityType, 'shipment'));
    expect(history.map((row) => [row.entityLabel, row.action])).toEqual(
      expect.arrayContaining([
        ['DR-000001', 'created'],
        ['DR-000002', 'created'],
      ]),
    );
    const orderHistory = await ctx.db.select().from(activity).where(eq(activity.entityId, order.id));
    expect(orderHistory.some((row) => row.entityType === 'order' && row.action === 'shipped')).toBe(true);

    const listed = dataOf(
      await asStaff.GET('/api/shipments/', { params: { query: { order: order.id } } }),
      200,
    );
    expect(listed.results.map((row) => [row.number, row.unit_count])).toEqual([
      ['DR-000002', 3],
      ['DR-000001', 5],
    ]);
  });

  it('refuses an order that is not confirmed, and gives nothing away', async () => {
    const laptop = await product(5);
    const order = await createOrder(
      ctx.db,
      { customer_name: 'Walk-in', items: [{ product: laptop.id, quantity: 1 }] },
      admin,
      ctx.clock.current,
    );
    const answer = await deliver({
      order: order.id,
      lines: [{ order_item: order.items[0]!.id, quantity: 1 }],
    });
    expect(answer.response.status).toBe(409);
    expect(answer.error?.detail).toBe(text.notConfirmed);
    const missing = await deliver({ order: 999_999, lines: [{ order_item: 1, quantity: 1 }] });
    expect(missing.response.status).toBe(400);
    expect(missing.error).toMatchObject({ order: [text.orderMissing(999_999)] });
  });

  it('refuses more than remains, lines not on the order, and serials that do not fit, naming the line and serial', async () => {
    const laptop = await product(10, 24);
    const order = await confirmedOrder(ctx, admin, [{ product: laptop.id, quantity: 3 }]);
    const line = order.items[0]!.id;
    const series = async () =>
      (await ctx.db.select().from(documentSeries).where(eq(documentSeries.kind, 'delivery_receipt')))[0]!
        .next;
    const before = await series();

    const tooMany = await deliver({
      order: order.id,
      lines: [{ order_item: line, quantity: 4, serials: [] }],
    });
    expect(tooMany.response.status).toBe(400);
    expect(tooMany.error).toMatchObject({ lines: [{ quantity: [text.moreThanRemaining(3)] }] });

    const stranger = await deliver({ order: order.id, lines: [{ order_item: line + 1000, quantity: 1 }] });
    expect(stranger.error).toMatchObject({ lines: [{ order_item: [text.lineNotOnOrder] }] });

    const bad = await deliver({
      order: order.id,
      lines: [{ order_item: line, quantity: 3, serials: ['5CG1', 'HELLO WORLD', '5cg1'] }],
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({
      lines: [
        {
          serials: [
            {},
            { non_field_errors: [text.serialFormat('HELLO WORLD')] },
            { non_field_errors: [text.serialRepeated('5CG1')] },
          ],
        },
      ],
    });

    const short = await deliver({
      order: order.id,
      lines: [{ order_item: line, quantity: 3, serials: ['5CG1'] }],
    });
    expect(short.error).toMatchObject({ lines: [{ serials: [text.serialCount(3, 1)] }] });

    dataOf(
      await deliver({ order: order.id, lines: [{ order_item: line, quantity: 1, serials: ['5CG-0001'] }] }),
      201,
    );
    const again = await deliver({
      order: order.id,
      lines: [{ order_item: line, quantity: 2, serials: ['5cg-0001', '5CG-0002'] }],
    });
    expect(again.error).toMatchObject({
      lines: [{ serials: [{ non_field_errors: [text.serialShipped('5CG-0001')] }] }],
    });

    // Refusals took no number: the one delivery that went through took the next, and the series moved by one.
    expect(await series()).toBe(before + 1);
    expect(await levels(laptop.id)).toEqual({ stock: 9, reserved: 2 });
  });

  it('refuses serials on a product that is not serialized', async () => {
    const cable = await product(10);
    const order = await confirmedOrder(ctx, admin, [{ product: cable.id, quantity: 1 }]);
    const answer = await deliver({
      order: order.id,
      lines: [{ order_item: order.items[0]!.id, quantity: 1, serials: ['ABC123'] }],
    });
    expect(answer.error).toMatchObject({ lines: [{ serials: [text.serialsNotWanted] }] });
  });

  it('numbers parallel deliveries consecutively, without gaps or repeats', async () => {
    const cable = await product(100);
    const ordersToShip = await Promise.all(
      Array.from({ length: 10 }, () => confirmedOrder(ctx, admin, [{ product: cable.id, quantity: 1 }])),
    );
    const [series] = await ctx.db
      .select()
      .from(documentSeries)
      .where(eq(documentSeries.kind, 'delivery_receipt'));
    const answers = await Promise.all(
      ordersToShip.map((order) =>
        deliver({ order: order.id, lines: [{ order_item: order.items[0]!.id, quantity: 1 }] }),
      ),
    );
    const numbers = answers.map((answer) => dataOf(answer, 201).number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, index) => `DR-${String(series!.next + index).padStart(6, '0')}`),
    );
    expect(await levels(cable.id)).toEqual({ stock: 90, reserved: 0 });
  });

  it('answers 404 for an unknown delivery, and renders the receipt', async () => {
    expect(
      (await asStaff.GET('/api/shipments/{id}/', { params: { path: { id: 999_999 } } })).response.status,
    ).toBe(404);
    const list = dataOf(await asStaff.GET('/api/shipments/'), 200);
    const response = await ctx.request('GET', `/api/shipments/${list.results[0]!.id}/pdf/`, {
      token: staff.access,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('the warranty look-up', () => {
  const look = (serial: string, client = 'warranty-client') =>
    ctx.request('GET', `/api/warranty/?serial=${encodeURIComponent(serial)}`, {
      headers: { 'x-test-client': client },
    });

  it('finds a delivered unit by its serial, however it is typed, and says nothing of the buyer', async () => {
    const laptop = await product(5, 12);
    const order = await confirmedOrder(ctx, admin, [{ product: laptop.id, quantity: 1 }], {
      customer_name: 'Secret Buyer Corp.',
    });
    dataOf(
      await deliver({
        order: order.id,
        delivered_on: '2025-06-30',
        lines: [{ order_item: order.items[0]!.id, quantity: 1, serials: ['WTY-0001'] }],
      }),
      201,
    );
    const response = await look(' wty-0001 ');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body).toEqual({
      serial: 'WTY-0001',
      product_name: laptop.name,
      delivered_on: '2025-06-30',
      warranty_months: 12,
      warranty_ends: '2026-06-30',
      under_warranty: false,
    });
    expect(JSON.stringify(body)).not.toContain('Secret');
  });

  it('says so for an unknown serial and a malformed one', async () => {
    const unknown = await look('NEVER-SOLD-1');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).detail).toBe(warrantyMessages.notFound);
    const malformed = await look('no');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({ serial: [warrantyMessages.serialInvalid] });
  });

  it('is throttled per client address', async () => {
    for (let attempt = 0; attempt < WARRANTY_MAX_PER_CLIENT; attempt++) {
      expect((await look(`GUESS-${attempt}`, 'guesser')).status).toBe(404);
    }
    const refused = await look('GUESS-LAST', 'guesser');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await errorOf(refused)).detail).toBe(warrantyMessages.tooMany);
    expect((await look('GUESS-LAST', 'someone-else')).status).toBe(404);
  });
});
