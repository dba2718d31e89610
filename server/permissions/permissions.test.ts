import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  customers,
  inquiries,
  invoices,
  orders,
  outbox,
  payments,
  productImages,
  products,
  quotations,
  users,
} from '~/db/schema';
import type { ProductView } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { twoFactorSettings } from '../http/token-settings';
import { hashPassword } from '../services/auth/auth';
import { sealTotpSecret, totpCode } from '../services/auth/two-factor';
import { EXCEL_COLUMNS } from '../services/catalogue/excel';
import { DEMO_SETTINGS } from '~/domain/company';
import { createCustomer } from '../services/customers/customers';
import { createOrder } from '../services/orders/orders';
import { getDocumentSeries, updateDocumentSeries } from '../services/invoices/document-series';
import { createInvoice } from '../services/invoices/invoices';
import { currentSettings, updateSettings } from '../services/settings/settings';
import { createProduct } from '../services/catalogue/products';
import { pngImage } from '../test/fixtures/images';
import { confirmedOrder, makeSerialized } from '../test/confirmed-order';
import { challengeOf, dataOf, insertQuotation, openStaffedContext } from '../test/harness';
import { insertInvoice } from '../test/receivables-fixtures';
import { createShipment } from '../services/shipments/shipments';
import { CALLERS, PERMISSIONS, Y, type Caller, type RouteKey } from './matrix';
import { PERMISSIONS_DOC, renderPermissionsDoc } from './render';

/**
 * Proves every cell of the permission matrix against the real app: each caller sends a valid request (fresh
 * rows for the destructive ones), so an allowed cell must answer its success status, and a refused cell must
 * be refused by the guard itself, leaving the target in place.
 */
const { ctx, admin, staff } = await openStaffedContext();
let customerToken: string;
let badTokens: Record<string, string>;
let category: { id: number; name: string; slug: string };
let product: ProductView;
let inquiryId: number;
let png: Buffer;
let serial = 0;

const next = (label: string) => `${label}${++serial}`;

