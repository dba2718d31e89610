import { describe, expect, it } from 'vitest';
import { categories, inquiries } from '~/db/schema';
import { LOW_STOCK_THRESHOLD } from '~/domain/constants';
import { messages } from '~/domain/messages';
import type { paths } from '~/app/lib/api-schema';
import { dashboardMonths } from '../../services/dashboard/dashboard';
import { createProduct } from '../../services/catalogue/products';
import { answerOf, dataOf, openStaffedContext, signedIn } from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();

const NOW = new Date('2026-11-22T08:00:00Z');

/** Moves the harness clock to a moment; tokens are re-issued afterwards, so their age does not matter here. */
const at = (iso: string) => {
  ctx.clock.current = new Date(iso);
};

async function adminToken(): Promise<string> {
  // Signing in at each call's moment keeps the 15-minute access token valid however far the clock jumps.
  const login = await ctx
    .apiFor(undefined, { client: `dashboard-${ctx.clock.current.toISOString()}` })
    .POST('/api/user/admin-login/', { body: { email: admin.email, password: admin.password } });
  return signedIn(dataOf(login)).access;
}
const adminApi = async () => ctx.apiFor(await adminToken());

type OrderInput = paths['/api/orders/']['post']['requestBody']['content']['application/json'];

async function order(iso: string, items: OrderInput['items']) {
  at(iso);
  const created = await (
    await adminApi()
  ).POST('/api/orders/', {
    body: { customer_name: `Customer ${iso}`, items },
  });
  return dataOf(created, 201);
}

async function move(id: number, iso: string, status: 'shipped' | 'delivered' | 'cancelled') {
  at(iso);
  const moved = await (
    await adminApi()
  ).PATCH('/api/orders/{id}/', { params: { path: { id } }, body: { status } });
  expect(moved.response.status, JSON.stringify(moved.error)).toBe(200);
}

async function dashboard() {
  at(NOW.toISOString());
  return dataOf(await ctx.apiFor(staff.access).GET('/api/dashboard/'), 200);
}

