import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, quotations } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import type { paths } from '~/app/lib/api-schema';
import { backupKeys, readBackup, writeBackup } from '../../services/backup/backup';
import { createQuotation } from '../../services/quotations/drafts';
import { updateSettings, currentSettings } from '../../services/settings/settings';
import {
  dataOf,
  insertCategory,
  insertProduct,
  insertQuotation,
  openStaffedContext,
  submitTestInquiry,
} from '../../test/harness';

const { ctx, admin, staff } = await openStaffedContext();
const categoryId = await insertCategory(ctx, 'Laptops', 'laptops');
let made = 0;

async function product(fields: { price?: string; discounted_price?: string | null; stock?: number } = {}) {
  made += 1;
  return insertProduct(ctx, {
    name: `Quote Laptop ${made}`,
    brand: 'HP',
    price: '1120',
    stock: 7,
    category: categoryId,
    ...fields,
  });
}

const post = (json: unknown, token: string | undefined = staff.access) =>
  ctx.request('POST', '/api/quotations/', { json, token });

type QuotationInput = paths['/api/quotations/']['post']['requestBody']['content']['application/json'];
type QuotationQuery = NonNullable<paths['/api/quotations/']['get']['parameters']['query']>;

async function create(
  body: Omit<QuotationInput, 'customer_name' | 'customer_email'> & Partial<QuotationInput>,
) {
  const { data, error, response } = await ctx.apiFor(staff.access).POST('/api/quotations/', {
    body: { customer_name: 'Maria Santos', customer_email: 'maria@example.ph', ...body },
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
  ctx.clock.advance(1);
  return dataOf({ data, response });
}

/** The page of quotations a query finds, as staff (or the holder of `token`) list them. */
async function list(query: QuotationQuery, token: string = staff.access) {
  return dataOf(await ctx.apiFor(token).GET('/api/quotations/', { params: { query } }), 200);
}

/** A revision of quotation `id`, as its answer. */
const revise = (id: number) =>
  ctx.apiFor(staff.access).POST('/api/quotations/{id}/revise/', { params: { path: { id } } });

const patch = (id: number, json: unknown, token: string | undefined = staff.access) =>
  ctx.request('PATCH', `/api/quotations/${id}/`, { json, token });

async function read(
  pathname: string,
  token: string | undefined = staff.access,
): Promise<{ status: number; body: unknown }> {
  const response = await ctx.request('GET', pathname, { token });
  return { status: response.status, body: await response.json() };
}

const markSent = (id: number) =>
  ctx.db.update(quotations).set({ status: 'sent' }).where(eq(quotations.id, id));

describe('creating a quotation', () => {
  it('prices 2 × ₱1,120.00 with VAT included as total 2240.00 and VAT 240.00', async () => {
    const laptop = await product();
    const quote = await create({ lines: [{ product: laptop.id, quantity: 2 }] });
    expect(quote).toMatchObject({
      status: 'draft',
      revision: 0,
      prices_include_vat: true,
      vat_rate: '12.00',
      subtotal: '2000.00',
      vat: '240.00',
      total: '2240.00',
      lines: [
        {
          product: laptop.id,
          description: laptop.name,
          quantity: 2,
          unit_price: '1120.00',
          line_total: '2240.00',
          stock: 7,
        },
      ],
    });
    expect(quote.number).toMatch(/^QT-2026-\d{6}$/);
    expect(quote.public_path).toMatch(/^\/quote\/[\w-]{43}$/);
  });

  it('copies the discounted price, takes an edited price, and mixes in free-text lines and discounts', async () => {
    const laptop = await product({ price: '50000', discounted_price: '45000' });
    const printer = await product({ price: '9000' });
    const quote = await create({
      lines: [
        { product: laptop.id, quantity: 2, discount_percent: '10' },
        { product: printer.id, quantity: 1, unit_price: '8500.50', discount_amount: '500' },
        { description: 'Installation and setup', quantity: 1, unit_price: '1500' },
      ],
      discount_amount: '1000',
      terms: '50% down payment, balance on delivery.',
      notes: 'Thank you for your business.',
      internal_notes: 'Margin is thin on the printer.',
    });
    expect(quote.lines.map((line) => [line.description, line.unit_price, line.line_total])).toEqual([
      [laptop.name, '45000.00', '81000.00'],
      [printer.name, '8500.50', '8000.50'],
      ['Installation and setup', '1500.00', '1500.00'],
    ]);
    // 90500.50 − 1000 = 89500.50; VAT = 89500.50 × 12 / 112 = 9589.3392… → 9589.34
    expect(quote).toMatchObject({
      lines_total: '90500.50',
      discount: '1000.00',
      total: '89500.50',
      vat: '9589.34',
      subtotal: '79911.16',
      internal_notes: 'Margin is thin on the printer.',
    });
  });

  it('adds VAT on top when the shop quotes prices without VAT, and keeps each quote in the mode it was made in', async () => {
    const before = (await currentSettings(ctx.db)).settings;
    const laptop = await product({ price: '1000' });
    await updateSettings(ctx.db, { ...before, prices_include_vat: false }, admin, ctx.clock.current);
    try {
      const quote = await create({ lines: [{ product: laptop.id, quantity: 2 }] });
      expect(quote).toMatchObject({
        prices_include_vat: false,
        subtotal: '2000.00',
        vat: '240.00',
        total: '2240.00',
      });
      await updateSettings(ctx.db, before, admin, ctx.clock.current);
      const edited = await patch(quote.id, { notes: 'Still ex-VAT' });
      expect(await edited.json()).toMatchObject({ prices_include_vat: false, total: '2240.00' });
    } finally {
      await updateSettings(ctx.db, before, admin, ctx.clock.current);
    }
  });

  it('is valid for the default 30 days, or until the date given', async () => {
    const laptop = await product();
    const standard = await create({ lines: [{ product: laptop.id, quantity: 1 }] });
    // The test clock is 2026-11-22 16:00 in Manila.
    expect(standard.valid_until).toBe('2026-12-22');
    const dated = await create({ valid_until: '2027-01-15', lines: [{ product: laptop.id, quantity: 1 }] });
    expect(dated.valid_until).toBe('2027-01-15');
  });

  it("starts with the settings' payment and delivery terms unless it names its own", async () => {
    const laptop = await product();
    const terms = '50% down payment, balance on delivery. Delivery within 7 working days.';
    const { settings } = await currentSettings(ctx.db);
    await updateSettings(ctx.db, { ...settings, quote_terms: terms }, admin, ctx.clock.current);
    try {
      expect((await create({ lines: [{ product: laptop.id, quantity: 1 }] })).terms).toBe(terms);
      const own = await create({ terms: 'Cash on delivery.', lines: [{ product: laptop.id, quantity: 1 }] });
      expect(own.terms).toBe('Cash on delivery.');
      expect((await create({ terms: '', lines: [{ product: laptop.id, quantity: 1 }] })).terms).toBe('');
      const edited = dataOf(
        await ctx.apiFor(staff.access).PATCH('/api/quotations/{id}/', {
          params: { path: { id: own.id } },
          body: { terms: 'Net 30 days.' },
        }),
      );
      expect(edited).toMatchObject({ terms: 'Net 30 days.' });
    } finally {
      await updateSettings(ctx.db, settings, admin, ctx.clock.current);
    }
  });

  it("links the inquiry it answers, lists it among that inquiry's quotations, and copies nothing it was not given", async () => {
    await submitTestInquiry(ctx, 'quote-inquiry', {
      name: 'Ramon Cruz',
      company: 'Cruz Trading',
      email: 'ramon@example.ph',
      purpose: 'Request for Quote',
    });
    const [row] = await ctx.db.query.inquiries.findMany({ limit: 1, orderBy: (t, { desc }) => desc(t.id) });
    const quote = await create({
      inquiry: row!.id,
      lines: [{ description: 'Consulting', quantity: 1, unit_price: '1' }],
    });
    expect(quote.inquiry).toBe(row!.id);
    const ofInquiry = await list({ inquiry: row!.id });
    expect(ofInquiry.results.map((q) => q.id)).toEqual([quote.id]);
    expect(await list({ inquiry: 999999 })).toMatchObject({ count: 0, results: [] });
    const malformed = await read('/api/quotations/?inquiry=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ inquiry: [adminMessages.quotation.inquiryInvalid] });
    const missing = await post({
      customer_name: 'X',
      customer_email: 'x@example.ph',
      inquiry: 999999,
      lines: [{ description: 'A', quantity: 1, unit_price: '1' }],
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ inquiry: [adminMessages.quotation.inquiryMissing(999999)] });
  });

  it('refuses invalid input with field errors, naming the line', async () => {
    const laptop = await product();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { customer_email: 'maria@example.ph', lines: [] },
        { customer_name: [adminMessages.quotation.customerNameRequired] },
      ],
      [
        { customer_name: 'M', lines: [{ product: laptop.id, quantity: 1 }] },
        { customer_email: [adminMessages.quotation.customerEmailRequired] },
      ],
      [
        { customer_name: 'M', customer_email: 'm@example.ph', lines: [] },
        { lines: [adminMessages.quotation.linesRequired] },
      ],
      [
        { customer_name: 'M', customer_email: 'm@example.ph', lines: [{ product: laptop.id, quantity: 0 }] },
        { lines: [{ quantity: [adminMessages.quotation.quantityInvalid] }] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          lines: [
            { product: laptop.id, quantity: 1 },
            { quantity: 1, unit_price: '5' },
          ],
        },
        { lines: [{}, { description: [adminMessages.quotation.descriptionRequired] }] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          lines: [{ description: 'Delivery', quantity: 1 }],
        },
        { lines: [{ unit_price: [adminMessages.quotation.unitPriceRequired] }] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          lines: [{ product: laptop.id, quantity: 1, discount_percent: '5', discount_amount: '10' }],
        },
        { lines: [{ discount_amount: [adminMessages.quotation.oneDiscount] }] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          discount_percent: '101',
          lines: [{ product: laptop.id, quantity: 1 }],
        },
        { discount_percent: [adminMessages.quotation.percentInvalid] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          valid_until: '2026-02-30',
          lines: [{ product: laptop.id, quantity: 1 }],
        },
        { valid_until: [adminMessages.quotation.validUntilInvalid] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          valid_until: '2026-11-21',
          lines: [{ product: laptop.id, quantity: 1 }],
        },
        { valid_until: [adminMessages.quotation.validUntilPast] },
      ],
      [
        { customer_name: 'M', customer_email: 'm@example.ph', lines: [{ product: 999999, quantity: 1 }] },
        { lines: [{ product: [adminMessages.quotation.productMissing(999999)] }] },
      ],
      [
        {
          customer_name: 'M',
          customer_email: 'm@example.ph',
          lines: [{ description: 'Huge', quantity: 100000, unit_price: '9999999999' }],
        },
        { lines: [adminMessages.quotation.totalTooLarge] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await post(body);
      const json: unknown = await response.json();
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(json, JSON.stringify(json)).toMatchObject(errors);
      expect(json).toHaveProperty('detail', expect.any(String));
    }
    // The whole body, nested by path as Django REST Framework nests it; `detail` names the line for a person.
    const nested = await post({
      customer_name: 'M',
      customer_email: 'm@example.ph',
      lines: [
        { product: laptop.id, quantity: 1 },
        { description: 'Delivery', quantity: 'two' },
      ],
    });
    expect(await nested.json()).toEqual({
      detail: `Line 2: ${adminMessages.quotation.quantityInvalid}`,
      lines: [
        {},
        {
          quantity: [adminMessages.quotation.quantityInvalid],
          unit_price: [adminMessages.quotation.unitPriceRequired],
        },
      ],
    });
  });
});

describe('numbers', () => {
  it('counts up per year without gaps, also when creates run at once and one of them fails', async () => {
    const laptop = await product();
    const body = {
      customer_name: 'N',
      customer_email: 'n@example.ph',
      lines: [{ product: laptop.id, quantity: 1 }],
    };
    const failing = createQuotation(
      ctx.db,
      { ...body, lines: [{ product: 999999, quantity: 1 }] },
      staff,
      ctx.clock.current,
    ).catch(() => null);
    const made = await Promise.all([
      ...Array.from({ length: 6 }, () => createQuotation(ctx.db, body, staff, ctx.clock.current)),
      failing,
    ]);
    const numbers = made
      .flatMap((quote) => (quote ? [Number(quote.number.slice(-6))] : []))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
    const all = (await ctx.db.select({ number: quotations.number }).from(quotations)).map((row) =>
      Number(row.number.slice(-6)),
    );
    const distinct = [...new Set(all)].sort((a, b) => a - b);
    expect(distinct).toEqual(Array.from({ length: distinct.length }, (_, index) => index + 1));
  });

  it('starts again at 000001 in a new year', async () => {
    const laptop = await product();
    const saved = ctx.clock.current;
    ctx.clock.current = new Date('2027-01-01T00:30:00+08:00');
    try {
      const quote = await insertQuotation(ctx, staff, laptop.id, { customer_name: 'New Year' });
      expect(quote.number).toBe('QT-2027-000001');
    } finally {
      ctx.clock.current = saved;
    }
  });
});

describe('editing, revising and deleting', () => {
  it('edits a draft, recomputing its totals and recording the history', async () => {
    const laptop = await product();
    const quote = await create({ lines: [{ product: laptop.id, quantity: 1 }] });
    const { data, error, response } = await ctx.apiFor(staff.access).PATCH('/api/quotations/{id}/', {
      params: { path: { id: quote.id } },
      body: {
        customer_company: 'Santos Trading',
        lines: [
          { product: laptop.id, quantity: 3, unit_price: '1000' },
          { description: 'Delivery', quantity: 1, unit_price: '500' },
        ],
        discount_percent: '10',
      },
    });
    expect(response.status, JSON.stringify(error)).toBe(200);
    const edited = dataOf({ data, response });
    // 3500 − 10 % = 3150; VAT = 3150 × 12 / 112 = 337.50
    expect(edited).toMatchObject({
      customer_company: 'Santos Trading',
      total: '3150.00',
      vat: '337.50',
      discount: '350.00',
    });
    const history = await ctx.db.select().from(activity).where(eq(activity.entityId, quote.id));
    const entries = history.filter((entry) => entry.entityType === 'quotation');
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(entries[1]!.changes).toMatchObject({
      customer_company: { from: '', to: 'Santos Trading' },
      total: { from: '1120.00', to: '3150.00' },
    });
    expect(entries[1]!.actorName).toBe(staff.username);
  });

  it('refuses to edit anything but a draft', async () => {
    const laptop = await product();
    const quote = await create({ lines: [{ product: laptop.id, quantity: 1 }] });
    await markSent(quote.id);
    const response = await patch(quote.id, { notes: 'Too late' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: adminMessages.quotation.notEditable('sent') });
  });

  it('revises a sent quotation into a new draft -R1 with the same lines, then refuses to revise the old one', async () => {
    const laptop = await product();
    const quote = await create({ lines: [{ product: laptop.id, quantity: 2 }], notes: 'Original' });
    const draft = await revise(quote.id);
    expect(draft.response.status).toBe(409);
    await markSent(quote.id);
    const revised = await revise(quote.id);
    expect(revised.response.status, JSON.stringify(revised.error)).toBe(201);
    const revision = dataOf(revised);
    expect(revision).toMatchObject({
      number: `${quote.number}-R1`,
      base_number: quote.number,
      revision: 1,
      status: 'draft',
      notes: 'Original',
      total: '2240.00',
    });
    expect(revision.public_path).not.toBe(quote.public_path);
    expect((await read(`/api/quotations/${quote.id}/`)).body).toMatchObject({
      superseded: true,
      status: 'sent',
    });
    const again = await revise(quote.id);
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ detail: adminMessages.quotation.notLatest(quote.number) });
    await markSent(revision.id);
    expect(dataOf(await revise(revision.id)).number).toBe(`${quote.number}-R2`);
  });

  it('lets only a superuser delete, and never an accepted quotation', async () => {
    const laptop = await product();
    const quote = await create({ lines: [{ product: laptop.id, quantity: 1 }] });
    expect(
      (await ctx.request('DELETE', `/api/quotations/${quote.id}/`, { token: staff.access })).status,
    ).toBe(403);
    expect(
      (await ctx.request('DELETE', `/api/quotations/${quote.id}/`, { token: admin.access })).status,
    ).toBe(204);
    expect((await read(`/api/quotations/${quote.id}/`)).status).toBe(404);
    const accepted = await create({ lines: [{ product: laptop.id, quantity: 1 }] });
    await ctx.db.update(quotations).set({ status: 'accepted' }).where(eq(quotations.id, accepted.id));
    const refused = await ctx.request('DELETE', `/api/quotations/${accepted.id}/`, { token: admin.access });
    expect(refused.status).toBe(409);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await read('/api/quotations/999999/')).status).toBe(404);
    expect((await read('/api/quotations/abc/')).status).toBe(404);
  });
});

