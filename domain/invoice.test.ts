import { describe, expect, it } from 'vitest';
import {
  draftInvoice,
  invoiceAmountInWords,
  invoiceStatus,
  linesLeftToInvoice,
  type OrderLineToInvoice,
} from './invoice';

describe('the amount due in words', () => {
  it.each([
    [112050n, 'One thousand one hundred twenty pesos and 50/100'],
    [111000n, 'One thousand one hundred ten pesos and 00/100'],
    [100000n, 'One thousand pesos and 00/100'],
    [2_000_000n, 'Twenty thousand pesos and 00/100'],
    [100n, 'One peso and 00/100'],
    [1n, 'Zero pesos and 01/100'],
    [0n, 'Zero pesos and 00/100'],
    [2199n, 'Twenty-one pesos and 99/100'],
    [100_000_000n, 'One million pesos and 00/100'],
    [
      123_456_789_05n,
      'One hundred twenty-three million four hundred fifty-six thousand seven hundred eighty-nine pesos and 05/100',
    ],
    [
      99_999_999_999n,
      'Nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine pesos and 99/100',
    ],
    [50_000_000_000n, 'Five hundred million pesos and 00/100'],
    [1_000_100n, 'Ten thousand one pesos and 00/100'],
  ])('%s centavos read "%s"', (centavos, words) => {
    expect(invoiceAmountInWords(centavos)).toBe(words);
  });
});

const line = (fields: Partial<OrderLineToInvoice> & { orderItem: number }): OrderLineToInvoice => ({
  description: `Line ${fields.orderItem}`,
  kind: 'product',
  unitPrice: 100000n,
  quantity: 1,
  invoiced: 0,
  ...fields,
});

const vatBuyer = { taxClass: 'vat', withholdingPercent: 0, shopPricesIncludeVat: true } as const;

describe('invoicing an order', () => {
  it('takes everything left by default, the quotation discount included, so the total is the order total', () => {
    const lines = [
      line({ orderItem: 1, unitPrice: 56000n, quantity: 2 }),
      line({ orderItem: 2, kind: 'adjustment', unitPrice: -2000n }),
    ];
    const draft = draftInvoice({ ...vatBuyer, lines, picks: null });
    if (!draft.ok) throw new Error('refused');
    expect(draft.lines.map((drafted) => drafted.amount)).toEqual([112000n, -2000n]);
    expect(draft.tax).toMatchObject({ vatableSales: 98214n, vat: 11786n, totalSales: 110000n });
  });

  it("leaves out a quotation's VAT line, computes VAT on top instead, and gives the order total", () => {
    const lines = [
      line({ orderItem: 1, unitPrice: 100000n }),
      line({ orderItem: 2, kind: 'adjustment', unitPrice: 12000n }),
    ];
    expect(linesLeftToInvoice(lines).map((left) => left.orderItem)).toEqual([1]);
    const draft = draftInvoice({ ...vatBuyer, lines, picks: null });
    if (!draft.ok) throw new Error('refused');
    expect(draft.pricesIncludeVat).toBe(false);
    expect(draft.tax).toMatchObject({ vatableSales: 100000n, vat: 12000n, totalSales: 112000n });
  });

  it('invoices part of an order and refuses more than is left', () => {
    const lines = [line({ orderItem: 1, quantity: 5, invoiced: 2 }), line({ orderItem: 2, invoiced: 1 })];
    expect(linesLeftToInvoice(lines).map((left) => [left.orderItem, left.left])).toEqual([[1, 3]]);
    const partial = draftInvoice({ ...vatBuyer, lines, picks: [{ orderItem: 1, quantity: 2 }] });
    expect(partial.ok && partial.lines.map((drafted) => drafted.quantity)).toEqual([2]);
    expect(draftInvoice({ ...vatBuyer, lines, picks: [{ orderItem: 1, quantity: 4 }] })).toEqual({
      ok: false,
      problems: [{ kind: 'too-many', orderItem: 1, left: 3 }],
    });
    expect(draftInvoice({ ...vatBuyer, lines, picks: [{ orderItem: 2, quantity: 1 }] })).toEqual({
      ok: false,
      problems: [{ kind: 'too-many', orderItem: 2, left: 0 }],
    });
    expect(draftInvoice({ ...vatBuyer, lines, picks: [{ orderItem: 9, quantity: 1 }] })).toEqual({
      ok: false,
      problems: [{ kind: 'unknown-line', orderItem: 9 }],
    });
  });

  it('refuses an invoice of nothing, or of a discount alone', () => {
    const done = [line({ orderItem: 1, invoiced: 1 })];
    expect(draftInvoice({ ...vatBuyer, lines: done, picks: null })).toEqual({
      ok: false,
      problems: [{ kind: 'nothing' }],
    });
    const discount = [line({ orderItem: 1 }), line({ orderItem: 2, kind: 'adjustment', unitPrice: -500n })];
    expect(draftInvoice({ ...vatBuyer, lines: discount, picks: [{ orderItem: 2, quantity: 1 }] })).toEqual({
      ok: false,
      problems: [{ kind: 'not-positive' }],
    });
  });
});

describe("an invoice's status", () => {
  const today = '2026-11-27';
  it.each([
    [{ voided: true, balance: 100n, dueOn: '2026-11-01' }, 'void'],
    [{ voided: false, balance: 0n, dueOn: '2026-11-01' }, 'paid'],
    [{ voided: false, balance: 1n, dueOn: '2026-11-26' }, 'overdue'],
    [{ voided: false, balance: 1n, dueOn: today }, 'open'],
  ] as const)('%o is %s', (invoice, status) => {
    expect(invoiceStatus({ ...invoice, today })).toBe(status);
  });
});
