import { createServer, type AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, outbox } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import {
  createTestContext,
  dataOf,
  MAIL_SETTINGS,
  withFailingUpdates,
  type TestContext,
  type TestUser,
} from '~/server/test/harness';
import { startSmtp } from '~/server/test/smtp';
import {
  claimDueMail,
  deliverMail,
  inquiryEmails,
  MAIL_LEASE_SECONDS,
  MAIL_MAX_ATTEMPTS,
  mailDelaySeconds,
  processOutbox,
  smtpSender,
} from './outbox';
import { ensureSettings, updateSettings } from '../settings/settings';
import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  ACKNOWLEDGEMENTS_PER_RECIPIENT,
  INQUIRY_WINDOW_SECONDS,
} from '../inquiries/inquiries';

/** Greets like a mail server, then drops the connection as soon as the client speaks. */
async function startDropper() {
  const server = createServer((socket) => {
    socket.write('220 mail.example ESMTP\r\n');
    socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago: nothing listens there, so connecting is refused. */
async function downUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

const valid = {
  name: 'Maria <b>Santos</b>',
  phone: '+63 917 555 0101',
  company: 'Santos Trading',
  email: 'maria@example.ph',
  purpose: 'Request for Quote',
  brands: 'HP',
  products: 'HP LaserJet Pro M404dn',
  service: '',
  message: 'Ten units for our branch, please.',
};

let ctx: TestContext;
let admin: TestUser;
let serial = 0;

beforeAll(async () => {
  ctx = await createTestContext(MAIL_SETTINGS);
  await ensureSettings(ctx.db);
  admin = await ctx.user('superuser');
  await updateSettings(
    ctx.db,
    { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph', 'sales@growbetter-it.ph'] },
    admin,
    ctx.clock.current,
  );
}, 60_000);
afterAll(() => ctx.close());
afterEach(async () => {
  // Each test starts with an empty outbox: earlier tests' leftovers must not be sent by later ones.
  await ctx.db.delete(outbox);
});

async function submit(fields: Partial<typeof valid> = {}): Promise<number> {
  const response = await ctx.request('POST', '/api/inquiries/', {
    json: { ...valid, ...fields },
    headers: { 'x-test-client': `mail-${++serial}` },
  });
  expect(response.status).toBe(201);
  const [row] = await ctx.db
    .select({ id: inquiries.id })
    .from(inquiries)
    .orderBy(desc(inquiries.id))
    .limit(1);
  return row!.id;
}

/** Straight from the service: tests that move the clock by hours outlive any access token. */
const emailsOf = (id: number) => inquiryEmails(ctx.db, id);

async function detail(id: number) {
  return dataOf(await ctx.apiFor(admin.access).GET('/api/inquiries/{id}/', { params: { path: { id } } }));
}

const now = () => ctx.clock.current;
/** One pass of the mail worker, sending through the SMTP server at `url`. */
const sendThrough = (url: string) => processOutbox(ctx.db, smtpSender(url), now);

describe('the retry schedule', () => {
  it('gives up after about an hour, as the README says: 7 attempts, 63 minutes of waits', () => {
    const waits = Array.from(
      { length: MAIL_MAX_ATTEMPTS - 1 },
      (_, index) => mailDelaySeconds(index + 1) / 60,
    );
    expect(MAIL_MAX_ATTEMPTS).toBe(7);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(63);
  });
});

describe('a new inquiry', () => {
  it('queues a notification and an acknowledgement in its own transaction', async () => {
    const id = await submit();
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.inquiryId, id)).orderBy(outbox.id);
    expect(rows.map((row) => [row.kind, row.recipients, row.status])).toEqual([
      ['inquiry_notification', ['owner@growbetter-it.ph', 'sales@growbetter-it.ph'], 'queued'],
      ['inquiry_acknowledgement', ['maria@example.ph'], 'queued'],
    ]);
    expect((await detail(id)).emails?.map((email) => email.status)).toEqual(['queued', 'queued']);
  });

  it('queues nothing when the inquiry is refused', async () => {
    const before = await ctx.db.select().from(outbox);
    const response = await ctx.request('POST', '/api/inquiries/', {
      json: { ...valid, email: 'not-an-address' },
      headers: { 'x-test-client': 'mail-invalid' },
    });
    expect(response.status).toBe(400);
    expect(await ctx.db.select().from(outbox)).toEqual(before);
  });
});

describe('sending through a real SMTP server', () => {
  it('delivers both messages: plain text and HTML, from the company, no tracking or outside images', async () => {
    const smtp = await startSmtp();
    try {
      const id = await submit();
      const report = await sendThrough(smtp.url);
      expect(report).toEqual({ sent: 2, retry: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      const [notification, acknowledgement] = smtp.received;
      expect(notification!.to).toEqual(['owner@growbetter-it.ph', 'sales@growbetter-it.ph']);
      expect(notification!.from).toBe('shop@growbetter-it.ph');
      expect(notification!.raw).toMatch(/^Reply-To: maria@example\.ph/m);
      expect(notification!.raw).toContain(`https://shop.example.ph/admin-inquiries?id=${id}`);
      expect(notification!.raw).toContain('HP LaserJet Pro M404dn');
      expect(acknowledgement!.to).toEqual(['maria@example.ph']);
      expect(acknowledgement!.raw).toMatch(
        /^From: Grow Better IT Trading and Solutions <shop@growbetter-it\.ph>/m,
      );
      expect(acknowledgement!.raw).toMatch(/^Reply-To: sales@growbetter-it\.ph/m);
      for (const message of smtp.received) {
        expect(message.raw).toContain('Content-Type: text/plain');
        expect(message.raw).toContain('Content-Type: text/html');
        expect(message.raw).not.toMatch(/<img/i);
        expect(message.raw).not.toMatch(/X-Mailer/i);
      }
      // The visitor's markup is escaped in the staff's HTML part: it reads as text there too.
      expect(notification!.raw).toContain('&lt;b&gt;Santos&lt;/b&gt;');
      // The visitor's copy repeats nothing the visitor typed, only the reference number.
      expect(acknowledgement!.raw).toContain(`#${id}`);
      for (const typed of ['Santos', 'HP LaserJet', 'Ten units'])
        expect(acknowledgement!.raw).not.toContain(typed);
      const emails = (await detail(id)).emails!;
      expect(emails.map((email) => [email.status, email.attempts, email.error])).toEqual([
        ['sent', 1, null],
        ['sent', 1, null],
      ]);
      expect(emails[0]!.sent_at).toBe(ctx.clock.current.toISOString());
      // Sent is sent: another pass sends nothing again.
      expect(await sendThrough(smtp.url)).toEqual({ sent: 0, retry: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('a server that refuses the recipient fails the message at once, with its reason', async () => {
    const smtp = await startSmtp({ refuse: 'rcpt' });
    try {
      const id = await submit();
      expect(await sendThrough(smtp.url)).toEqual({ sent: 0, retry: 0, failed: 2 });
      const emails = (await detail(id)).emails!;
      expect(emails.every((email) => email.status === 'failed' && email.attempts === 1)).toBe(true);
      expect(emails[0]!.error).toMatch(/550/);
    } finally {
      await smtp.close();
    }
  });

  it('a dropped connection is retried after the backoff, and then delivered once', async () => {
    const dropper = await startDropper();
    let id: number;
    try {
      id = await submit({ email: 'dropped@example.ph' });
      expect(await sendThrough(dropper.url)).toEqual({ sent: 0, retry: 2, failed: 0 });
    } finally {
      await dropper.close();
    }
    const waiting = (await detail(id)).emails!;
    expect(waiting.map((email) => email.status)).toEqual(['queued', 'queued']);
    expect(waiting[0]!.error).toBeTruthy();
    expect(waiting[0]!.next_attempt_at).toBe(
      new Date(ctx.clock.current.getTime() + mailDelaySeconds(1) * 1000).toISOString(),
    );

    const smtp = await startSmtp();
    try {
      // Not yet due: nothing is sent before the backoff has passed.
      expect(await sendThrough(smtp.url)).toEqual({ sent: 0, retry: 0, failed: 0 });
      ctx.clock.advance(mailDelaySeconds(1));
      expect(await sendThrough(smtp.url)).toEqual({ sent: 2, retry: 0, failed: 0 });
      // Both due messages go out in one pass, in no promised order.
      expect(smtp.received.map((message) => message.to).sort()).toEqual([
        ['dropped@example.ph'],
        ['owner@growbetter-it.ph', 'sales@growbetter-it.ph'],
      ]);
      expect((await detail(id)).emails!.map((email) => [email.status, email.attempts])).toEqual([
        ['sent', 2],
        ['sent', 2],
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('a server that is down is retried with growing waits until the last attempt, then shows as failed', async () => {
    const url = await downUrl();
    const id = await submit({ email: 'down@example.ph' });
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const report = await sendThrough(url);
      expect(report).toEqual(
        attempt < MAIL_MAX_ATTEMPTS ? { sent: 0, retry: 2, failed: 0 } : { sent: 0, retry: 0, failed: 2 },
      );
      ctx.clock.advance(mailDelaySeconds(attempt));
    }
    const emails = await emailsOf(id);
    expect(emails.map((email) => [email.status, email.attempts])).toEqual([
      ['failed', MAIL_MAX_ATTEMPTS],
      ['failed', MAIL_MAX_ATTEMPTS],
    ]);
    expect(emails[0]!.error).toMatch(/ECONNREFUSED/);
    // Failed stays failed and visible: later passes leave it alone.
    ctx.clock.advance(24 * 60 * 60);
    expect(await sendThrough(url)).toEqual({ sent: 0, retry: 0, failed: 0 });
  });
});

describe('several workers and crashes', () => {
  it('two workers running at once send each message once', async () => {
    const smtp = await startSmtp();
    try {
      for (let index = 0; index < 6; index++) await submit({ email: `parallel${index}@example.ph` });
      const reports = await Promise.all([sendThrough(smtp.url), sendThrough(smtp.url)]);
      expect(reports[0]!.sent + reports[1]!.sent).toBe(12);
      expect(smtp.received).toHaveLength(12);
      const ids = smtp.received.map((message) => /^Message-ID:\s*(\S+)/im.exec(message.raw)![1]);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await smtp.close();
    }
  });

  it('a message claimed by a node that died is sent by another once the lease runs out', async () => {
    const smtp = await startSmtp();
    try {
      const id = await submit({ email: 'crash@example.ph' });
      // A node claims both messages and dies before sending: the rows stay 'sending'.
      expect(await claimDueMail(ctx.db, ctx.clock.current)).toHaveLength(2);
      expect((await emailsOf(id)).map((email) => email.status)).toEqual(['sending', 'sending']);
      expect(await sendThrough(smtp.url)).toEqual({ sent: 0, retry: 0, failed: 0 });
      ctx.clock.advance(MAIL_LEASE_SECONDS + 1);
      expect(await sendThrough(smtp.url)).toEqual({ sent: 2, retry: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });
});

describe('the database going away while mail goes out', () => {
  it('keeps what was sent and writes it when the database is back, so nothing goes out twice', async () => {
    const smtp = await startSmtp();
    try {
      const id = await submit({ email: 'outage@example.ph' });
      const { db, state } = withFailingUpdates(ctx.db);
      const claimed = await claimDueMail(db, now());
      expect(claimed).toHaveLength(2);
      state.away = true;
      for (const row of claimed) await deliverMail(db, smtpSender(smtp.url), row, now);
      expect(smtp.received).toHaveLength(2);
      // The rows still say 'sending': without the kept outcomes, a pass after the lease would send them again.
      expect((await emailsOf(id)).map((email) => email.status)).toEqual(['sending', 'sending']);
      await expect(processOutbox(db, smtpSender(smtp.url), now)).rejects.toThrow(/Connection terminated/);

      state.away = false;
      ctx.clock.advance(MAIL_LEASE_SECONDS + 1);
      expect(await processOutbox(db, smtpSender(smtp.url), now)).toEqual({ sent: 0, retry: 0, failed: 0 });
      expect((await emailsOf(id)).map((email) => email.status)).toEqual(['sent', 'sent']);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });
});

describe('acknowledgement caps', () => {
  const kindsOf = async (id: number) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.inquiryId, id)).orderBy(outbox.id)).map(
      (row) => row.kind,
    );

  it('acknowledges one address a few times an hour; later inquiries still reach the staff', async () => {
    ctx.clock.advance(2 * INQUIRY_WINDOW_SECONDS);
    for (let index = 0; index < ACKNOWLEDGEMENTS_PER_RECIPIENT; index++) {
      expect(await kindsOf(await submit({ email: 'Victim@example.ph' }))).toEqual([
        'inquiry_notification',
        'inquiry_acknowledgement',
      ]);
    }
    // Any spelling of the address is the same mailbox.
    const capped = await submit({ email: 'victim@EXAMPLE.ph' });
    expect(await kindsOf(capped)).toEqual(['inquiry_notification']);
    expect(await kindsOf(await submit({ email: 'someone.else@example.ph' }))).toContain(
      'inquiry_acknowledgement',
    );
  });

  it('acknowledges at most a fixed number of inquiries an hour in all', async () => {
    ctx.clock.advance(2 * INQUIRY_WINDOW_SECONDS);
    for (let index = 0; index < ACKNOWLEDGEMENTS_PER_HOUR; index++) {
      await submit({ email: `buyer${index}@example.ph` });
    }
    const acknowledged = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'inquiry_acknowledgement'));
    expect(acknowledged).toHaveLength(ACKNOWLEDGEMENTS_PER_HOUR);
    const capped = await submit({ email: 'one.more@example.ph' });
    expect(await kindsOf(capped)).toEqual(['inquiry_notification']);
    ctx.clock.advance(INQUIRY_WINDOW_SECONDS + 1);
    expect(await kindsOf(await submit({ email: 'next.hour@example.ph' }))).toContain(
      'inquiry_acknowledgement',
    );
  }, 120_000);
});

describe('without SMTP_URL', () => {
  it('queues nothing', async () => {
    const plain = await createTestContext();
    try {
      const response = await plain.request('POST', '/api/inquiries/', {
        json: valid,
        headers: { 'x-test-client': 'no-smtp' },
      });
      expect(response.status).toBe(201);
      expect(await plain.db.select().from(outbox)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