async function mint(
  userId: number,
  options: { type?: 'access' | 'refresh'; lifetime?: number; secret?: string } = {},
): Promise<string> {
  const issuedAt = Math.floor(ctx.clock.current.getTime() / 1000);
  return new SignJWT({ token_type: options.type ?? 'access', user_id: userId, sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(issuedAt - 3600)
    .setExpirationTime(issuedAt + (options.lifetime ?? 900))
    .sign(new TextEncoder().encode(options.secret ?? ctx.env.jwtSecret));
}

beforeAll(async () => {
  const customer = await ctx.user('customer');
  const inactive = await ctx.user('inactive');
  customerToken = await mint(customer.id);
  const [header, payload, signature] = staff.access.split('.');
  badTokens = {
    tampered: `${header}.${payload}.${signature!.slice(0, -4)}${signature!.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    wrongSecret: await mint(staff.id, { secret: 'another-secret-of-at-least-thirty-two-chars' }),
    expired: await mint(staff.id, { lifetime: -1 }),
    refreshAsAccess: staff.refresh,
    deactivatedUser: await mint(inactive.id),
  };
  const [row] = await ctx.db.insert(categories).values({ name: 'Printers', slug: 'printers' }).returning();
  category = row!;
  product = await newProduct();
  png = await pngImage(64, 48);
  const inquiry = await ctx.request('POST', '/api/inquiries/', {
    json: inquiryBody(),
    headers: { 'x-test-client': 'matrix-setup' },
  });
  expect(inquiry.status).toBe(201);
  inquiryId = (await ctx.db.select({ id: inquiries.id }).from(inquiries))[0]!.id;
}, 60_000);

function newProduct(fields: Record<string, unknown> = {}): Promise<ProductView> {
  return createProduct(
    ctx.db,
    { name: next('Matrix Printer '), brand: 'HP', price: '1000', stock: 5, category: category.id, ...fields },
    null,
    ctx.clock.current,
  );
}

async function newCategory(): Promise<number> {
  const name = next('Matrix Category ');
  const [row] = await ctx.db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/\s+/g, '-') })
    .returning();
  return row!.id;
}

async function newOrder(): Promise<number> {
  const order = await createOrder(
    ctx.db,
    { customer_name: 'Matrix Customer', items: [{ product: product.id, quantity: 1 }] },
    admin,
    ctx.clock.current,
  );
  return order.id;
}

/** A confirmed order of one unit of a fresh product, ready to deliver. */
async function newConfirmedOrder(): Promise<{ id: number; item: number }> {
  const fresh = await newProduct();
  const order = await confirmedOrder(ctx, admin, [{ product: fresh.id, quantity: 1 }]);
  return { id: order.id, item: order.items[0]!.id };
}

async function newShipment(): Promise<number> {
  const order = await newConfirmedOrder();
  const shipment = await createShipment(
    ctx.db,
    { order: order.id, lines: [{ order_item: order.item, quantity: 1 }] },
    admin,
    ctx.clock.current,
  );
  return shipment.id;
}

let deliveredSerial: string | null = null;

/** A serial delivered once, for the warranty look-up. */
async function warrantySerial(): Promise<string> {
  if (deliveredSerial) return deliveredSerial;
  const laptop = await newProduct();
  await makeSerialized(ctx, laptop.id, 12);
  const order = await confirmedOrder(ctx, admin, [{ product: laptop.id, quantity: 1 }]);
  await createShipment(
    ctx.db,
    { order: order.id, lines: [{ order_item: order.items[0]!.id, quantity: 1, serials: ['MATRIX-0001'] }] },
    admin,
    ctx.clock.current,
  );
  deliveredSerial = 'MATRIX-0001';
  return deliveredSerial;
}

/** An invoice of a fresh order; the first one enters the company's TIN and the invoice series. */
async function newInvoice(): Promise<number> {
  if ((await getDocumentSeries(ctx.db)).invoice.end === null) {
    await updateSettings(ctx.db, { ...DEMO_SETTINGS, tin: '123-456-789-000' }, admin, ctx.clock.current);
    await updateDocumentSeries(
      ctx.db,
      { invoice: { prefix: 'SI-', next: 1, end: 999_999 }, delivery_receipt: { prefix: 'DR-' } },
      admin,
      ctx.clock.current,
    );
  }
  const invoice = await createInvoice(ctx.db, { order: await newOrder() }, admin, ctx.clock.current);
  return invoice.id;
}

/** A fresh inquiry: making a customer from one works once. */
async function newInquiry(): Promise<number> {
  const [row] = await ctx.db
    .insert(inquiries)
    .values({
      name: next('Matrix Asker '),
      phone: '0917 555 0101',
      company: '',
      email: 'asker@example.ph',
      purpose: 'Request for Quote',
      message: 'Please quote.',
    })
    .returning({ id: inquiries.id });
  return row!.id;
}

/** A payment with nothing allocated: its customer has no invoice yet. */
async function newPayment(): Promise<number> {
  const [row] = await ctx.db
    .insert(payments)
    .values({ customerId: await newCustomer(), method: 'cash', amount: '100.00', receivedOn: '2026-11-22' })
    .returning({ id: payments.id });
  return row!.id;
}

async function newCustomer(): Promise<number> {
  const customer = await createCustomer(ctx.db, { name: next('Matrix Buyer ') }, admin, ctx.clock.current);
  return customer.id;
}

async function newQuotation(status: 'draft' | 'sent' = 'draft'): Promise<number> {
  const quotation = await insertQuotation(ctx, admin, product.id, { customer_name: 'Matrix Customer' });
  if (status === 'sent')
    await ctx.db.update(quotations).set({ status }).where(eq(quotations.id, quotation.id));
  return quotation.id;
}

async function sentQuotationToken(): Promise<string> {
  const id = await newQuotation('sent');
  return (await ctx.db.select().from(quotations).where(eq(quotations.id, id)))[0]!.publicToken;
}

const quotationExists = async (id: number) =>
  (await ctx.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.id, id))).length === 1;

function inquiryBody() {
  return {
    name: 'Maria Santos',
    phone: '+63 917 555 0101',
    company: 'Santos Trading',
    email: 'maria@example.ph',
    purpose: 'Product Inquiry',
    brands: 'HP',
    products: 'HP LaserJet',
    service: '',
    message: 'Is it in stock?',
  };
}

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, value, key === 'excel_file' ? 'products.xlsx' : 'image.png');
  }
  return data;
}

async function workbook(): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow([...EXCEL_COLUMNS]);
  const values: Partial<Record<(typeof EXCEL_COLUMNS)[number], unknown>> = {
    name: next('Imported Printer '),
    category: category.name,
    brand: 'HP',
    price: 500,
    stock: 2,
  };
  sheet.addRow(EXCEL_COLUMNS.map((column) => values[column] ?? null));
  return new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
}

/** The caller may be the staff user or the superuser: both get the same known current password. */
async function knownPassword(): Promise<string> {
  const current = 'Matrix-Current-Passw0rd';
  const passwordHash = await hashPassword(current);
  await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(inArray(users.id, [staff.id, admin.id]));
  return current;
}

const MATRIX_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The same TOTP secret for each user (whichever caller a cell tries), confirmed or waiting for a code. */
async function enrolDirectly(ids: number[], options: { confirmed?: boolean } = {}): Promise<void> {
  const settings = twoFactorSettings(ctx.env);
  for (const id of ids) {
    await ctx.db
      .update(users)
      .set({
        totpSecret: sealTotpSecret(settings, id, MATRIX_TOTP_SECRET),
        totpConfirmedAt: options.confirmed === false ? null : ctx.clock.current,
        totpLastStep: null,
      })
      .where(eq(users.id, id));
  }
}

const exists = (
  table: typeof products | typeof categories | typeof users | typeof orders | typeof customers,
  id: number,
) =>
  ctx.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, id))
    .then((rows) => rows.length === 1);

interface Call {
  path: string;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  /** For destructive calls: whether the target is untouched, checked after a refused call. */
  untouched?: () => Promise<boolean>;
}

/** A valid request for each row, built afresh for every caller. */
const calls: Record<RouteKey, () => Promise<Call>> = {
  'GET /api/health': async () => ({ path: '/api/health/' }),
  'POST /api/user/admin-login': async () => {
    const user = await ctx.user('staff');
    return {
      path: '/api/user/admin-login/',
      json: { email: user.email, password: user.password },
      headers: { 'x-test-client': next('login-') },
    };
  },
  'POST /api/user/admin-login/two-factor': async () => {
    const user = await ctx.user('staff');
    await enrolDirectly([user.id]);
    const login = await ctx
      .apiFor(undefined, { client: next('login-') })
      .POST('/api/user/admin-login/', { body: { email: user.email, password: user.password } });
    const challenge = challengeOf(dataOf(login));
    return {
      path: '/api/user/admin-login/two-factor/',
      json: { challenge, code: totpCode(MATRIX_TOTP_SECRET, ctx.clock.current) },
      headers: { 'x-test-client': next('login-') },
    };
  },
  'POST /api/token/refresh': async () => ({
    path: '/api/token/refresh/',
    json: { refresh: (await ctx.user('staff')).refresh },
  }),
  'POST /api/user/logout': async () => ({
    path: '/api/user/logout/',
    json: { refresh: (await ctx.user('staff')).refresh },
  }),
  'POST /api/user/change-password': async () => {
    const current = await knownPassword();
    const fresh = next('Matrix-New-Passw0rd-');
    return {
      path: '/api/user/change-password/',
      json: { current_password: current, new_password: fresh, new_password2: fresh },
      headers: { 'x-test-client': next('change-') },
    };
  },
  'GET /api/user/two-factor': async () => ({ path: '/api/user/two-factor/' }),
  'POST /api/user/two-factor/setup': async () => {
    await ctx.db
      .update(users)
      .set({ totpSecret: null, totpConfirmedAt: null })
      .where(inArray(users.id, [staff.id, admin.id]));
    return { path: '/api/user/two-factor/setup/' };
  },
  'POST /api/user/two-factor/confirm': async () => {
    await enrolDirectly([staff.id, admin.id], { confirmed: false });
    return {
      path: '/api/user/two-factor/confirm/',
      json: { code: totpCode(MATRIX_TOTP_SECRET, ctx.clock.current) },
      headers: { 'x-test-client': next('confirm-') },
    };
  },
  'POST /api/user/two-factor/disable': async () => {
    const current = await knownPassword();
    await enrolDirectly([staff.id, admin.id]);
    return {
      path: '/api/user/two-factor/disable/',
      json: { password: current },
      headers: { 'x-test-client': next('disable-') },
    };
  },
  'POST /api/user/create-staff': async () => {
    const username = next('clerk');
    return {
      path: '/api/user/create-staff/',
      json: {
        username,
        email: `${username}@example.com`,
        password1: 'Clerk-Passw0rd-1',
        password2: 'Clerk-Passw0rd-1',
      },
    };
  },
  'GET /api/user/staff-list': async () => ({ path: '/api/user/staff-list/' }),
  'GET /api/user/staff/:id': async () => ({ path: `/api/user/staff/${staff.id}/` }),
  'PATCH /api/user/staff/:id': async () => {
    const user = await ctx.user('staff');
    const username = next('renamed');
    return {
      path: `/api/user/staff/${user.id}/`,
      json: { username, email: `${username}@example.com` },
      untouched: async () =>
        (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.username === user.username,
    };
  },
  'DELETE /api/user/staff/:id': async () => {
    const user = await ctx.user('staff');
    return { path: `/api/user/staff/${user.id}/`, untouched: () => exists(users, user.id) };
  },
  'GET /api/categories': async () => ({ path: '/api/categories/' }),
  'POST /api/categories': async () => ({
    path: '/api/categories/',
    body: form({ name: next('New Category ') }),
  }),
  'GET /api/categories/:id': async () => ({ path: `/api/categories/${category.id}/` }),
  'PUT /api/categories/:id': async () => {
    const id = await newCategory();
    return { path: `/api/categories/${id}/`, body: form({ name: next('Renamed Category ') }) };
  },
  'DELETE /api/categories/:id': async () => {
    const id = await newCategory();
    return { path: `/api/categories/${id}/`, untouched: () => exists(categories, id) };
  },
  'GET /api/products': async () => ({ path: '/api/products/' }),
  'POST /api/products': async () => ({
    path: '/api/products/',
    json: { name: next('Posted Printer '), brand: 'HP', price: '100', stock: 1, category: category.id },
  }),
  'GET /api/products/:identifier': async () => ({ path: `/api/products/${product.product_slug}/` }),
  'GET /api/products/id/:id': async () => ({ path: `/api/products/id/${product.id}/` }),
  'PUT /api/products/id/:id': async () => {
    const made = await newProduct();
    return {
      path: `/api/products/id/${made.id}/`,
      json: { name: `${made.name} v2`, brand: 'HP', price: '900', stock: 4, category: category.id },
    };
  },
  'PATCH /api/products/id/:id': async () => {
    const made = await newProduct();
    return {
      path: `/api/products/id/${made.id}/`,
      json: { hidden: true },
      untouched: async () =>
        (await ctx.db.select().from(products).where(eq(products.id, made.id)))[0]!.hidden === false,
    };
  },
  'DELETE /api/products/id/:id': async () => {
    const made = await newProduct();
    return { path: `/api/products/id/${made.id}/`, untouched: () => exists(products, made.id) };
  },
  'GET /api/products/export-excel': async () => ({ path: '/api/products/export-excel/' }),
  'POST /api/products/import-excel': async () => ({
    path: '/api/products/import-excel/',
    body: form({ excel_file: await workbook() }),
  }),
  'POST /api/product-images': async () => ({
    path: '/api/product-images/',
    body: form({ product: String(product.id), image: new Blob([new Uint8Array(png)]) }),
  }),
  'DELETE /api/product-images/:id': async () => {
    const [image] = await ctx.db
      .insert(productImages)
      .values({ productId: product.id, mediaKey: 'c'.repeat(32), widths: [320], width: 320, height: 240 })
      .returning();
    return {
      path: `/api/product-images/${image!.id}/`,
      untouched: async () =>
        (await ctx.db.select().from(productImages).where(eq(productImages.id, image!.id))).length === 1,
    };
  },
  'GET /api/filters': async () => ({ path: `/api/filters/?category=${category.slug}` }),
  'GET /api/brands': async () => ({ path: '/api/brands/' }),
  'POST /api/inquiries': async () => ({
    path: '/api/inquiries/',
    json: inquiryBody(),
    headers: { 'x-test-client': next('inquirer-') },
  }),
  'GET /api/inquiries': async () => ({ path: '/api/inquiries/' }),
  'GET /api/inquiries/:id': async () => ({ path: `/api/inquiries/${inquiryId}/` }),
  'PATCH /api/inquiries/:id': async () => ({
    path: `/api/inquiries/${inquiryId}/`,
    json: { notes: next('Called back, attempt ') },
  }),
  'POST /api/inquiries/:id/customer': async () => ({
    path: `/api/inquiries/${await newInquiry()}/customer/`,
  }),
  'GET /api/customers': async () => ({ path: '/api/customers/' }),
  'POST /api/customers': async () => ({ path: '/api/customers/', json: { name: next('Matrix Buyer ') } }),
  'GET /api/customers/:id': async () => ({ path: `/api/customers/${await newCustomer()}/` }),
  'PATCH /api/customers/:id': async () => ({
    path: `/api/customers/${await newCustomer()}/`,
    json: { payment_term_days: 30 },
  }),
  'DELETE /api/customers/:id': async () => {
    const id = await newCustomer();
    return { path: `/api/customers/${id}/`, untouched: () => exists(customers, id) };
  },
  'POST /api/customers/:id/merge': async () => {
    const [into, from] = [await newCustomer(), await newCustomer()];
    return {
      path: `/api/customers/${into}/merge/`,
      json: { customer: from },
      untouched: () => exists(customers, from),
    };
  },
  'GET /api/customers/export': async () => ({ path: '/api/customers/export/' }),
  'POST /api/customers/import': async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Customers').addRows([['name'], [next('Imported Buyer ')]]);
    const file = new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
    return { path: '/api/customers/import/', body: form({ excel_file: file }) };
  },
  'GET /api/price-tiers': async () => ({ path: '/api/price-tiers/' }),
  'PUT /api/price-tiers': async () => ({
    path: '/api/price-tiers/',
    json: { tiers: [{ name: next('Dealer '), category_discounts: [] }] },
  }),
  'GET /api/stock-movements': async () => ({ path: `/api/stock-movements/?product=${product.id}` }),
  'POST /api/stock-movements': async () => ({
    path: '/api/stock-movements/',
    json: { product: product.id, kind: 'receipt', quantity: 2, reason: 'Supplier DR 1042' },
  }),
  'GET /api/products/id/:id/pricing': async () => ({ path: `/api/products/id/${product.id}/pricing/` }),
  'PUT /api/products/id/:id/pricing': async () => ({
    path: `/api/products/id/${product.id}/pricing/`,
    json: { cost: '700.00', tier_prices: [], breaks: [{ tier: null, min_quantity: 10, price: '900.00' }] },
  }),
  'GET /api/products/:id/price': async () => ({ path: `/api/products/${product.id}/price/?quantity=10` }),
  'GET /api/orders': async () => ({ path: '/api/orders/' }),
  'POST /api/orders': async () => ({
    path: '/api/orders/',
    json: { customer_name: 'Juan dela Cruz', items: [{ product: product.id, quantity: 1 }] },
  }),
  'GET /api/orders/:id': async () => ({ path: `/api/orders/${await newOrder()}/` }),
  'PUT /api/orders/:id': async () => ({
    path: `/api/orders/${await newOrder()}/`,
    json: { customer_name: 'Edited Customer', items: [{ product: product.id, quantity: 2 }] },
  }),
  'PATCH /api/orders/:id': async () => {
    const id = await newOrder();
    return {
      path: `/api/orders/${id}/`,
      json: { status: 'cancelled' },
      untouched: async () =>
        (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.status === 'pending',
    };
  },
  'DELETE /api/orders/:id': async () => {
    const id = await newOrder();
    return { path: `/api/orders/${id}/`, untouched: () => exists(orders, id) };
  },
  'POST /api/orders/:id/confirm': async () => {
    const id = await newOrder();
    return {
      path: `/api/orders/${id}/confirm/`,
      // A reason lets every allowed caller reserve, however many units the matrix's orders hold already.
      json: { reason: 'Permission matrix' },
      untouched: async () =>
        (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.confirmedAt === null,
    };
  },
  'GET /api/quotations': async () => ({ path: '/api/quotations/' }),
  'POST /api/quotations': async () => ({
    path: '/api/quotations/',
    json: {
      customer_name: 'Juan dela Cruz',
      customer_email: 'juan@example.ph',
      lines: [{ product: product.id, quantity: 1 }],
    },
  }),
  'GET /api/quotations/:id': async () => ({ path: `/api/quotations/${await newQuotation()}/` }),
  'PATCH /api/quotations/:id': async () => {
    const id = await newQuotation();
    return {
      path: `/api/quotations/${id}/`,
      json: { notes: 'Edited' },
      untouched: async () =>
        (await ctx.db.select().from(quotations).where(eq(quotations.id, id)))[0]!.notes === '',
    };
  },
  'DELETE /api/quotations/:id': async () => {
    const id = await newQuotation();
    return { path: `/api/quotations/${id}/`, untouched: () => quotationExists(id) };
  },
  'POST /api/quotations/:id/revise': async () => ({
    path: `/api/quotations/${await newQuotation('sent')}/revise/`,
  }),
  'GET /api/quotations/:id/pdf': async () => ({ path: `/api/quotations/${await newQuotation()}/pdf/` }),
  'POST /api/quotations/:id/send': async () => {
    const id = await newQuotation();
    return {
      path: `/api/quotations/${id}/send/`,
      untouched: async () =>
        (await ctx.db.select().from(quotations).where(eq(quotations.id, id)))[0]!.status === 'draft',
    };
  },
  'POST /api/quote/:token/accept': async () => ({ path: `/api/quote/${await sentQuotationToken()}/accept/` }),
  'POST /api/quote/:token/decline': async () => ({
    path: `/api/quote/${await sentQuotationToken()}/decline/`,
    json: { comment: 'Over budget' },
  }),
  'GET /api/payments': async () => ({ path: '/api/payments/' }),
  'POST /api/payments': async () => ({
    path: '/api/payments/',
    json: { customer: await newCustomer(), method: 'cash', amount: '100', received_on: '2026-11-22' },
  }),
  'GET /api/payments/:id': async () => ({ path: `/api/payments/${await newPayment()}/` }),
  'DELETE /api/payments/:id': async () => {
    const id = await newPayment();
    return {
      path: `/api/payments/${id}/`,
      untouched: async () => (await ctx.db.select().from(payments).where(eq(payments.id, id))).length === 1,
    };
  },
  'POST /api/payments/:id/allocate': async () => {
    const id = await newPayment();
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, id));
    await insertInvoice(ctx.db, {
      customer: payment!.customerId,
      amountDue: '50.00',
      issuedOn: '2026-11-22',
      dueOn: '2026-11-22',
    });
    return { path: `/api/payments/${id}/allocate/`, json: {} };
  },
  'GET /api/receivables/aging': async () => ({ path: '/api/receivables/aging/' }),
  'GET /api/receivables/export': async () => ({ path: '/api/receivables/export/' }),
  'GET /api/customers/:id/receivables': async () => ({
    path: `/api/customers/${await newCustomer()}/receivables/`,
  }),
  'GET /api/customers/:id/statement': async () => ({
    path: `/api/customers/${await newCustomer()}/statement/`,
  }),
  'GET /api/shipments': async () => ({ path: '/api/shipments/' }),
  'POST /api/shipments': async () => {
    const order = await newConfirmedOrder();
    return {
      path: '/api/shipments/',
      json: { order: order.id, lines: [{ order_item: order.item, quantity: 1 }] },
      untouched: async () =>
        (await ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status === 'pending',
    };
  },
  'GET /api/shipments/:id': async () => ({ path: `/api/shipments/${await newShipment()}/` }),
  'GET /api/shipments/:id/pdf': async () => ({ path: `/api/shipments/${await newShipment()}/pdf/` }),
  'GET /api/orders/:id/deliverable': async () => ({
    path: `/api/orders/${(await newConfirmedOrder()).id}/deliverable/`,
  }),
  'GET /api/warranty': async () => ({
    path: `/api/warranty/?serial=${await warrantySerial()}`,
    headers: { 'x-test-client': next('warranty-') },
  }),
  'GET /api/invoices': async () => ({ path: '/api/invoices/' }),
  'POST /api/invoices': async () => {
    await newInvoice();
    return { path: '/api/invoices/', json: { order: await newOrder() } };
  },
  'GET /api/invoices/:id': async () => ({ path: `/api/invoices/${await newInvoice()}/` }),
  'GET /api/invoices/:id/pdf': async () => ({ path: `/api/invoices/${await newInvoice()}/pdf/` }),
  'POST /api/invoices/:id/void': async () => {
    const id = await newInvoice();
    return {
      path: `/api/invoices/${id}/void/`,
      json: { reason: 'Wrong buyer' },
      untouched: async () =>
        (await ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.voidedAt === null,
    };
  },
  'PATCH /api/invoices/:id/certificate': async () => {
    const id = await newInvoice();
    await ctx.db.update(invoices).set({ certificateExpected: true }).where(eq(invoices.id, id));
    return { path: `/api/invoices/${id}/certificate/`, json: { received_on: '2026-11-20' } };
  },
  'GET /api/orders/:id/invoice-draft': async () => ({
    path: `/api/orders/${await newOrder()}/invoice-draft/`,
  }),
  'GET /api/document-series': async () => ({ path: '/api/document-series/' }),
  'PUT /api/document-series': async () => {
    await newInvoice();
    const { invoice } = await getDocumentSeries(ctx.db);
    return {
      path: '/api/document-series/',
      json: {
        invoice: { prefix: 'SI-', next: invoice.next, end: invoice.end! - 1 },
        delivery_receipt: { prefix: 'DR-' },
      },
      untouched: async () => (await getDocumentSeries(ctx.db)).invoice.end === invoice.end,
    };
  },
  'GET /api/dashboard': async () => ({ path: '/api/dashboard/' }),
  'POST /api/emails/:id/resend': async () => {
    const [mail] = await ctx.db
      .insert(outbox)
      .values({
        kind: 'quotation',
        recipients: ['maria@example.ph'],
        fromName: DEMO_SETTINGS.name,
        fromAddress: DEMO_SETTINGS.email,
        subject: 'Quotation',
        textBody: 'Text',
        htmlBody: '<p>Text</p>',
        messageId: `<quotation.${randomUUID()}@example.ph>`,
        status: 'failed',
        attempts: 7,
        lastError: '550 No such user',
      })
      .returning({ id: outbox.id });
    return {
      path: `/api/emails/${mail!.id}/resend/`,
      untouched: async () =>
        (await ctx.db.select().from(outbox).where(eq(outbox.id, mail!.id)))[0]!.status === 'failed',
    };
  },
  'GET /api/activity': async () => ({ path: '/api/activity/' }),
  'GET /api/settings': async () => ({ path: '/api/settings/' }),
  'PUT /api/settings': async () => ({
    path: '/api/settings/',
    json: { ...DEMO_SETTINGS, tagline: next('Tagline ') },
    untouched: async () => (await currentSettings(ctx.db)).settings.tagline === DEMO_SETTINGS.tagline,
  }),
  'GET /api/settings/admin': async () => ({ path: '/api/settings/admin/' }),
  'PUT /api/settings/logo': async () => ({
    path: '/api/settings/logo/',
    body: form({ logo: new Blob([new Uint8Array(png)]) }),
  }),
  'DELETE /api/settings/logo': async () => ({ path: '/api/settings/logo/' }),
  'GET /api/openapi.json': async () => ({ path: '/api/openapi.json' }),
  'GET /api/docs': async () => ({ path: '/api/docs/' }),
  'GET /api/docs/:file': async () => ({ path: '/api/docs/swagger-ui.css' }),
  'GET /media/:name': async () => {
    const name = `${'ab'.repeat(16)}-320.webp`;
    await ctx.media.put(name, Buffer.from('webp bytes'));
    return { path: `/media/${name}` };
  },
};

function tokensOf(caller: Caller): [string, string | undefined][] {
  switch (caller) {
    case 'anonymous':
      return [['no token', undefined]];
    case 'badToken':
      return Object.entries(badTokens);
    case 'customer':
      return [['customer', customerToken]];
    case 'staff':
      return [['staff', staff.access]];
    case 'superuser':
      return [['superuser', admin.access]];
  }
}

describe('the permission matrix', () => {
  it.each(PERMISSIONS.map((row) => [row.key, row] as const))('%s', async (_key, row) => {
    for (const caller of CALLERS) {
      const expected = row.outcomes[caller];
      for (const [variant, token] of tokensOf(caller)) {
        const call = await calls[row.key]();
        const response = await ctx.request(row.method, call.path, {
          json: call.json,
          body: call.body,
          headers: call.headers,
          token,
        });
        const text = await response.text();
        const where = `${caller} (${variant}) → ${response.status} ${text.slice(0, 200)}`;
        if (expected === Y) {
          expect.soft(response.status, where).toBe(row.ok);
          continue;
        }
        expect.soft(response.status, where).toBe(expected);
        const detail =
          expected === 403
            ? messages.auth.permissionDenied
            : token
              ? messages.auth.invalidToken
              : messages.auth.notAuthenticated;
        expect.soft(text, where).toContain(detail);
        if (call.untouched) expect.soft(await call.untouched(), `${where}: target changed`).toBe(true);
      }
    }
  });

  it('has a row for every registered route and no row for a route that does not exist', () => {
    const registered = new Set(
      ctx.app.routes
        .filter((route) => route.method !== 'ALL' && /^\/(api|media)\//.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    const rows = new Set<string>(PERMISSIONS.map((row) => row.key));
    expect(
      [...registered].filter((key) => !rows.has(key)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      [...rows].filter((key) => !registered.has(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it('says what docs/permissions.md says (run `npm run docs:permissions` after editing the matrix)', async () => {
    expect(readFileSync(PERMISSIONS_DOC, 'utf8')).toBe(await renderPermissionsDoc());
  });
});