describe('the list', () => {
  it('is paged, filtered by status (expired computed from the date), expiring soon, and searchable', async () => {
    const laptop = await product();
    const company = `Unique Buyer ${Date.now()}`;
    const draft = await create({ customer_company: company, lines: [{ product: laptop.id, quantity: 1 }] });
    const soon = await create({
      customer_company: company,
      valid_until: '2026-11-25',
      lines: [{ product: laptop.id, quantity: 1 }],
    });
    const later = await create({ customer_company: company, lines: [{ product: laptop.id, quantity: 1 }] });
    await markSent(soon.id);
    await markSent(later.id);
    const search = { query: company };
    const all = await list({ ...search, page_size: 2 });
    expect(all).toMatchObject({ count: 3, previous: null });
    expect(all.next).toContain('page=2');
    expect(all.results.map((q) => q.id)).toEqual([later.id, soon.id]);
    const drafts = await list({ ...search, status: 'draft' });
    expect(drafts.results.map((q) => q.id)).toEqual([draft.id]);
    const expiring = await list({ ...search, expiring: '1' });
    expect(expiring.results.map((q) => q.id)).toEqual([soon.id]);
    expect(await list({ query: soon.number })).toMatchObject({ count: 1 });

    const saved = ctx.clock.current;
    ctx.clock.current = new Date('2026-11-26T09:00:00+08:00');
    try {
      const token = (await ctx.user('staff')).access;
      const expired = await list({ ...search, status: 'expired' }, token);
      expect(expired.results.map((q) => [q.id, q.status])).toEqual([[soon.id, 'expired']]);
      const sent = await list({ ...search, status: 'sent' }, token);
      expect(sent.results.map((q) => q.id)).toEqual([later.id]);
    } finally {
      ctx.clock.current = saved;
    }
    expect((await read('/api/quotations/?status=lost')).status).toBe(400);
  });
});

describe('backups', () => {
  it('include the quotations, their lines and the number counters', async () => {
    const laptop = await product();
    await create({ lines: [{ product: laptop.id, quantity: 1 }] });
    const dir = await mkdtemp(path.join(tmpdir(), 'quote-backup-'));
    try {
      const keys = backupKeys(ctx.env.backupSecret);
      const result = await writeBackup(ctx.database, ctx.media, dir, ctx.clock.current, {
        keys,
        encrypt: false,
      });
      const backup = await readBackup(result.file, { keys });
      for (const table of ['quotations', 'quotation_lines', 'quotation_counters']) {
        expect(result.counts[table], table).toBeGreaterThan(0);
        expect(backup.tables.get(table)?.length, table).toBe(result.counts[table]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
