import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_TAX_CLASSES,
  customerCreateSchema,
  customerPatchSchema,
  normalizeTin,
  paymentTermsLabel,
  tinsIn,
  TAX_CLASS_LABELS,
} from './customer';
import { messages } from './messages';

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('tinsIn', () => {
  it.each([
    ['Our TIN is 123-456-789-000, thanks', ['123-456-789-00000']],
    ['TIN 123 456 789 00012 and TIN:987654321', ['123-456-789-00012', '987-654-321-00000']],
    ['Call 0917 555 0101 or 02 8123 4567', []],
    ['Order 1234567890123456 is not a TIN', []],
    ['Same 123-456-789 twice 123456789', ['123-456-789-00000']],
    ['', []],
  ])('%s', (text, tins) => {
    expect(tinsIn(text)).toEqual(tins);
  });
});

describe('normalizeTin', () => {
  it.each([
    ['123456789', '123-456-789-00000'],
    ['123 456 789 000', '123-456-789-00000'],
    ['123-456-789-00012', '123-456-789-00012'],
    ['12345678900012', '123-456-789-00012'],
    [' 12-34 ', '12-34'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizeTin(typed)).toBe(stored);
  });
});

describe('customerCreateSchema', () => {
  it('takes a name alone, and a full buyer with its TIN given as nine digits', () => {
    expect(customerCreateSchema.safeParse({ name: 'Ben Reyes' }).success).toBe(true);
    const full = customerCreateSchema.parse({
      code: 'VISFR',
      name: '  Visayas Freight Inc. ',
      tin: '123456789',
      tax_class: 'zero_rated',
      withholding_percent: 1,
      payment_term_days: 30,
      credit_limit: '250,000',
      price_tier: 2,
      tags: ['Cebu', 'cebu', 'PEZA'],
      contacts: [{ name: 'Ana Cruz', email: 'ana@visayasfreight.ph', is_primary: true }, { name: 'Leo Tan' }],
      addresses: [{ label: 'Warehouse', address: 'Pier 4, Cebu City' }],
    });
    expect(full).toMatchObject({
      name: 'Visayas Freight Inc.',
      tin: '123-456-789-00000',
      credit_limit: '250000.00',
      tags: ['cebu', 'peza'],
    });
  });

  it('says what is wrong, field by field, in the words the admin shows', () => {
    expect(
      problems(
        customerCreateSchema.safeParse({
          name: ' ',
          code: 'VIS FR',
          tin: '123-45',
          tax_class: 'foreign',
          withholding_percent: 5,
          payment_term_days: 45,
          contacts: [
            { name: 'Ana', is_primary: true },
            { name: 'Leo', email: 'not-an-address', is_primary: true },
          ],
        }),
      ),
    ).toEqual([
      ['code', messages.customer.codeInvalid],
      ['name', messages.common.required],
      ['tin', messages.customer.tinInvalid],
      ['tax_class', messages.customer.taxClassInvalid],
      ['withholding_percent', messages.customer.withholdingInvalid],
      ['payment_term_days', messages.customer.termsInvalid],
      ['contacts.1.email', messages.common.invalidEmail],
    ]);
    expect(
      problems(
        customerCreateSchema.safeParse({
          name: 'Visayas Freight',
          contacts: [
            { name: 'Ana', is_primary: true },
            { name: 'Leo', is_primary: true },
          ],
        }),
      ),
    ).toEqual([['contacts', messages.customer.onePrimaryContact]]);
  });
});

describe('customerPatchSchema', () => {
  it('takes any subset of the fields and leaves out what was not given', () => {
    expect(customerPatchSchema.parse({ payment_term_days: 60 })).toEqual({ payment_term_days: 60 });
    expect(customerPatchSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('labels', () => {
  it('names every tax class and the payment terms', () => {
    expect(CUSTOMER_TAX_CLASSES.map((taxClass) => TAX_CLASS_LABELS[taxClass])).toEqual([
      'VAT-registered',
      'VAT-exempt',
      'Zero-rated (PEZA, export)',
      'Government',
    ]);
    expect([0, 7, 30].map(paymentTermsLabel)).toEqual(['Cash / COD', '7 days', '30 days']);
  });
});
