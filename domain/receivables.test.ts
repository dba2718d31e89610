import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agingBucket, agingReport, allocatePayment, dueDay, type OpenInvoice } from './receivables';

describe('due dates from payment terms', () => {
  it.each([
    ['2026-11-26', 0, '2026-11-26'],
    ['2026-11-26', 7, '2026-12-03'],
    ['2026-11-26', 15, '2026-12-11'],
    ['2026-12-31', 30, '2027-01-30'],
    ['2028-01-31', 30, '2028-03-01'],
    ['2026-11-26', 60, '2027-01-25'],
  ])('an invoice of %s on %i-day terms is due %s', (issued, days, due) => {
    expect(dueDay(issued, days)).toBe(due);
  });
});

describe('aging buckets', () => {
  it.each([
    ['2026-12-01', 'current'],
    ['2026-11-26', 'current'],
    ['2026-11-25', '1-30'],
    ['2026-10-27', '1-30'],
    ['2026-10-26', '31-60'],
    ['2026-09-27', '31-60'],
    ['2026-09-26', '61-90'],
    ['2026-08-28', '61-90'],
    ['2026-08-27', 'over-90'],
  ])('due %s is %s on 2026-11-26', (due, bucket) => {
    expect(agingBucket(due, '2026-11-26')).toBe(bucket);
  });

  it('totals each bucket and names the customers behind it, largest balance first', () => {
    const invoices: OpenInvoice[] = [
      { invoiceId: 1, customerId: 10, due: '2026-12-10', balance: 500_00n },
      { invoiceId: 2, customerId: 11, due: '2026-11-10', balance: 1_200_00n },
      { invoiceId: 3, customerId: 10, due: '2026-11-01', balance: 300_00n },
      { invoiceId: 4, customerId: 12, due: '2026-06-01', balance: 9_000_00n },
      { invoiceId: 5, customerId: 13, due: '2026-06-01', balance: 0n },
    ];
    const report = agingReport(invoices, '2026-11-26');
    expect(report.map((row) => [row.bucket, row.total])).toEqual([
      ['current', 500_00n],
      ['1-30', 1_500_00n],
      ['31-60', 0n],
      ['61-90', 0n],
      ['over-90', 9_000_00n],
    ]);
    expect(report[1]!.customers).toEqual([
      { customerId: 11, balance: 1_200_00n },
      { customerId: 10, balance: 300_00n },
    ]);
  });
});

describe('spreading a payment over open invoices', () => {
  const open: OpenInvoice[] = [
    { invoiceId: 7, customerId: 1, due: '2026-12-20', balance: 5_000_00n },
    { invoiceId: 5, customerId: 1, due: '2026-11-20', balance: 2_000_00n },
  ];

  it('pays the oldest due first and keeps an overpayment as credit', () => {
    expect(allocatePayment(3_000_00n, open, null)).toEqual({
      ok: true,
      allocations: [
        { invoiceId: 5, amount: 2_000_00n },
        { invoiceId: 7, amount: 1_000_00n },
      ],
      credit: 0n,
    });
    expect(allocatePayment(8_000_00n, open, null)).toMatchObject({ ok: true, credit: 1_000_00n });
  });

  it('takes the split staff asked for and keeps the rest as credit', () => {
    expect(allocatePayment(6_000_00n, open, [{ invoiceId: 7, amount: 5_000_00n }])).toEqual({
      ok: true,
      allocations: [{ invoiceId: 7, amount: 5_000_00n }],
      credit: 1_000_00n,
    });
  });

  it('refuses a split over an invoice’s balance, over the payment, for another invoice or of nothing', () => {
    expect(
      allocatePayment(1_000_00n, open, [
        { invoiceId: 5, amount: 2_500_00n },
        { invoiceId: 99, amount: 1n },
        { invoiceId: 7, amount: 0n },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { kind: 'more-than-balance', invoiceId: 5, balance: 2_000_00n },
        { kind: 'unknown-invoice', invoiceId: 99 },
        { kind: 'not-positive', invoiceId: 7 },
        { kind: 'more-than-payment', allocated: 2_500_00n },
      ],
    });
  });

  it('never loses or invents a centavo', () => {
    const invoices = fc.uniqueArray(
      fc.record({
        invoiceId: fc.nat(1000),
        customerId: fc.constant(1),
        due: fc.constantFrom('2026-10-01', '2026-11-01', '2026-12-01'),
        balance: fc.bigInt({ min: 0n, max: 1_000_000_00n }),
      }),
      { maxLength: 8, selector: (invoice) => invoice.invoiceId },
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5_000_000_00n }), invoices, (amount, list) => {
        const result = allocatePayment(amount, list, null);
        if (!result.ok) throw new Error('an automatic split is always possible');
        const paid = result.allocations.reduce((sum, share) => sum + share.amount, 0n);
        expect(paid + result.credit).toBe(amount);
        for (const share of result.allocations) {
          expect(share.amount > 0n).toBe(true);
          expect(share.amount <= list.find((invoice) => invoice.invoiceId === share.invoiceId)!.balance).toBe(
            true,
          );
        }
      }),
    );
  });
});
