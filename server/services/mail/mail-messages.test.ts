import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '~/domain/company';
import { formatShopDay } from '~/domain/dates';
import {
  escapeHtml,
  inquiryAcknowledgement,
  inquiryNotification,
  oneLine,
  quotationMessage,
} from './mail-messages';

const inquiry = {
  id: 42,
  name: 'Ana "<script>" Cruz',
  phone: '+63 917 555 0101',
  company: 'Cruz & Sons',
  email: 'ana@example.ph',
  purpose: 'Request for Quote',
  brands: 'HP',
  products: 'HP LaserJet Pro M404dn',
  service: '',
  message: 'Line one\nLine two',
};

describe('escapeHtml and oneLine', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps header values on one line (no header injection) and bounded', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
    expect(oneLine('x'.repeat(300))).toHaveLength(150);
  });
});

describe('inquiryNotification', () => {
  it('says who asked what, with the products and a link to the inquiry in the admin', () => {
    const mail = inquiryNotification(inquiry, DEMO_SETTINGS, 'https://shop.example.ph/');
    expect(mail.subject).toBe('New inquiry: Request for Quote from Ana "<script>" Cruz, Cruz & Sons');
    expect(mail.text).toContain('Products: HP LaserJet Pro M404dn');
    expect(mail.text).toContain('https://shop.example.ph/admin-inquiries?id=42');
    expect(mail.text).not.toContain('Service:');
    expect(mail.html).toContain('Ana &quot;&lt;script&gt;&quot; Cruz');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://shop.example.ph/admin-inquiries?id=42"');
  });
});

describe('inquiryAcknowledgement', () => {
  it("thanks the customer in the company's name with the reference number and how to reach the company", () => {
    const mail = inquiryAcknowledgement(inquiry, DEMO_SETTINGS);
    expect(mail.subject).toBe(`We received your inquiry #42 – ${DEMO_SETTINGS.name}`);
    expect(mail.text).toContain('reference #42');
    expect(mail.text).toContain(DEMO_SETTINGS.phones.join(' / '));
    expect(mail.text).toContain(DEMO_SETTINGS.email);
    // No images, no outside links: nothing in the message calls anywhere when opened.
    expect(mail.html).not.toMatch(/<img|https?:\/\//i);
  });

  it("repeats nothing the visitor typed: the form can be filled in with anyone's address", () => {
    const mail = inquiryAcknowledgement(inquiry, DEMO_SETTINGS);
    for (const typed of [
      inquiry.name,
      'Ana',
      inquiry.company,
      inquiry.products,
      'Line one',
      inquiry.purpose,
    ]) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(typed);
    }
  });
});

describe('quotationMessage', () => {
  it('writes the validity as the PDF and the quotation page do', () => {
    const message = quotationMessage(
      {
        id: 7,
        number: 'QT-2026-000007',
        customer_name: 'Maria Santos',
        customer_company: '',
        total: '2240.00',
        valid_until: '2026-12-11',
        answer_comment: '',
      },
      DEMO_SETTINGS,
      'https://shop.example.ph/quote/abc',
    );
    expect(formatShopDay('2026-12-11')).toBe('December 11, 2026');
    expect(message.text).toContain('Valid until: December 11, 2026');
    expect(message.html).toContain('December 11, 2026');
    expect(message.text).not.toContain('2026-12-11');
  });
});
