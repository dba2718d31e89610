import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { INQUIRY_LIMITS } from '~/domain/inquiry';
import { messages } from '~/domain/messages';
import { createLogger } from '../../logger';
import {
  FORWARD_MAX_ATTEMPTS,
  INQUIRY_MAX_PER_CLIENT,
  forwardsSettled,
  retryPendingForwards,
  submitInquiry,
  type FetchLike,
} from '../../services/inquiries/inquiries';
import {
  answerOf,
  createTestContext,
  dataOf,
  errorOf,
  openStaffedContext,
  withFailingUpdates,
  type TestContext,
} from '../../test/harness';

const opened = await openStaffedContext();
const { ctx } = opened;
// Signed in again after the rate-limit tests have moved the clock past these tokens' lifetime.
let { admin, staff } = opened;
let clients = 0;

const valid = {
  name: 'Maria Santos',
  phone: '+63 917 555 0101',
  company: 'Santos Trading',
  email: 'maria@example.ph',
  purpose: 'Request for Quote',
  brands: 'HP, Lenovo',
  products: 'HP LaserJet Pro M404dn',
  service: '',
  message: 'Please quote 5 units.',
};

/** Each call gets its own client address unless one is given, so the hourly limit stays out of the way. */
const submit = (json: unknown, client = `client-${++clients}`, target = ctx) =>
  target.request('POST', '/api/inquiries/', { json, headers: { 'x-test-client': client } });

/** Submits the valid form with these changes and reads back the row stored under its e-mail address. */
async function storedInquiry(fields: Record<string, string> & { email: string }) {
  expect((await submit({ ...valid, ...fields })).status).toBe(201);
  const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.email, fields.email));
  return row;
}

/** A time this many milliseconds past the test clock, for a retry pass that runs ahead of it. */
const later = (ms: number) => new Date(ctx.clock.current.getTime() + ms);

const rowsCount = async () => (await ctx.db.select({ id: inquiries.id }).from(inquiries)).length;

