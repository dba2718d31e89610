import { describe, expect, it } from 'vitest';
import type { ProductView } from '~/domain/catalogue';
import type { InquiryView } from '~/domain/inquiry';
import { orderBody, prefillFromInquiry, withProduct } from './order-form-model';

const printer = {
  id: 5,
  name: 'HP LaserJet',
  stock: 3,
  price: '12999.00',
  discounted_price: '11999.50',
} as ProductView;

describe('the order form', () => {
  it('reads the body from the fields, lines by their index', () => {
    expect(
      orderBody(
        {
          customer_name: 'Maria',
          'items.1.product': '9',
          'items.1.quantity': '0',
          'items.0.product': '5',
          'items.0.quantity': '2',
          'items.0.unit_price': '',
          inquiry: '3',
        },
        false,
      ),
    ).toEqual({
      customer_name: 'Maria',
      customer_email: '',
      customer_phone: '',
      customer_company: '',
      po_number: '',
      delivery_address: '',
      notes: '',
      inquiry: '3',
      items: [
        { product: '5', quantity: '2', unit_price: '' },
        { product: '9', quantity: '0', unit_price: '' },
      ],
    });
    expect(orderBody({ inquiry: '3' }, true)).not.toHaveProperty('inquiry');
    expect(orderBody({ reason: 'Stock arrives Monday' }, true)).toHaveProperty(
      'reason',
      'Stock arrives Monday',
    );
    expect(orderBody({ reason: 'Stock arrives Monday' }, false)).not.toHaveProperty('reason');
  });

  it('adds a product at its selling price, or one more of it', () => {
    const once = withProduct([], printer);
    expect(once).toMatchObject([{ product: 5, quantity: '1', unitPrice: '11999.50', stock: 3 }]);
    expect(withProduct(once, printer)).toMatchObject([{ product: 5, quantity: '2' }]);
  });

  it('fills a new order in from an inquiry', () => {
    const prefill = prefillFromInquiry({
      id: 3,
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      phone: '',
      company: 'Cruz Trading',
      products: 'HP LaserJet Pro, Lenovo IdeaPad',
    } as InquiryView);
    expect(prefill).toMatchObject({
      customer: { customer_name: 'Ana Cruz', notes: 'Requested: HP LaserJet Pro, Lenovo IdeaPad' },
      inquiry: 3,
      pickerQuery: 'HP LaserJet Pro',
      note: 'Filled in from inquiry #3. They asked for: HP LaserJet Pro, Lenovo IdeaPad.',
    });
  });
});
