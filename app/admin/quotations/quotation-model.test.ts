import { describe, expect, it } from 'vitest';
import type { InquiryView } from '~/domain/inquiry';
import type { QuotationView } from '~/domain/quotation';
import {
  catalogueLine,
  draftFromInquiry,
  draftFromView,
  emptyDraft,
  freeLine,
  lineMessages,
  linesToPrice,
  payloadOf,
  quotationButtons,
  quotationsQuery,
  withPrices,
  type QuotationDraft,
} from './quotation-model';
import { pricedBy } from './quotation-pricing';
import { liveTotals } from './quotation-live-totals';

const laptop = { id: 4, name: 'Acer Aspire 5', stock: 7, price: '1120.00' };

function draftWith(change: Partial<QuotationDraft>): QuotationDraft {
  return { ...emptyDraft('2026-12-22'), ...change };
}

describe('liveTotals', () => {
  it('gives the figures the server stores: 2 × ₱1,120.00 with VAT included', () => {
    const line = { ...catalogueLine(laptop), quantity: '2' };
    expect(liveTotals(draftWith({ lines: [line] }), true)).toEqual({
      lines: ['2240.00'],
      linesTotal: '2240.00',
      discount: '0.00',
      subtotal: '2000.00',
      vat: '240.00',
      total: '2240.00',
    });
  });

  it('adds VAT on top when prices exclude it, after line and overall discounts', () => {
    const lines = [
      { ...catalogueLine(laptop), quantity: '2', discountKind: 'percent' as const, discount: '10' },
      { ...freeLine('Installation'), unitPrice: '500', discount: '100' },
    ];
    const totals = liveTotals(draftWith({ lines, discountKind: 'amount', discount: '16' }), false);
    // 2240 − 224 = 2016; 500 − 100 = 400; 2416 − 16 = 2400; VAT 12 % = 288.
    expect(totals.lines).toEqual(['2016.00', '400.00']);
    expect(totals).toMatchObject({ linesTotal: '2416.00', discount: '16.00', subtotal: '2400.00' });
    expect(totals).toMatchObject({ vat: '288.00', total: '2688.00' });
  });

  it('counts a field that is not yet a number as nothing', () => {
    const lines = [{ ...freeLine('Delivery'), unitPrice: '12.345', quantity: 'two' }];
    expect(liveTotals(draftWith({ lines, discount: 'abc' }), true).total).toBe('0.00');
  });
});

describe('payloadOf', () => {
  it('sends catalogue lines with their product, free lines without, and the discount in its own field', () => {
    const draft = draftWith({
      customer_name: '  Maria Santos ',
      discountKind: 'percent',
      discount: '5',
      lines: [catalogueLine(laptop), { ...freeLine('Delivery'), unitPrice: '500' }],
    });
    const payload = payloadOf(draft);
    expect(payload).toMatchObject({
      customer_name: 'Maria Santos',
      valid_until: '2026-12-22',
      discount_amount: '',
      discount_percent: '5',
    });
    expect(payload.lines).toEqual([
      {
        product: 4,
        description: 'Acer Aspire 5',
        quantity: '1',
        unit_price: '1120.00',
        discount_amount: '',
        discount_percent: '',
      },
      {
        description: 'Delivery',
        quantity: '1',
        unit_price: '500',
        discount_amount: '',
        discount_percent: '',
      },
    ]);
  });
});

describe('draftFromView', () => {
  it('shows a stored percentage as a percentage and a zero discount as blank', () => {
    const view = {
      customer_name: 'Maria',
      customer_company: '',
      customer_email: 'm@example.ph',
      customer_phone: '',
      customer_address: '',
      valid_until: '2026-12-22',
      terms: '',
      notes: '',
      internal_notes: '',
      discount_amount: '0.00',
      discount_percent: '12.50',
      inquiry: 3,
      lines: [
        {
          id: 1,
          product: null,
          description: 'Delivery',
          quantity: 1,
          unit_price: '500.00',
          discount_amount: '0.00',
          discount_percent: '0.00',
          line_total: '500.00',
          stock: null,
        },
      ],
    } as unknown as QuotationView;
    const draft = draftFromView(view);
    expect(draft).toMatchObject({ discountKind: 'percent', discount: '12.50', inquiry: 3 });
    expect(draft.lines[0]).toMatchObject({ discountKind: 'amount', discount: '', unitPrice: '500.00' });
  });
});

describe('draftFromInquiry', () => {
  it('copies the customer and adds found products from the catalogue, the rest as lines to price', () => {
    const inquiry = {
      id: 9,
      name: 'Jose Rizal',
      company: 'Rizal Trading',
      email: 'jose@example.ph',
      phone: '0917 000 0000',
      products: 'Acer Aspire 5, HP LaserJet 107a',
    } as InquiryView;
    const draft = draftFromInquiry(inquiry, '2026-12-22', new Map([['acer aspire 5', laptop]]));
    expect(draft).toMatchObject({
      customer_name: 'Jose Rizal',
      customer_company: 'Rizal Trading',
      customer_email: 'jose@example.ph',
      customer_phone: '0917 000 0000',
      inquiry: 9,
    });
    expect(draft.lines.map((line) => [line.product, line.description, line.unitPrice])).toEqual([
      [4, 'Acer Aspire 5', '1120.00'],
      [null, 'HP LaserJet 107a', ''],
    ]);
  });
});