describe('POST /api/inquiries/', () => {
  it('stores a valid inquiry and answers the spec success', async () => {
    const response = await submit(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: messages.inquiry.success });
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.email, valid.email));
    expect(row).toMatchObject({
      name: valid.name,
      purpose: 'Request for Quote',
      brands: 'HP, Lenovo',
      products: valid.products,
      service: '',
      status: 'new',
      forwardStatus: 'not_configured',
    });
  });

  it('answers without a trailing slash too', async () => {
    const response = await ctx.request('POST', '/api/inquiries', {
      json: { ...valid, email: 'noslash@example.ph' },
      headers: { 'x-test-client': 'no-slash' },
    });
    expect(response.status).toBe(201);
  });

  it('requires name, phone, company, email, purpose and message', async () => {
    const before = await rowsCount();
    const response = await submit({});
    expect(response.status).toBe(400);
    const body = await response.json();
    for (const field of ['name', 'phone', 'company', 'email', 'purpose']) {
      expect(body[field]).toEqual([messages.common.required]);
    }
    // `message` is the summary the spec's client shows; every field's errors are also under `errors`.
    for (const field of ['name', 'phone', 'company', 'email', 'purpose', 'message']) {
      expect(body.errors[field]).toEqual([messages.common.required]);
    }
    expect(body.success).toBe(false);
    expect(body.message).toBe(`name: ${messages.common.required}`);
    expect(body.brands).toBeUndefined();
    expect(body.service).toBeUndefined();
    expect(await rowsCount()).toBe(before);
  });

  it.each([
    [
      'treats whitespace-only fields as missing',
      { name: '   ', message: ' \n ' },
      'name',
      messages.common.required,
    ],
    ['checks the email address', { email: 'not-an-email' }, 'email', messages.common.invalidEmail],
    ['refuses an unknown purpose', { purpose: 'Buy now' }, 'purpose', 'Select a valid purpose.'],
    [
      'refuses overlong fields',
      { name: 'x'.repeat(INQUIRY_LIMITS.name + 1), message: 'y'.repeat(INQUIRY_LIMITS.message + 1) },
      'name',
      `Ensure this field has no more than ${INQUIRY_LIMITS.name} characters.`,
    ],
  ])('%s', async (_title, fields, field, error) => {
    const response = await submit({ ...valid, ...fields });
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body[field]).toEqual([error]);
    expect(body.message).toBe(`${field}: ${error}`);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.request('POST', '/api/inquiries/', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json', 'x-test-client': 'malformed' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).detail).toBe(messages.common.malformedJson);
  });

  it('requires a known service when the purpose is Services and stores no picker values', async () => {
    const missing = await submit({ ...valid, purpose: 'Services', service: '' });
    expect(missing.status).toBe(400);
    const body = await errorOf(missing);
    expect(body.service).toEqual([messages.inquiry.serviceRequired]);
    expect(body.message).toBe(`service: ${messages.inquiry.serviceRequired}`);

    const unknown = await submit({ ...valid, purpose: 'Services', service: 'Plumbing' });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).service).toEqual(['Select a valid service.']);

    const row = await storedInquiry({
      email: 'services@example.ph',
      purpose: 'Services',
      service: 'Website Design and Development',
    });
    expect(row).toMatchObject({ service: 'Website Design and Development', brands: '', products: '' });
  });

  it('keeps brands and products only for the purposes with pickers, and a service only for Services', async () => {
    const contact = await storedInquiry({
      email: 'contact@example.ph',
      purpose: 'Looking for Contact Person',
      service: 'Website Design and Development',
    });
    expect(contact).toMatchObject({ brands: '', products: '', service: '' });

    const product = await storedInquiry({
      email: 'product@example.ph',
      purpose: 'Product Inquiry',
      brands: ' HP ,, Acer ',
    });
    expect(product).toMatchObject({ brands: 'HP, Acer', products: valid.products });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await rowsCount();
    const response = await submit({ ...valid, email: 'bot@example.ph', website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: messages.inquiry.success });
    expect(await rowsCount()).toBe(before);
  });

  it('allows 20 inquiries per client address per hour', async () => {
    const client = 'busy-office';
    // Invalid submissions are not counted: a person correcting the form is never locked out.
    expect((await submit({}, client)).status).toBe(400);
    for (let i = 0; i < INQUIRY_MAX_PER_CLIENT; i++) {
      expect((await submit({ ...valid, email: `rate${i}@example.ph` }, client)).status).toBe(201);
    }
    const refused = await submit({ ...valid, email: 'rate-over@example.ph' }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: messages.inquiry.tooMany,
      detail: messages.inquiry.tooMany,
    });
    expect((await submit({ ...valid, email: 'other@example.ph' }, 'another-office')).status).toBe(201);

    ctx.clock.advance(60 * 60 + 1);
    expect((await submit({ ...valid, email: 'rate-later@example.ph' }, client)).status).toBe(201);
  });
});

