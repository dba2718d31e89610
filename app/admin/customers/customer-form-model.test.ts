import { describe, expect, it } from 'vitest';
import { customerFormDefaults, customerSubmission, messagesByFormRow } from './customer-form-model';

describe('the customer form as the API takes it', () => {
  it('drops contact and address rows left blank and remembers which row each sent one came from', () => {
    const { body, rows } = customerSubmission({
      name: ' Visayas Freight ',
      tin: '123456789',
      tax_class: 'vat',
      withholding_percent: '1',
      payment_term_days: '30',
      credit_limit: '',
      price_tier: '2',
      tags: 'reseller, , Cebu',
      'contacts.0.name': '',
      'contacts.0.email': '',
      'contacts.2.name': 'Ana Cruz',
      'contacts.2.email': 'ana@visayasfreight.ph',
      'contacts.5.name': 'Ben Lim',
      primary_contact: '5',
      'addresses.1.label': 'Warehouse',
      'addresses.1.address': 'Pier 3, Cebu City',
    });
    expect(body).toMatchObject({
      name: ' Visayas Freight ',
      tin: '123456789',
      withholding_percent: 1,
      payment_term_days: 30,
      credit_limit: null,
      price_tier: 2,
      tags: ['reseller', 'Cebu'],
      contacts: [
        { name: 'Ana Cruz', email: 'ana@visayasfreight.ph', position: '', phone: '', is_primary: false },
        { name: 'Ben Lim', email: '', is_primary: true },
      ],
      addresses: [{ label: 'Warehouse', address: 'Pier 3, Cebu City' }],
    });
    expect(rows).toEqual({ contacts: [2, 5], addresses: [1] });
  });

  it('sends retail (no tier) when none is chosen', () => {
    expect(customerSubmission({ name: 'A', price_tier: '' }).body.price_tier).toBeNull();
  });

  it("puts the API's messages about the second contact sent under the form row it came from", () => {
    expect(
      messagesByFormRow(
        {
          name: 'Required',
          'contacts.1.email': 'Bad e-mail',
          contacts: 'One primary',
          'addresses.0.address': 'x',
        },
        { contacts: [2, 5], addresses: [1] },
      ),
    ).toEqual({
      name: 'Required',
      'contacts.5.email': 'Bad e-mail',
      contacts: 'One primary',
      'addresses.1.address': 'x',
    });
  });

  it('starts a new customer with one empty primary contact, VAT-registered, cash terms and retail prices', () => {
    const defaults = customerFormDefaults(null);
    expect(defaults.contacts).toEqual([{ name: '', position: '', email: '', phone: '', is_primary: true }]);
    expect(defaults).toMatchObject({
      tax_class: 'vat',
      payment_term_days: '0',
      price_tier: '',
      addresses: [],
    });
  });
});