describe('lineMessages', () => {
  it("picks one line's messages out of the form's messages by path, by the line's own fields", () => {
    const errors = {
      customer_email: 'Enter a valid email address.',
      lines: 'Add at least one line.',
      'lines.1.unit_price': 'Enter the unit price of a line without a product.',
      'lines.1.non_field_errors': 'Gone.',
      'lines.10.quantity': 'Enter a whole number.',
    };
    expect(lineMessages(errors, 1)).toEqual({
      unit_price: 'Enter the unit price of a line without a product.',
      non_field_errors: 'Gone.',
    });
    expect(lineMessages(errors, 0)).toEqual({});
  });
});

describe('quotationButtons', () => {
  const view = (status: QuotationView['status'], superseded = false) =>
    ({ status, superseded }) as QuotationView;

  it('edits and sends drafts, revises sent, declined and expired ones, and lets only superusers delete', () => {
    expect(quotationButtons(view('draft'), false)).toEqual({
      edit: true,
      send: true,
      revise: false,
      delete: false,
    });
    expect(quotationButtons(view('expired'), true)).toMatchObject({ revise: true, delete: true });
    expect(quotationButtons(view('accepted'), true)).toMatchObject({ revise: false, delete: false });
    expect(quotationButtons(view('sent', true), false)).toMatchObject({ revise: false });
  });
});

describe('the list', () => {
  it('builds the API query', () => {
    expect(
      quotationsQuery({ page: 2, pageSize: 20, status: 'sent', expiring: true, query: 'QT-2026' }),
    ).toEqual({ page_size: 20, page: 2, status: 'sent', expiring: '1', query: 'QT-2026' });
    expect(
      quotationsQuery({ page: 1, pageSize: 20, status: null, expiring: false, query: '' }),
    ).toMatchObject({
      status: undefined,
      expiring: undefined,
      query: undefined,
    });
  });
});

describe('pricing lines for a customer', () => {
  const printer = { id: 5, name: 'LaserJet M211', stock: 30, price: '1200.00' };

  it('prices only product lines whose price staff did not type, at a whole quantity', () => {
    const draft = {
      ...emptyDraft('2026-12-31'),
      lines: [
        { ...catalogueLine(printer), quantity: '12' },
        { ...catalogueLine(printer), quantity: '2', unitPrice: '999', manualPrice: true },
        { ...catalogueLine(printer), quantity: '' },
        freeLine('Delivery'),
      ],
    };
    expect(linesToPrice(draft)).toEqual([{ key: draft.lines[0]!.key, product: 5, quantity: 12 }]);
  });

  it('takes the prices that still fit their lines, and the chosen customer’s buyer details', () => {
    const line = { ...catalogueLine(printer), quantity: '12' };
    const draft = {
      ...emptyDraft('2026-12-31', 'Shop terms'),
      customer: { id: 7, code: 'C-00007', name: 'Cebu Dealer Corp.', tier_name: 'Dealer' },
      lines: [line],
    };
    const price = {
      key: line.key,
      product: 5,
      quantity: 12,
      unitPrice: '1050.00',
      pricedBy: 'Dealer price, 10 or more',
    };
    const customer = {
      id: 7,
      code: 'C-00007',
      name: 'Cebu Dealer Corp.',
      price_tier_name: 'Dealer',
      billing_address: 'Pier 4, Cebu City',
      quotation_terms: '',
      quotation_notes: 'Deliver to the warehouse.',
      contacts: [{ name: 'Leo Tan', email: 'leo@cebudealer.ph', phone: '', is_primary: true }],
    };
    const next = withPrices(draft, { customer, prices: [price] });
    expect(next).toMatchObject({
      customer_name: 'Leo Tan',
      customer_company: 'Cebu Dealer Corp.',
      customer_email: 'leo@cebudealer.ph',
      customer_address: 'Pier 4, Cebu City',
      terms: 'Shop terms',
      notes: 'Deliver to the warehouse.',
      lines: [{ unitPrice: '1050.00', pricedBy: 'Dealer price, 10 or more' }],
    });
    // An answer for a quantity the line no longer has, or for another customer, changes nothing.
    const changed = { ...draft, lines: [{ ...line, quantity: '3' }] };
    expect(withPrices(changed, { customer: { ...customer, id: 8 }, prices: [price] })).toEqual(changed);
  });

  it('names the tier and the break that priced a line', () => {
    expect(pricedBy({ tier_name: 'Dealer', source: 'break', break_min_quantity: 10 })).toBe(
      'Dealer price, 10 or more',
    );
    expect(pricedBy({ tier_name: 'Retail', source: 'retail', break_min_quantity: null })).toBe(
      'Retail price',
    );
  });
});