describe('staff endpoints', () => {
  // The rate-limit test moved the clock past the first tokens' lifetime.
  beforeAll(async () => {
    admin = await ctx.user('superuser');
    staff = await ctx.user('staff');
  });

  it('refuses anonymous callers', async () => {
    expect((await ctx.request('GET', '/api/inquiries/')).status).toBe(401);
    expect((await ctx.request('GET', '/api/inquiries/1/')).status).toBe(401);
    expect((await ctx.request('PATCH', '/api/inquiries/1/', { json: { status: 'closed' } })).status).toBe(
      401,
    );
  });

  it('lists inquiries newest first with pagination', async () => {
    ctx.clock.advance(60);
    await submit({ ...valid, email: 'newest@example.ph', name: 'Newest Person' });
    const total = await rowsCount();

    const first = await ctx
      .apiFor(staff.access)
      .GET('/api/inquiries/', { params: { query: { page_size: 2 } } });
    const page = dataOf(first, 200);
    expect(page.count).toBe(total);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]).toMatchObject({ email: 'newest@example.ph', status: 'new', notes: '' });
    expect(page.previous).toBeNull();
    expect(page.next).toContain('page=2');
    const times = page.results.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const next = await ctx.request('GET', page.next!, { token: admin.access });
    const second = await answerOf(next, 'get', '/api/inquiries/');
    expect(second.previous).toBe('/api/inquiries/?page_size=2');
    expect(second.results[0]!.id).not.toBe(page.results[0]!.id);
  });

  it('reads one inquiry, changes its status and notes, and filters by status', async () => {
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.email, 'newest@example.ph'));
    const one = await ctx.request('GET', `/api/inquiries/${row!.id}/`, { token: staff.access });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
      id: row!.id,
      name: 'Newest Person',
      forward_status: 'not_configured',
    });

    const patched = await ctx.request('PATCH', `/api/inquiries/${row!.id}/`, {
      token: staff.access,
      json: { status: 'quoted', notes: 'Sent quotation #123.' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      id: row!.id,
      status: 'quoted',
      notes: 'Sent quotation #123.',
    });

    const notesOnly = await ctx.request('PATCH', `/api/inquiries/${row!.id}`, {
      token: admin.access,
      json: { notes: 'Follow up Monday.' },
    });
    expect(await notesOnly.json()).toMatchObject({ status: 'quoted', notes: 'Follow up Monday.' });

    const quoted = await (
      await ctx.request('GET', '/api/inquiries/?status=quoted', { token: staff.access })
    ).json();
    expect(quoted.count).toBe(1);
    expect(quoted.results[0].id).toBe(row!.id);
  });

  it('validates status changes, filters and ids', async () => {
    const [row] = await ctx.db.select().from(inquiries).limit(1);
    const bad = await ctx.request('PATCH', `/api/inquiries/${row!.id}/`, {
      token: staff.access,
      json: { status: 'archived' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).status).toEqual(['Select a valid status: new, in_progress, quoted, closed.']);

    const notes = await ctx.request('PATCH', `/api/inquiries/${row!.id}/`, {
      token: staff.access,
      json: { notes: 42 },
    });
    expect(notes.status).toBe(400);

    const filter = await ctx.request('GET', '/api/inquiries/?status=archived', { token: staff.access });
    expect(filter.status).toBe(400);
    expect((await ctx.request('GET', '/api/inquiries/?page=0', { token: staff.access })).status).toBe(400);

    expect((await ctx.request('GET', '/api/inquiries/999999/', { token: staff.access })).status).toBe(404);
    expect((await ctx.request('GET', '/api/inquiries/abc/', { token: staff.access })).status).toBe(404);
    const missing = await ctx.request('PATCH', '/api/inquiries/999999/', {
      token: staff.access,
      json: { status: 'closed' },
    });
    expect(missing.status).toBe(404);
    expect((await ctx.request('DELETE', `/api/inquiries/${row!.id}/`, { token: admin.access })).status).toBe(
      405,
    );
  });
});

