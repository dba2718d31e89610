import { describe, expect, it } from 'vitest';
import {
  customerFromSheetRow,
  customerSheetRow,
  patchChanges,
  RETAIL_TIER,
  type CustomerSheetSource,
} from './customer-sheet';
import { messages } from './messages';

const stored: CustomerSheetSource = {
  code: 'VFI',
  name: 'Visayas Freight Inc.',
  tin: '123-456-789-00000',
  business_style: 'Freight forwarding',
  billing_address: 'Pier 4, Cebu City',
  tax_class: 'zero_rated',
  withholding_percent: 1,
  payment_term_days: 30,
  credit_limit: '250000.00',
  price_tier: 7,
  price_tier_name: 'Dealer',
  tags: ['cebu', 'peza'],
  notes: 'Calls before noon.',
  quotation_terms: '50% down',
  quotation_notes: '',
  contacts: [
    { name: 'Leo Tan', position: 'Buyer', email: 'leo@vfi.ph', phone: '', is_primary: false },
    { name: 'Ana Cruz', position: 'Owner', email: 'ana@vfi.ph', phone: '0917', is_primary: true },
  ],
  addresses: [
    { label: 'Warehouse', address: 'Pier 4' },
    { label: 'Office', address: 'IT Park' },
  ],
};

const tiers = new Map([['dealer', 7]]);
const tierId = (name: string) =>
  name.trim().toLowerCase() === RETAIL_TIER.toLowerCase() ? null : tiers.get(name.trim().toLowerCase());

/** The sheet's cells as text, as `readSheet` hands them over (blank cells left out). */
function asCells(row: Record<string, string | number | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(row).flatMap(([key, value]) =>
      value === null || value === '' ? [] : [[key, String(value)]],
    ),
  );
}

describe('customerSheetRow', () => {
  it('flattens the primary contact and the first address, with money and the tier readable', () => {
    expect(customerSheetRow(stored)).toEqual({
      code: 'VFI',
      name: 'Visayas Freight Inc.',
      tin: '123-456-789-00000',
      business_style: 'Freight forwarding',
      billing_address: 'Pier 4, Cebu City',
      tax_class: 'zero_rated',
      withholding_percent: 1,
      payment_term_days: 30,
      credit_limit: 250000,
      price_tier: 'Dealer',
      tags: 'cebu, peza',
      notes: 'Calls before noon.',
      quotation_terms: '50% down',
      quotation_notes: '',
      contact_name: 'Ana Cruz',
      contact_position: 'Owner',
      contact_email: 'ana@vfi.ph',
      contact_phone: '0917',
      delivery_address: 'Pier 4',
    });
  });

  it('names Retail for a buyer without a tier and leaves a contactless row blank', () => {
    const row = customerSheetRow({
      ...stored,
      price_tier: null,
      price_tier_name: null,
      credit_limit: null,
      contacts: [],
      addresses: [],
    });
    expect(row).toMatchObject({
      price_tier: RETAIL_TIER,
      credit_limit: null,
      contact_name: '',
      delivery_address: '',
    });
  });
});

describe('customerFromSheetRow', () => {
  it('reads an exported row back as an update that changes nothing', () => {
    const result = customerFromSheetRow(asCells(customerSheetRow(stored)), stored, tierId);
    expect(result).toHaveProperty('update');
    if (!('update' in result)) return;
    expect(result.update.code).toBeUndefined();
    expect(patchChanges(stored, result.update)).toBe(false);
  });

  it('changes the primary contact and first address in place and keeps the others', () => {
    const result = customerFromSheetRow(
      { code: 'vfi', contact_phone: '0918 000 0000', delivery_address: 'Pier 5' },
      stored,
      tierId,
    );
    if (!('update' in result)) throw new Error(JSON.stringify(result));
    expect(result.update.contacts).toEqual([
      { name: 'Leo Tan', position: 'Buyer', email: 'leo@vfi.ph', phone: '', is_primary: false },
      { name: 'Ana Cruz', position: 'Owner', email: 'ana@vfi.ph', phone: '0918 000 0000', is_primary: true },
    ]);
    expect(result.update.addresses).toEqual([
      { label: 'Warehouse', address: 'Pier 5' },
      { label: 'Office', address: 'IT Park' },
    ]);
    expect(patchChanges(stored, result.update)).toBe(true);
  });

  it('reads labels, percentages, "days", cash and pesos the way people type them', () => {
    const result = customerFromSheetRow(
      {
        name: 'Bohol Cooperative',
        tin: '987654321',
        tax_class: 'VAT-exempt',
        withholding_percent: '2%',
        payment_term_days: 'Cash / COD',
        credit_limit: '₱15,000.50',
        price_tier: 'retail',
        tags: 'Bohol; coop, Bohol',
        contact_name: 'Marites Reyes',
        contact_email: 'marites@coop.ph',
      },
      null,
      tierId,
    );
    expect(result).toEqual({
      create: {
        name: 'Bohol Cooperative',
        tin: '987-654-321-00000',
        tax_class: 'vat_exempt',
        withholding_percent: '2',
        payment_term_days: 0,
        credit_limit: '15000.50',
        price_tier: null,
        tags: ['bohol', 'coop'],
        contacts: [
          { name: 'Marites Reyes', position: '', email: 'marites@coop.ph', phone: '', is_primary: true },
        ],
      },
    });
    const days = customerFromSheetRow({ name: 'X', payment_term_days: '30 days' }, null, tierId);
    expect(days).toMatchObject({ create: { payment_term_days: 30 } });
  });

  it("puts the schema's messages under the sheet's columns", () => {
    expect(
      customerFromSheetRow(
        {
          tin: '12-34',
          tax_class: 'foreign',
          withholding_percent: '5',
          payment_term_days: '45',
          credit_limit: 'lots',
          code: 'A B',
          contact_email: 'not-an-email',
          delivery_address: ' ',
        },
        null,
        tierId,
      ),
    ).toEqual({
      errors: {
        code: [messages.customer.codeInvalid],
        name: [messages.common.required],
        tin: [messages.customer.tinInvalid],
        tax_class: [messages.customer.taxClassInvalid],
        withholding_percent: [messages.customer.withholdingInvalid],
        payment_term_days: [messages.customer.termsInvalid],
        credit_limit: ['Credit limit must be a number of at least 0 with at most 2 decimal places.'],
        contact_name: [messages.common.required],
        contact_email: [messages.common.invalidEmail],
        delivery_address: [messages.common.required],
      },
    });
  });

  it('refuses a tier the shop does not have', () => {
    expect(customerFromSheetRow({ name: 'X', price_tier: 'Platinum' }, null, tierId)).toEqual({
      errors: { price_tier: [messages.pricing.tierNotFound] },
    });
  });
});

describe('patchChanges', () => {
  it('sees each kind of change and ignores values equal to the stored ones', () => {
    expect(
      patchChanges(stored, { name: stored.name, withholding_percent: '1', tags: ['cebu', 'peza'] }),
    ).toBe(false);
    expect(patchChanges(stored, { withholding_percent: '2' })).toBe(true);
    expect(patchChanges(stored, { price_tier: null })).toBe(true);
    expect(patchChanges(stored, { credit_limit: '250000.00' })).toBe(false);
    expect(patchChanges(stored, { tags: ['cebu'] })).toBe(true);
  });
});