describe('dashboardMonths', () => {
  it('counts calendar months in Manila time, oldest first', () => {
    expect(dashboardMonths(NOW)).toEqual([
      { month: '2026-07', label: 'Jul' },
      { month: '2026-08', label: 'Aug' },
      { month: '2026-09', label: 'Sep' },
      { month: '2026-10', label: 'Oct' },
      { month: '2026-11', label: 'Nov' },
    ]);
    // 20:00 UTC on 31 December is already 1 January in Manila.
    expect(dashboardMonths(new Date('2026-12-31T20:00:00Z')).map((month) => month.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(dashboardMonths(new Date('2027-02-10T00:00:00Z')).map((month) => month.label)).toEqual([
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
    ]);
  });
});

describe('GET /api/dashboard/', () => {
  it('is for staff only', async () => {
    const anonymous = await ctx.request('GET', '/api/dashboard/');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: messages.auth.notAuthenticated });
    expect((await ctx.request('GET', '/api/dashboard', { token: 'not-a-token' })).status).toBe(401);
    expect((await ctx.request('POST', '/api/dashboard/', { token: staff.access })).status).toBe(405);
  });

  it('answers zeros on an empty shop', async () => {
    expect(await dashboard()).toEqual({
      orders: { pending: 0, shipped: 0, delivered: 0, cancelled: 0 },
      low_in_stock: 0,
      low_stock_threshold: LOW_STOCK_THRESHOLD,
      products: { total: 0, hidden: 0, out_of_stock: 0 },
      categories: { total: 0 },
      inquiries: { total: 0, new: 0 },
      monthly: dashboardMonths(NOW).map((month) => ({ ...month, orders: 0, shipped: 0, revenue: '0.00' })),
      popular_items: [],
      recent_orders: [],
      low_stock_products: [],
      quotations: {
        sent_this_month: 0,
        accepted_this_month: 0,
        conversion_rate: null,
        open_count: 0,
        open_value: '0.00',
      },
      failed_mail: { count: 0, recent: [] },
      receivables: {
        today: '2026-11-22',
        buckets: ['current', '1-30', '31-60', '61-90', 'over-90'].map((bucket) => ({
          bucket,
          total: '0.00',
          customers: [],
        })),
        total: '0.00',
        checks_this_week: [],
        credit: '0.00',
      },
    });
  });

  it('sums a known set of orders, products and inquiries', async () => {
    at('2026-06-01T00:00:00Z');
    const [laptops] = await ctx.db
      .insert(categories)
      .values([
        { name: 'Laptops', slug: 'laptops' },
        { name: 'Printers', slug: 'printers' },
      ])
      .returning();
    const make = (name: string, price: string, stock: number, extra: Record<string, unknown> = {}) =>
      createProduct(
        ctx.db,
        { name, brand: 'HP', price, stock, category: laptops!.id, ...extra },
        null,
        ctx.clock.current,
      );
    const alpha = await make('Dash Alpha', '100', 20);
    const bravo = await make('Dash Bravo', '50', 4, { discounted_price: '40' });
    const charlie = await make('Dash Charlie', '10', 0, { hidden: true });
    const delta = await make('Dash Delta', '10', 5);
    const echo = await make('Dash Echo', '1000', 21);
    const foxtrot = await make('Dash Foxtrot', '10', 10);
    await ctx.db.insert(inquiries).values(
      (['new', 'new', 'closed'] as const).map((status, index) => ({
        name: `Inquirer ${index}`,
        phone: '0917',
        company: 'Co',
        email: `inquirer${index}@example.ph`,
        purpose: 'Product Inquiry',
        message: 'Hello',
        status,
      })),
    );

    // 20:00 UTC on 30 June is 1 July in Manila: a July order.
    const o1 = await order('2026-06-30T20:00:00Z', [{ product: alpha.id, quantity: 2 }]);
    await move(o1.id, '2026-07-10T02:00:00Z', 'shipped');
    await move(o1.id, '2026-08-02T02:00:00Z', 'delivered');
    // Created before the chart's first month: counted only where it shipped and was delivered.
    const o2 = await order('2026-06-15T02:00:00Z', [{ product: bravo.id, quantity: 1 }]);
    await move(o2.id, '2026-09-01T02:00:00Z', 'shipped');
    await move(o2.id, '2026-09-03T02:00:00Z', 'delivered');
    const o3 = await order('2026-10-05T02:00:00Z', [
      { product: alpha.id, quantity: 3 },
      { product: echo.id, quantity: 1, unit_price: '999.50' },
    ]);
    await move(o3.id, '2026-10-06T02:00:00Z', 'shipped');
    await move(o3.id, '2026-11-05T02:00:00Z', 'delivered');
    const o7 = await order('2026-10-20T02:00:00Z', [{ product: foxtrot.id, quantity: 4 }]);
    await move(o7.id, '2026-10-21T02:00:00Z', 'shipped');
    const o4 = await order('2026-11-01T02:00:00Z', [{ product: echo.id, quantity: 5 }]);
    const o5 = await order('2026-11-10T02:00:00Z', [{ product: alpha.id, quantity: 1 }]);
    await move(o5.id, '2026-11-10T03:00:00Z', 'cancelled');
    const o6 = await order('2026-11-20T02:00:00Z', [{ product: delta.id, quantity: 1 }]);
    await move(o6.id, '2026-11-21T02:00:00Z', 'shipped');
    await move(o6.id, '2026-11-21T03:00:00Z', 'cancelled');
    at('2026-11-21T04:00:00Z');
    const deleted = await (
      await adminApi()
    ).DELETE('/api/products/id/{id}/', {
      params: { path: { id: foxtrot.id } },
    });
    expect(deleted.response.status).toBe(204);

    const view = await dashboard();
    expect(view.orders).toEqual({ pending: 1, shipped: 1, delivered: 3, cancelled: 2 });
    // Stock now: Alpha 15, Bravo 3, Charlie 0, Delta 5 (restocked), Echo 20.
    expect(view.low_in_stock).toBe(3);
    expect(view.low_stock_threshold).toBe(5);
    expect(view.products).toEqual({ total: 5, hidden: 1, out_of_stock: 1 });
    expect(view.categories).toEqual({ total: 2 });
    expect(view.inquiries).toEqual({ total: 3, new: 2 });
    expect(view.monthly).toEqual([
      { month: '2026-07', label: 'Jul', orders: 1, shipped: 1, revenue: '0.00' },
      { month: '2026-08', label: 'Aug', orders: 0, shipped: 0, revenue: '200.00' },
      { month: '2026-09', label: 'Sep', orders: 0, shipped: 1, revenue: '40.00' },
      { month: '2026-10', label: 'Oct', orders: 2, shipped: 2, revenue: '0.00' },
      { month: '2026-11', label: 'Nov', orders: 3, shipped: 1, revenue: '1299.50' },
    ]);
    expect(view.popular_items).toEqual([
      { product: alpha.id, name: 'Dash Alpha', quantity: 5 },
      { product: null, name: 'Dash Foxtrot', quantity: 4 },
      { product: bravo.id, name: 'Dash Bravo', quantity: 1 },
      { product: echo.id, name: 'Dash Echo', quantity: 1 },
    ]);
    expect(view.recent_orders.map((recent) => recent.id)).toEqual([o6.id, o5.id, o4.id, o7.id, o3.id]);
    expect(view.recent_orders[4]).toMatchObject({
      status: 'delivered',
      total_amount: '1299.50',
      item_count: 4,
    });
    expect(view.low_stock_products).toEqual([
      { id: charlie.id, name: 'Dash Charlie', stock: 0 },
      { id: bravo.id, name: 'Dash Bravo', stock: 3 },
      { id: delta.id, name: 'Dash Delta', stock: 5 },
    ]);
  });

  it('reads the current month from the app clock', async () => {
    at('2027-01-10T00:00:00Z');
    const response = await ctx.request('GET', '/api/dashboard', { token: await adminToken() });
    const view = await answerOf(response, 'get', '/api/dashboard/');
    expect(view.monthly.map((month) => [month.month, month.orders, month.shipped, month.revenue])).toEqual([
      ['2026-09', 0, 1, '40.00'],
      ['2026-10', 2, 2, '0.00'],
      ['2026-11', 3, 1, '1299.50'],
      ['2026-12', 0, 0, '0.00'],
      ['2027-01', 0, 0, '0.00'],
    ]);
  });
});
