import { and, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/db/client';
import { inquiries, type Inquiry } from '~/db/schema';
import { INQUIRY_STATUSES } from '~/domain/constants';
import {
  honeypotFilled,
  inquirySchema,
  type InquiryInput,
  type InquiryPurpose,
  type InquiryStatus,
  type InquiryUpdate,
  type InquiryView,
} from '~/domain/inquiry';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import type { Env } from '../../env';
import { ConflictError, NotFoundError, TooManyError, validationError } from '../../errors';
import { errorForLog, type Logger } from '../../logger';
import { retryAfter, takeHit, throttleAddress, type Limit } from '../shared/throttle';
import { likePattern } from '../shared/like-pattern';
import { unrecordedOutcomes } from '../shared/unrecorded-outcomes';
import { changedFields } from '~/domain/activity';
import { givenFields, type FieldColumns } from '../shared/given-fields';
import { recordActivity, recordChanges, type Actor } from '../activity/activity';
import { queueInquiryMail, type MailEnv } from '../mail/outbox';
import { currentSettings } from '../settings/settings';
import { customerChange, customerLinkOf, holdCustomer } from '../customers/customer-links';
import { insertCustomer } from '../customers/customers';
import { inFlight } from '../shared/in-flight';

export const INQUIRY_MAX_PER_CLIENT = 20;
export const INQUIRY_WINDOW_SECONDS = 60 * 60;
/**
 * Acknowledgements go from the shop's own address to whatever address the visitor typed: at most this many to
 * one address, and this many in all, per hour. Past either, the inquiry is still stored and staff still
 * notified; only the visitor's copy is skipped, so the form cannot make the shop a mailer for strangers.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 5;
export const ACKNOWLEDGEMENTS_PER_HOUR = 100;
/** After this many failed provider calls an inquiry stays 'failed' (it is still in our table). */
export const FORWARD_MAX_ATTEMPTS = 8;
const FORWARD_TIMEOUT_MS = 10_000;
/** A 'pending' row not yet claimed this long after its insert lost its background attempt (e.g. a restart). */
const FORWARD_GRACE_SECONDS = 30;

export type ForwardEnv = Pick<Env, 'INQUIRY_FORWARD_URL' | 'INQUIRY_ACCESS_KEY'>;
type InquiryEnv = ForwardEnv & Partial<MailEnv>;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface InquiryDeps {
  db: Db;
  env: InquiryEnv;
  logger: Logger;
  now: () => Date;
  fetch?: FetchLike;
  /** Tells this node's mail worker that messages are waiting, so they go out now rather than on its next tick. */
  wakeMail?: () => void;
}

export type { InquiryView };

/**
 * The visitor's form and staff's triage write different columns, so each has its own mapping: nothing a
 * visitor sends can reach the status or the internal notes.
 */
export type InquiryColumns = FieldColumns<InquiryInput, typeof inquiries>;
export const INQUIRY_COLUMNS = {
  name: 'name',
  phone: 'phone',
  company: 'company',
  email: 'email',
  purpose: 'purpose',
  brands: 'brands',
  products: 'products',
  service: 'service',
  message: 'message',
} as const satisfies InquiryColumns;
export type InquiryUpdateColumns = FieldColumns<InquiryUpdate, typeof inquiries>;
export const INQUIRY_UPDATE_COLUMNS = {
  status: 'status',
  notes: 'notes',
  customer_id: 'customerId',
} as const satisfies InquiryUpdateColumns;

/** The fields the visitor filled in, as the form names them. */
function formFields(row: Inquiry) {
  return {
    name: row.name,
    phone: row.phone,
    company: row.company,
    email: row.email,
    purpose: row.purpose,
    brands: row.brands,
    products: row.products,
    service: row.service,
    message: row.message,
  };
}

function toInquiryView(row: Inquiry): InquiryView {
  return {
    id: row.id,
    ...formFields(row),
    status: row.status,
    notes: row.notes,
    forward_status: row.forwardStatus,
    forward_attempts: row.forwardAttempts,
    forward_error: row.forwardError,
    forwarded_at: row.forwardedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_id: row.customerId,
  };
}

/** What an inquiry's detail says of its customer: linked, or the customers it may belong to. */
export function inquiryCustomer(db: DbOrTx, view: InquiryView) {
  return customerLinkOf(db, {
    customer_id: view.customer_id,
    email: view.email,
    text: [view.company, view.message, view.notes].join('\n'),
  });
}

const forwards = inFlight();

/** Resolves once every background provider call started so far has finished (tests, graceful shutdown). */
export function forwardsSettled(): Promise<void> {
  return forwards.settled();
}

const tooMany = (retryAfterSeconds: number) => new TooManyError(messages.inquiry.tooMany, retryAfterSeconds);

/**
 * The public form, from the JSON API or a plain form post. Our table is the record of truth: the visitor's
 * answer depends only on the insert, and the provider copy is attempted in the background afterwards.
 * Valid submissions count towards the per-address limit; a filled honeypot counts too and looks accepted,
 * which is the one answer without a view (null): nothing was stored.
 */
export async function submitInquiry(
  deps: InquiryDeps,
  raw: unknown,
  client: string,
): Promise<InquiryView | null> {
  const now = deps.now();
  const limit = {
    key: `inquiry:client:${throttleAddress(client)}`,
    max: INQUIRY_MAX_PER_CLIENT,
    windowSeconds: INQUIRY_WINDOW_SECONDS,
  };
  const wait = await retryAfter(deps.db, [limit], now);
  if (wait !== null) throw tooMany(wait);
  if (honeypotFilled(raw)) {
    const hit = await deps.db.transaction((tx) => takeHit(tx, [limit], now));
    if ('retryAfter' in hit) throw tooMany(hit.retryAfter);
    return null;
  }
  const parsed = inquirySchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  const inquiry = await storeInquiry(deps, parsed.data, now, limit);
  if ('retryAfter' in inquiry) throw tooMany(inquiry.retryAfter);
  deps.wakeMail?.();
  if (inquiry.forwardStatus === 'pending') {
    const task = attemptForward(deps.db, deps.env, deps.fetch ?? fetch, inquiry, deps.now).then(
      (outcome) => {
        if (outcome === 'failed') {
          deps.logger.error('inquiry.forward_failed', { inquiry_id: inquiry.id });
        }
      },
      (error: unknown) =>
        deps.logger.error('inquiry.forward_error', { inquiry_id: inquiry.id, ...errorForLog(error) }),
    );
    void forwards.track(task);
  }
  return toInquiryView(inquiry);
}

async function storeInquiry(
  deps: InquiryDeps,
  input: InquiryInput,
  now: Date,
  limit: Limit,
): Promise<Inquiry | { retryAfter: number }> {
  const forward = Boolean(deps.env.INQUIRY_FORWARD_URL);
  // Counted, stored and its e-mails queued in one transaction: parallel posts cannot all pass the limit
  // before any is counted, and a message exists exactly when its inquiry does.
  return deps.db.transaction(async (tx) => {
    const hit = await takeHit(tx, [limit], now);
    if ('retryAfter' in hit) return hit;
    const [row] = await tx
      .insert(inquiries)
      .values({
        ...givenFields(input, INQUIRY_COLUMNS),
        forwardStatus: forward ? 'pending' : 'not_configured',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordActivity(tx, null, now, {
      entityType: 'inquiry',
      entityId: row!.id,
      entityLabel: inquiryLabel(row!),
      action: 'received',
      note: row!.purpose,
    });
    if (deps.env.SMTP_URL) {
      const { settings } = await currentSettings(tx);
      const acknowledge = 'hitIds' in (await takeHit(tx, acknowledgementLimits(row!.email), now));
      await queueInquiryMail(
        tx,
        { SMTP_URL: deps.env.SMTP_URL, MAIL_FROM: deps.env.MAIL_FROM, SITE_URL: deps.env.SITE_URL },
        settings,
        row!,
        now,
        acknowledge,
      );
    }
    return row!;
  });
}

function acknowledgementLimits(email: string): Limit[] {
  return [
    {
      key: `inquiry:acknowledgement:${email.toLowerCase()}`,
      max: ACKNOWLEDGEMENTS_PER_RECIPIENT,
      windowSeconds: INQUIRY_WINDOW_SECONDS,
    },
    { key: 'inquiry:acknowledgement', max: ACKNOWLEDGEMENTS_PER_HOUR, windowSeconds: INQUIRY_WINDOW_SECONDS },
  ];
}

const inquiryLabel = (row: Inquiry) => `${row.name}, ${row.company}`;

/** Wait before the next provider call after `attempts` failed ones: 1, 2, 4 ... minutes, at most an hour. */
function forwardDelaySeconds(attempts: number): number {
  if (attempts === 0) return FORWARD_GRACE_SECONDS;
  return Math.min(60 * 2 ** (attempts - 1), 60 * 60);
}

/** The spec's provider call: the form fields plus the access key, a sender name and a subject. */
function providerPayload(row: Inquiry, env: ForwardEnv, companyName: string): Record<string, string> {
  return {
    ...(env.INQUIRY_ACCESS_KEY ? { access_key: env.INQUIRY_ACCESS_KEY } : {}),
    from_name: companyName,
    subject: `New inquiry: ${row.purpose} from ${row.name}`,
    ...formFields(row),
  };
}

async function callProvider(url: string, body: Record<string, string>, fetchImpl: FetchLike): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  const text = await response.text();
  let answer: { success?: unknown; message?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Providers that answer plain text are judged by the status code alone.
  }
  if (!response.ok || answer.success === false) {
    const detail = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
    throw new Error(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
  }
}

/**
 * One provider call for one inquiry. The row is claimed first (attempt count bumped only if nobody else did
 * it), so two app nodes or an overlapping retry never send the same inquiry twice at once.
 */
async function attemptForward(
  db: Db,
  env: ForwardEnv,
  fetchImpl: FetchLike,
  row: Inquiry,
  now: () => Date,
): Promise<'sent' | 'failed' | 'skipped'> {
  if (!env.INQUIRY_FORWARD_URL) return 'skipped';
  const attempts = row.forwardAttempts + 1;
  const claimed = await db
    .update(inquiries)
    .set({ forwardAttempts: attempts, updatedAt: now() })
    .where(
      and(
        eq(inquiries.id, row.id),
        eq(inquiries.forwardAttempts, row.forwardAttempts),
        inArray(inquiries.forwardStatus, ['pending', 'failed']),
      ),
    )
    .returning({ id: inquiries.id });
  if (claimed.length === 0) return 'skipped';
  const outcomes = unrecordedOutcomes(db, 'forward');
  const record = (values: Partial<Inquiry>) =>
    outcomes.record(String(row.id), () => db.update(inquiries).set(values).where(eq(inquiries.id, row.id)));
  try {
    const { settings } = await currentSettings(db);
    await callProvider(env.INQUIRY_FORWARD_URL, providerPayload(row, env, settings.name), fetchImpl);
  } catch (error) {
    await record({
      forwardStatus: 'failed',
      forwardError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      updatedAt: now(),
    });
    return 'failed';
  }
  const at = now();
  await record({ forwardStatus: 'sent', forwardError: null, forwardedAt: at, updatedAt: at });
  return 'sent';
}

export interface RetryReport {
  attempted: number;
  sent: number;
  failed: number;
}

/**
 * Resends inquiries whose provider copy is missing, each once its backoff has passed: the row's updated_at
 * is the time of its last attempt. Gives up on a row after FORWARD_MAX_ATTEMPTS.
 */
export async function retryPendingForwards(
  db: Db,
  env: ForwardEnv,
  fetchImpl: FetchLike,
  now: Date,
): Promise<RetryReport> {
  const report: RetryReport = { attempted: 0, sent: 0, failed: 0 };
  if (!env.INQUIRY_FORWARD_URL) return report;
  // Calls made while the database was away are written first, or their rows would be sent again below.
  await unrecordedOutcomes(db, 'forward').flush();
  const candidates = await db
    .select()
    .from(inquiries)
    .where(
      and(
        inArray(inquiries.forwardStatus, ['pending', 'failed']),
        lt(inquiries.forwardAttempts, FORWARD_MAX_ATTEMPTS),
        lt(inquiries.updatedAt, new Date(now.getTime() - FORWARD_GRACE_SECONDS * 1000)),
      ),
    )
    .orderBy(inquiries.id)
    .limit(100);
  for (const row of candidates) {
    const due = row.updatedAt.getTime() + forwardDelaySeconds(row.forwardAttempts) * 1000;
    if (due > now.getTime()) continue;
    const outcome = await attemptForward(db, env, fetchImpl, row, () => now);
    if (outcome === 'skipped') continue;
    report.attempted += 1;
    report[outcome] += 1;
  }
  return report;
}

export interface ForwardingWorkerDeps {
  db: Db;
  env: ForwardEnv;
  logger: Logger;
  fetch?: FetchLike;
  now?: () => Date;
  intervalMs?: number;
}

/** Retries missing provider copies on an interval; the timer never keeps the process alive. Returns stop. */
export function startForwardingWorker(deps: ForwardingWorkerDeps): () => void {
  if (!deps.env.INQUIRY_FORWARD_URL) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await retryPendingForwards(
        deps.db,
        deps.env,
        deps.fetch ?? fetch,
        (deps.now ?? (() => new Date()))(),
      );
      if (report.attempted > 0) deps.logger.info('inquiry.forward_retry', { ...report });
    } catch (error) {
      deps.logger.error('inquiry.forward_retry_error', errorForLog(error));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), deps.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

export interface InquiryListQuery {
  page: number;
  pageSize: number;
  status?: InquiryStatus;
  purpose?: InquiryPurpose;
  /** Text looked for, ignoring case, anywhere in the name, company, email or message. */
  q?: string;
}

export type StatusCounts = Record<InquiryStatus, number>;

/** The search and purpose conditions: the status tabs count within them, so they leave the status out. */
function inboxFilter(query: Pick<InquiryListQuery, 'purpose' | 'q'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.purpose) conditions.push(eq(inquiries.purpose, query.purpose));
  // PostgreSQL text cannot hold NUL, so it cannot match either: dropping it keeps the query valid.
  const text = query.q?.replace(/\0/g, '').trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(
      or(
        ilike(inquiries.name, pattern),
        ilike(inquiries.company, pattern),
        ilike(inquiries.email, pattern),
        ilike(inquiries.message, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listInquiries(
  db: Db,
  query: InquiryListQuery,
): Promise<{ count: number; results: InquiryView[]; statusCounts: StatusCounts }> {
  const filter = inboxFilter(query);
  const where = query.status ? and(filter, eq(inquiries.status, query.status)) : filter;
  const perStatus = await db
    .select({ status: inquiries.status, value: count() })
    .from(inquiries)
    .where(filter)
    .groupBy(inquiries.status);
  const statusCounts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const { status, value } of perStatus) {
    if (status in statusCounts) statusCounts[status] = value;
  }
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, value) => sum + value, 0);
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { count: total, results: rows.map(toInquiryView), statusCounts };
}

/**
 * The inquiry an order or quotation is about to refer to, with the customer it belongs to, or null when there
 * is none. KEY SHARE holds off a concurrent delete of the inquiry until the row referring to it is written.
 */
export async function holdInquiry(tx: Tx, id: number): Promise<{ customerId: number | null } | null> {
  const [row] = await tx
    .select({ customerId: inquiries.customerId })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('key share');
  return row ?? null;
}

/** The statuses in which an inquiry still waits for an answer; sending it a quotation answers it. */
const AWAITING_ANSWER: readonly InquiryStatus[] = ['new', 'in_progress'];

/**
 * Moves an inquiry still waiting for an answer to "quoted" when a quotation made from it is sent, in the
 * sending's transaction and history; one already quoted or closed keeps the status staff gave it.
 */
export async function markInquiryQuoted(
  tx: Tx,
  id: number,
  actor: Actor,
  now: Date,
  quotation: string,
): Promise<void> {
  const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  if (!before || !AWAITING_ANSWER.includes(before.status)) return;
  await tx.update(inquiries).set({ status: 'quoted', updatedAt: now }).where(eq(inquiries.id, id));
  await recordActivity(tx, actor, now, {
    entityType: 'inquiry',
    entityId: id,
    entityLabel: inquiryLabel(before),
    action: 'updated',
    changes: { status: { from: before.status, to: 'quoted' } },
    note: adminMessages.inquiryInbox.quotedBy(quotation),
  });
}

export async function getInquiry(db: Db, id: number): Promise<InquiryView | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row ? toInquiryView(row) : null;
}

export async function updateInquiry(
  db: Db,
  id: number,
  changes: InquiryUpdate,
  actor: Actor,
  now: Date,
): Promise<InquiryView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!before) throw new NotFoundError(messages.common.notFound);
    if (changes.customer_id) await holdCustomer(tx, changes.customer_id);
    const [row] = await tx
      .update(inquiries)
      .set({
        ...givenFields(changes, INQUIRY_UPDATE_COLUMNS),
        updatedAt: now,
      })
      .where(eq(inquiries.id, id))
      .returning();
    const history = {
      ...changedFields(
        { status: before.status, notes: before.notes },
        { status: row!.status, notes: row!.notes },
      ),
      ...(await customerChange(tx, before.customerId, row!.customerId)),
    };
    await recordChanges(tx, actor, now, {
      entityType: 'inquiry',
      entityId: id,
      entityLabel: inquiryLabel(row!),
      action: 'updated',
      changes: history,
    });
    return toInquiryView(row!);
  });
}

