import type { EmailView } from '~/domain/inquiry';
import type { QuotationView } from '~/domain/quotation';

/** A quotation as the API answers it: a draft for Santos Trading of 4 × ₱250.00, VAT included. */
export function quotation(id: number, change: Partial<QuotationView> = {}): QuotationView {
  return {
    id,
    number: 'QT-2026-000007',
    base_number: 'QT-2026-000007',
    revision: 0,
    superseded: false,
    status: 'draft',
    customer_name: 'Santos Trading',
    customer_company: '',
    customer_email: 'buyer@example.ph',
    customer_phone: '',
    customer_address: '',
    valid_until: '2026-12-31',
    terms: '',
    notes: '',
    internal_notes: '',
    prices_include_vat: true,
    vat_rate: '12.00',
    discount_amount: '0.00',
    discount_percent: '0.00',
    lines: [
      {
        id: 1,
        product: null,
        description: 'Network cabling',
        quantity: 4,
        unit_price: '250.00',
        discount_amount: '0.00',
        discount_percent: '0.00',
        line_total: '1000.00',
        stock: null,
      },
    ],
    lines_total: '1000.00',
    discount: '0.00',
    subtotal: '892.86',
    vat: '107.14',
    total: '1000.00',
    inquiry: null,
    customer_id: null,
    order: null,
    public_path: '/quote/abc',
    sent_at: null,
    answered_at: null,
    answer_comment: '',
    created_at: '2026-12-01T02:00:00Z',
    updated_at: '2026-12-01T02:00:00Z',
    created_by: 'maria',
    email_status: null,
    emails: [],
    ...change,
  };
}

/** The customer's e-mail of a quotation, as the mail outbox answers it. */
export function quotationEmail(id: number, change: Partial<EmailView> = {}): EmailView {
  return {
    id,
    kind: 'quotation',
    subject: 'Quotation QT-2026-000007',
    recipients: ['buyer@example.ph'],
    status: 'failed',
    attempts: 1,
    next_attempt_at: null,
    sent_at: null,
    error: '550 Mailbox unavailable',
    inquiry: null,
    quotation: 7,
    created_at: '2026-12-02T02:00:00Z',
    ...change,
  };
}
