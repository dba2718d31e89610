import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotations } from '~/db/schema';
import type { QuotationStoredStatus } from '~/domain/quotation';
import { createQuotation, reviseQuotation } from '../../services/quotations/drafts';
import { dataOf, openStaffedContext } from '../../test/harness';

const { ctx, staff } = await openStaffedContext();

/** 16:00 on 22 November in Manila. */
const NOW = new Date('2026-11-22T08:00:00Z');

/**
 * A quotation of `total` pesos (one free-text line; prices include VAT, the default) put in a state as of the
 * given moments. Sending and answering through the API are tested with the quotations; here only the dates and
 * the stored status matter.
 */
async function quote(
  total: string,
  state: { status: QuotationStoredStatus; sent?: string; answered?: string; validUntil?: string },
) {
  const made = await createQuotation(
    ctx.db,
    {
      customer_name: 'Dashboard Customer',
      customer_email: 'buyer@example.ph',
      lines: [{ description: 'Server rack', quantity: 1, unit_price: total }],
    },
    staff,
    new Date('2026-10-01T00:00:00Z'),
  );
  await ctx.db
    .update(quotations)
    .set({
      status: state.status,
      sentAt: state.sent ? new Date(state.sent) : null,
      answeredAt: state.answered ? new Date(state.answered) : null,
      ...(state.validUntil ? { validUntil: state.validUntil } : {}),
    })
    .where(eq(quotations.id, made.id));
  return made;
}

async function figures() {
  ctx.clock.current = NOW;
  return dataOf(await ctx.apiFor(staff.access).GET('/api/dashboard/'), 200).quotations;
}

describe('the dashboard quotation figures', () => {
  it('are zero, with no conversion rate, before any quotation is sent', async () => {
    await quote('999.00', { status: 'draft' });
    expect(await figures()).toEqual({
      sent_this_month: 0,
      accepted_this_month: 0,
      conversion_rate: null,
      open_count: 0,
      open_value: '0.00',
    });
  });

  it('count this Manila month, the decided share accepted, and the open quotes’ value', async () => {
    // Sent last month (31 October 23:00 Manila), accepted this month: accepted this month, not sent this month.
    await quote('100.00', {
      status: 'accepted',
      sent: '2026-10-31T15:00:00Z',
      answered: '2026-11-02T01:00:00Z',
    });
    // 1 November 00:30 in Manila is still 31 October in UTC: it counts for November.
    await quote('200.00', {
      status: 'accepted',
      sent: '2026-10-31T16:30:00Z',
      answered: '2026-11-03T01:00:00Z',
    });
    await quote('300.00', {
      status: 'declined',
      sent: '2026-11-04T01:00:00Z',
      answered: '2026-11-05T01:00:00Z',
    });
    // Sent this month and already past its date: expired, decided without an answer.
    await quote('400.00', { status: 'sent', sent: '2026-11-05T01:00:00Z', validUntil: '2026-11-21' });
    // Open: sent, valid through today and later.
    await quote('1120.00', { status: 'sent', sent: '2026-11-10T01:00:00Z', validUntil: '2026-11-22' });
    await quote('2240.00', { status: 'sent', sent: '2026-11-11T01:00:00Z', validUntil: '2026-12-11' });

    // 1 accepted of 3 decided (accepted, declined, expired) among those sent this month; 2 open.
    expect(await figures()).toEqual({
      sent_this_month: 5,
      accepted_this_month: 2,
      conversion_rate: 33.3,
      open_count: 2,
      open_value: '3360.00',
    });
  });

  it('count a revised quotation’s open value once, from its latest revision', async () => {
    const before = await figures();
    const first = await quote('5000.00', {
      status: 'sent',
      sent: '2026-11-12T01:00:00Z',
      validUntil: '2026-12-12',
    });
    const revision = await reviseQuotation(ctx.db, first.id, staff, new Date('2026-11-13T01:00:00Z'));
    // The revision is a draft: the superseded one still reads "sent" but is no longer open.
    let after = await figures();
    expect(after.open_count).toBe(before.open_count);
    expect(after.open_value).toBe(before.open_value);
    expect(after.sent_this_month).toBe(before.sent_this_month + 1);

    await ctx.db
      .update(quotations)
      .set({ status: 'sent', sentAt: new Date('2026-11-14T01:00:00Z'), total: '4500.00' })
      .where(eq(quotations.id, revision.id));
    after = await figures();
    expect(after.open_count).toBe(before.open_count + 1);
    expect(Number(after.open_value)).toBe(Number(before.open_value) + 4500);
    expect(after.sent_this_month).toBe(before.sent_this_month + 2);
  });
});