describe('inbox filters', () => {
  const list = async (query: string) => {
    const response = await ctx.request('GET', `/api/inquiries/?${query}`, { token: staff.access });
    expect(response.status).toBe(200);
    return answerOf(response, 'get', '/api/inquiries/');
  };

  beforeAll(async () => {
    ctx.clock.advance(60);
    await submit({
      ...valid,
      name: 'Filter Zed Aquino',
      company: 'Zedcorp Holdings',
      email: 'zed@filters.example',
      purpose: 'Services',
      service: 'Website Design and Development',
      message: 'We need a 100% new site_now, please.',
    });
    await submit({
      ...valid,
      name: 'Filter Yna Bautista',
      company: 'Ynacorp',
      email: 'yna@filters.example',
      purpose: 'Product Inquiry',
      message: 'Is the Zedboard in stock?',
    });
  });

  it('searches name, company, email and message ignoring case', async () => {
    expect((await list('q=filter%20zed')).results.map((row) => row.name)).toEqual(['Filter Zed Aquino']);
    expect((await list('q=YNACORP')).results.map((row) => row.name)).toEqual(['Filter Yna Bautista']);
    expect((await list('q=yna@filters')).count).toBe(1);
    // "zedboard" is in one message, "Zedcorp" in the other's company: both match "zed".
    expect((await list('q=zed')).count).toBe(2);
    expect((await list('q=%20%20')).count).toBe(await rowsCount());
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list('q=100%25')).results.map((row) => row.name)).toEqual(['Filter Zed Aquino']);
    expect((await list('q=site_now')).count).toBe(1);
    expect((await list('q=site_no_')).count).toBe(0);
    expect((await list('q=%25%25%25')).count).toBe(0);
  });

  it('filters by purpose and combines purpose, status and search', async () => {
    const services = await list('purpose=Services');
    expect(services.results.every((row) => row.purpose === 'Services')).toBe(true);
    expect(services.results.map((row) => row.name)).toContain('Filter Zed Aquino');
    expect((await list('purpose=Services&q=filters.example')).count).toBe(1);
    expect((await list('purpose=Services&q=filters.example&status=closed')).count).toBe(0);
    expect((await list('purpose=Services&q=filters.example&status=new')).count).toBe(1);
  });

  it('counts each status within the search, whatever status is listed', async () => {
    const [yna] = (await list('q=yna@filters')).results;
    await ctx.request('PATCH', `/api/inquiries/${yna!.id}/`, {
      token: staff.access,
      json: { status: 'in_progress' },
    });
    const all = await list('q=filters.example');
    expect(all.status_counts).toEqual({ new: 1, in_progress: 1, quoted: 0, closed: 0 });
    const closed = await list('q=filters.example&status=closed');
    expect(closed.count).toBe(0);
    expect(closed.status_counts).toEqual(all.status_counts);
    const everything = await list('');
    const sum = Object.values(everything.status_counts).reduce((total, value) => total + value, 0);
    expect(sum).toBe(everything.count);
  });

  it('refuses an unknown purpose and an overlong search, and survives a NUL', async () => {
    const purpose = await ctx.request('GET', '/api/inquiries/?purpose=Buy', { token: staff.access });
    expect(purpose.status).toBe(400);
    expect((await errorOf(purpose)).purpose).toEqual([
      'Select a valid purpose: Request for Quote, Product Inquiry, Looking for Contact Person, Services.',
    ]);
    const long = await ctx.request('GET', `/api/inquiries/?q=${'a'.repeat(201)}`, { token: staff.access });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).q).toEqual(['Ensure this field has no more than 200 characters.']);
    expect((await list('q=yna%00@filters')).count).toBe(1);
  });
});