/**
 * A customer made from an inquiry in one step (named by its company, else by the person, who becomes the
 * primary contact) and the inquiry linked to it, in one transaction and both histories. An inquiry that
 * already belongs to a customer is refused: linking it elsewhere is an edit of the inquiry.
 */
export async function createCustomerFromInquiry(
  db: Db,
  id: number,
  actor: Actor,
  now: Date,
): Promise<InquiryView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!before) throw new NotFoundError(messages.common.notFound);
    if (before.customerId !== null) throw new ConflictError(messages.customer.alreadyLinked);
    const customerId = await insertCustomer(
      tx,
      {
        name: before.company.trim() || before.name.trim(),
        contacts: [
          {
            name: before.name.trim(),
            email: before.email.trim(),
            phone: before.phone.trim(),
            is_primary: true,
          },
        ],
      },
      actor,
      now,
      { action: 'created', note: adminMessages.inquiryInbox.customerFrom(id) },
    );
    const [row] = await tx
      .update(inquiries)
      .set({ customerId, updatedAt: now })
      .where(eq(inquiries.id, id))
      .returning();
    await recordActivity(tx, actor, now, {
      entityType: 'inquiry',
      entityId: id,
      entityLabel: inquiryLabel(row!),
      action: 'updated',
      changes: await customerChange(tx, null, customerId),
    });
    return toInquiryView(row!);
  });
}
