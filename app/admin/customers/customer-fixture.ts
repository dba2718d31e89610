import type { CustomerListItem, CustomerView } from '~/domain/views';

/** A stored customer as the API answers it, for the screens' tests. */
export function customerView(change: Partial<CustomerView> = {}): CustomerView {
  return {
    id: 7,
    code: 'C-00007',
    name: 'Visayas Freight Corp.',
    tin: '123-456-789-00000',
    tax_class: 'vat',
    payment_term_days: 30,
    price_tier: 2,
    price_tier_name: 'Dealer',
    tags: ['reseller'],
    business_style: 'Freight forwarding',
    billing_address: '12 Osmeña Blvd, Cebu City',
    withholding_percent: 1,
    credit_limit: '250000.00',
    notes: 'Prefers deliveries before noon.',
    quotation_terms: '50% down, balance on delivery.',
    quotation_notes: '',
    contacts: [
      {
        id: 3,
        name: 'Ana Cruz',
        position: 'Purchasing',
        email: 'ana@vf.ph',
        phone: '0917 555 0101',
        is_primary: true,
      },
    ],
    addresses: [{ id: 4, label: 'Warehouse', address: 'Pier 3, Cebu City' }],
    bought: { this_year: '182500.00', last_year: '96000.00' },
    inquiries: [
      { id: 11, label: 'Inquiry #11', status: 'quoted', total: null, created_at: '2026-10-02T01:00:00Z' },
    ],
    quotations: [
      {
        id: 21,
        label: 'QT-2026-000021',
        status: 'accepted',
        total: '56000.00',
        created_at: '2026-10-03T01:00:00Z',
      },
    ],
    orders: [
      {
        id: 31,
        label: 'Order #31',
        status: 'shipped',
        total: '56000.00',
        created_at: '2026-10-05T01:00:00Z',
      },
    ],
    created_at: '2026-01-05T02:00:00Z',
    updated_at: '2026-10-05T02:00:00Z',
    ...change,
  };
}

export function customerListItem(change: Partial<CustomerListItem> = {}): CustomerListItem {
  const {
    id,
    code,
    name,
    tin,
    tax_class,
    payment_term_days,
    price_tier,
    price_tier_name,
    tags,
    contacts,
    updated_at,
  } = customerView();
  return {
    id,
    code,
    name,
    tin,
    tax_class,
    payment_term_days,
    price_tier,
    price_tier_name,
    tags,
    primary_contact: contacts[0] ?? null,
    updated_at,
    ...change,
  };
}