describe('forwarding to the form provider', () => {
  const env = { INQUIRY_FORWARD_URL: 'https://forms.example.test/submit', INQUIRY_ACCESS_KEY: 'key-123' };
  const deps = (fetchImpl: FetchLike) => ({
    db: ctx.db,
    env,
    logger: createLogger('silent'),
    now: () => ctx.clock.current,
    fetch: fetchImpl,
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('sends the form fields with the access key, sender name and subject', async () => {
    const calls: { url: string; body: Record<string, string> }[] = [];
    const fake: FetchLike = async (url, init) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return json({ success: true, message: 'Email sent successfully!' });
    };
    const stored = await submitInquiry(deps(fake), { ...valid, email: 'fwd@example.ph' }, 'fwd-client');
    expect(stored).toMatchObject({ email: 'fwd@example.ph' });
    await forwardsSettled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(env.INQUIRY_FORWARD_URL);
    expect(calls[0]!.body).toMatchObject({
      access_key: 'key-123',
      from_name: DEMO_SETTINGS.name,
      subject: `New inquiry: Request for Quote from ${valid.name}`,
      name: valid.name,
      email: 'fwd@example.ph',
      brands: 'HP, Lenovo',
      message: valid.message,
    });
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.email, 'fwd@example.ph'));
    expect(row).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 1, forwardError: null });
    expect(row!.forwardedAt).not.toBeNull();
  });

  it('records a failure and succeeds on a later retry after the backoff', async () => {
    let fail = true;
    let calls = 0;
    const flaky: FetchLike = async () => {
      calls += 1;
      return fail ? json({ success: false, message: 'Invalid access key' }, 400) : json({ success: true });
    };
    const stored = await submitInquiry(deps(flaky), { ...valid, email: 'flaky@example.ph' }, 'flaky-client');
    expect(stored).toMatchObject({ email: 'flaky@example.ph' });
    await forwardsSettled();
    const read = async () =>
      (await ctx.db.select().from(inquiries).where(eq(inquiries.email, 'flaky@example.ph')))[0]!;
    expect(await read()).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 1,
      forwardError: 'HTTP 400: Invalid access key',
    });

    // Not due yet: the first retry waits a minute.
    const early = await retryPendingForwards(ctx.db, env, flaky, later(10_000));
    expect(early.attempted).toBe(0);

    ctx.clock.advance(61);
    fail = false;
    const report = await retryPendingForwards(ctx.db, env, flaky, ctx.clock.current);
    expect(report).toMatchObject({ attempted: 1, sent: 1, failed: 0 });
    expect(await read()).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 2, forwardError: null });
    expect(calls).toBe(2);

    const again = await retryPendingForwards(ctx.db, env, flaky, later(7200_000));
    expect(again.attempted).toBe(0);
  });

  it('a copy the provider took while the database was away is written later, never sent twice', async () => {
    const { db, state } = withFailingUpdates(ctx.db);
    let calls = 0;
    const accepting: FetchLike = async () => {
      calls += 1;
      state.away = true;
      return json({ success: true });
    };
    await submitInquiry({ ...deps(accepting), db }, { ...valid, email: 'away@example.ph' }, 'away-client');
    await forwardsSettled();
    const read = async () =>
      (await ctx.db.select().from(inquiries).where(eq(inquiries.email, 'away@example.ph')))[0]!;
    expect(await read()).toMatchObject({ forwardStatus: 'pending', forwardAttempts: 1 });

    state.away = false;
    ctx.clock.advance(2 * 60 * 60);
    const report = await retryPendingForwards(db, env, accepting, ctx.clock.current);
    expect(report.attempted).toBe(0);
    expect(calls).toBe(1);
    expect(await read()).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 1, forwardError: null });
  });

  it('gives up after the maximum number of attempts but keeps the inquiry', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    await submitInquiry(deps(down), { ...valid, email: 'down@example.ph' }, 'down-client');
    await forwardsSettled();
    let at = ctx.clock.current.getTime();
    for (let i = 0; i < FORWARD_MAX_ATTEMPTS + 2; i++) {
      at += 2 * 60 * 60 * 1000;
      await retryPendingForwards(ctx.db, env, down, new Date(at));
    }
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.email, 'down@example.ph'));
    expect(row).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: FORWARD_MAX_ATTEMPTS,
      forwardError: 'fetch failed',
    });
  });
});

describe('forwarding through the HTTP API', () => {
  let forwardCtx: TestContext;
  let provider: Server;
  const received: Record<string, string>[] = [];
  let answer = 200;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: answer === 200, message: answer === 200 ? 'ok' : 'down' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    forwardCtx = await createTestContext({
      INQUIRY_FORWARD_URL: `http://127.0.0.1:${port}/submit`,
      INQUIRY_ACCESS_KEY: 'http-key',
    });
  });
  afterAll(async () => {
    await forwardsSettled();
    await forwardCtx.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('answers the visitor at once and forwards in the background', async () => {
    const response = await submit({ ...valid, email: 'http@example.ph' }, 'http-client', forwardCtx);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: messages.inquiry.success });
    await forwardsSettled();
    expect(received.at(-1)).toMatchObject({ access_key: 'http-key', email: 'http@example.ph' });
    const [row] = await forwardCtx.db.select().from(inquiries);
    expect(row).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 1 });
  });

  it('still answers 201 when the provider fails, and keeps the inquiry for a retry', async () => {
    answer = 503;
    const response = await submit({ ...valid, email: 'later@example.ph' }, 'http-client', forwardCtx);
    expect(response.status).toBe(201);
    await forwardsSettled();
    const [row] = await forwardCtx.db.select().from(inquiries).where(eq(inquiries.email, 'later@example.ph'));
    expect(row).toMatchObject({
      forwardStatus: 'failed',
      forwardAttempts: 1,
      forwardError: 'HTTP 503: down',
    });
  });
});

describe('parallel posts', () => {
  it('cannot slip past the hourly limit together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        submit({ ...valid, email: `burst${index}@example.ph` }, 'burst-client'),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('answers 400, never 500, for a NUL character', async () => {
    const response = await submit({ ...valid, name: 'a\u0000b' });
    expect(response.status).toBe(400);
  });
});
