import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as QuotationEditor from './quotation-editor';
import * as QuotationPrices from './quotation-prices';
import { quotation, quotationEmail } from './quotation-fixture';

const text = adminMessages.quotations;
const mail = adminMessages.mail;
const EDITOR = '/admin-quotations/:id';

/** The totals panel as a person reads it: each figure by its label. */
function totals(): Record<string, string | null | undefined> {
  const list = screen.getByLabelText('Totals');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

const line = (number: number) => within(screen.getByRole('listitem', { name: `Line ${number}` }));

/** A line's total as a screen reader reads it ("Line total" is for screen readers only). */
function lineTotal(number: number): string | null | undefined {
  return line(number).getByText('Line total').parentElement?.textContent;
}

/** A new quotation for a customer with two free-text lines typed in: 4 × ₱250.00 and 1 × ₱120.00. */
async function typeTwoLines() {
  signInAsAdmin();
  const rendered = renderScreen(QuotationEditor, { path: adminPaths.newQuotation });
  const { user } = rendered;
  await user.type(await screen.findByLabelText('Customer name *'), 'Santos Trading');
  await user.type(screen.getByLabelText('Email *'), 'buyer@example.ph');
  for (const [description, quantity, price] of [
    ['Network cabling', '4', '250'],
    ['Installation', '1', '120'],
  ] as const) {
    await user.click(screen.getByRole('button', { name: 'Add a free-text line' }));
    const added = within(screen.getAllByRole('listitem', { name: /^Line / }).at(-1)!);
    await user.type(added.getByLabelText('Description'), description);
    await user.clear(added.getByLabelText('Quantity'));
    await user.type(added.getByLabelText('Quantity'), quantity);
    await user.type(added.getByLabelText('Unit price (₱)'), price);
  }
  return rendered;
}

/** The quantity message is beside line 2's quantity, and line 1's quantity is fine. */
function expectSecondQuantityRefused() {
  const quantity = adminMessages.quotation.quantityInvalid;
  expect(line(2).getByRole('spinbutton', { name: 'Quantity', description: quantity })).toBeTruthy();
  expect(line(1).getByRole('spinbutton', { name: 'Quantity' }).getAttribute('aria-invalid')).toBeNull();
}

const noHistory = { 'GET /api/activity/': { body: { results: [], next_before: null } } };

describe('the quotation editor', () => {
  it('works out each line and the totals from what is typed, in pesos', async () => {
    fakeApi({});
    const { user } = await typeTwoLines();

    expect(lineTotal(1)).toBe('Line total ₱1,000.00');
    expect(lineTotal(2)).toBe('Line total ₱120.00');
    // Prices include VAT by default: the VAT is the part of ₱1,120.00 above ₱1,000.00.
    expect(totals()).toEqual({
      Lines: '₱1,120.00',
      'VATable sales': '₱1,000.00',
      'VAT (12%)': '₱120.00',
      Total: '₱1,120.00',
    });

    await user.clear(line(1).getByLabelText('Quantity'));
    await user.type(line(1).getByLabelText('Quantity'), '10');
    expect(lineTotal(1)).toBe('Line total ₱2,500.00');
    expect(totals()).toMatchObject({ Lines: '₱2,620.00', Total: '₱2,620.00' });

    await user.type(screen.getByLabelText('Overall discount'), '20');
    expect(totals()).toMatchObject({ Discount: '−₱20.00', Total: '₱2,600.00' });
  });

  it("refuses an empty customer name and a quantity of 0 in the browser, with the server's messages", async () => {
    const sent = fakeApi({});
    const { user } = await typeTwoLines();
    await user.clear(screen.getByLabelText('Customer name *'));
    await user.clear(line(2).getByLabelText('Quantity'));
    await user.type(line(2).getByLabelText('Quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(text.saveFailed)).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Customer name *',
        description: adminMessages.quotation.customerNameRequired,
      }),
    ).toBeTruthy();
    expectSecondQuantityRefused();
    expect(sent).toEqual([]);

    // Correcting the quantity takes its message away.
    await user.type(line(2).getByLabelText('Quantity'), '2');
    expect(line(2).getByRole('spinbutton', { name: 'Quantity' }).getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's error about one line's quantity beside that line's quantity", async () => {
    const refusal = `Line 2: ${adminMessages.quotation.quantityInvalid}`;
    const sent = fakeApi({
      'POST /api/quotations/': {
        status: 400,
        body: { detail: refusal, lines: [{}, { quantity: [adminMessages.quotation.quantityInvalid] }] },
      },
    });
    const { user } = await typeTwoLines();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText(text.saveFailed)).toBeTruthy();
    expectSecondQuantityRefused();
    expect(
      screen.queryByText(adminMessages.quotation.quantityInvalid, { selector: '[role=alert]' }),
    ).toBeNull();

    // Quantities go as typed, so the server's messages name what the person typed.
    const body = (await sent[0]?.json()) as { lines: { description: string; quantity: string }[] };
    expect(body.lines).toEqual([
      expect.objectContaining({ description: 'Network cabling', quantity: '4', unit_price: '250' }),
      expect.objectContaining({ description: 'Installation', quantity: '1', unit_price: '120' }),
    ]);
  });

  it('sends a draft, then shows it as the router loads it again: sent, and no longer editable', async () => {
    signInAsAdmin();
    const draft = quotation(7);
    const sentView = quotation(7, {
      status: 'sent',
      sent_at: '2026-12-02T02:00:00Z',
      updated_at: '2026-12-02T02:00:00Z',
    });
    const answers = {
      ...noHistory,
      'GET /api/quotations/7/': { body: draft },
      'POST /api/quotations/7/send/': {
        body: { ...sentView, emailed: false, public_url: '/quote/abc' },
      },
    };
    const received = fakeApi(answers);
    const { user } = renderScreen(QuotationEditor, { path: EDITOR, url: adminPaths.quotation(7) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Quotation QT-2026-000007' })).toBeTruthy();
    expect(screen.getByLabelText('Customer name *')).toHaveProperty('value', 'Santos Trading');
    expect(totals()).toMatchObject({ 'VATable sales': '₱892.86', Total: '₱1,000.00' });

    answers['GET /api/quotations/7/'] = { body: sentView };
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = within(await screen.findByRole('dialog', { name: text.sendQuestion(draft.number) }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(text.sentNotEmailed(draft.number))).toBeTruthy();
    expect(await screen.findByText(text.readOnly('sent'))).toBeTruthy();
    // The fields are locked by their fieldset (which the test DOM does not apply to each field).
    expect(screen.getByLabelText('Customer name *').closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    const calls = received
      .filter((request) => !request.url.includes('/activity/'))
      .map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(calls).toEqual([
      'GET /api/quotations/7/',
      'POST /api/quotations/7/send/',
      'GET /api/quotations/7/',
    ]);
  });

  it('revises a sent quotation and opens the new revision, with its notice', async () => {
    signInAsAdmin();
    const revision = quotation(8, { number: 'QT-2026-000007-R1', revision: 1 });
    fakeApi({
      ...noHistory,
      'GET /api/quotations/7/': { body: quotation(7, { status: 'sent', sent_at: '2026-12-02T02:00:00Z' }) },
      'POST /api/quotations/7/revise/': { status: 201, body: revision },
      'GET /api/quotations/8/': { body: revision },
    });
    const { user } = renderScreen(QuotationEditor, { path: EDITOR, url: adminPaths.quotation(7) });

    await user.click(await screen.findByRole('button', { name: 'Revise' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quotation QT-2026-000007-R1' }),
    ).toBeTruthy();
    expect(screen.getByText(text.revised('QT-2026-000007-R1'))).toBeTruthy();
    expect(screen.getByLabelText('Customer name *').closest('fieldset')?.disabled).toBe(false);
  });

  it('resends a failed e-mail through the route, then shows its new state', async () => {
    signInAsAdmin();
    const sent = { status: 'sent' as const, sent_at: '2026-12-02T02:00:00Z' };
    const answers = {
      ...noHistory,
      'GET /api/quotations/7/': { body: quotation(7, { ...sent, emails: [quotationEmail(3)] }) },
      'POST /api/emails/3/resend/': { body: quotationEmail(3, { status: 'queued', error: null }) },
    };
    const received = fakeApi(answers);
    const { user } = renderScreen(QuotationEditor, { path: EDITOR, url: adminPaths.quotation(7) });

    const emails = within(await screen.findByTestId('quotation-emails'));
    expect(emails.getByText('550 Mailbox unavailable')).toBeTruthy();
    answers['GET /api/quotations/7/'] = {
      body: quotation(7, { ...sent, emails: [quotationEmail(3, { status: 'queued', error: null })] }),
    };
    await user.click(emails.getByRole('button', { name: mail.resend }));

    expect(await emails.findByRole('status')).toHaveProperty('textContent', mail.resent);
    expect(emails.getByTestId('email-status').textContent).toContain(mail.states.queued);
    expect(received.some((request) => request.url.endsWith('/api/emails/3/resend/'))).toBe(true);
  });

  it('says so when the quotation does not exist', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/quotations/9/': { status: 404, body: { detail: 'Not found.' } } });
    renderScreen(QuotationEditor, { path: EDITOR, url: adminPaths.quotation(9) });
    expect(await screen.findByText(adminMessages.quotation.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All quotations' }).getAttribute('href')).toBe(
      adminPaths.quotations,
    );
  });
});

describe('a quotation for a customer', () => {
  const customerText = adminMessages.documentCustomer;
  const dealerBuyer = {
    id: 7,
    code: 'C-00007',
    name: 'Cebu Dealer Corp.',
    tin: '',
    tax_class: 'vat' as const,
    payment_term_days: 30,
    price_tier: 2,
    price_tier_name: 'Dealer',
    tags: [],
    primary_contact: {
      id: 1,
      name: 'Leo Tan',
      position: '',
      email: 'leo@cebudealer.ph',
      phone: '0917 111 2222',
      is_primary: true,
    },
    updated_at: '2026-12-01T02:00:00Z',
  };
  const printerLine = {
    id: 1,
    product: 5,
    description: 'LaserJet M211',
    quantity: 12,
    unit_price: '1200.00',
    discount_amount: '0.00',
    discount_percent: '0.00',
    line_total: '14400.00',
    stock: 30,
  };

  it('fills in the buyer from the chosen customer and prices the line at their tier’s break', async () => {
    signInAsAdmin();
    const draft = quotation(7, { lines: [printerLine], total: '14400.00' });
    const answers = {
      ...noHistory,
      'GET /api/quotations/7/': { body: draft },
      'GET /api/customers/': { body: { count: 1, next: null, previous: null, results: [dealerBuyer] } },
      'GET /api/customers/7/': {
        body: {
          ...dealerBuyer,
          business_style: '',
          billing_address: 'Pier 4, Cebu City',
          withholding_percent: 0,
          credit_limit: null,
          notes: '',
          quotation_terms: '30 days upon delivery.',
          quotation_notes: '',
          contacts: [dealerBuyer.primary_contact],
          addresses: [],
          bought: { this_year: '0.00', last_year: '0.00' },
          inquiries: [],
          quotations: [],
          orders: [],
          created_at: '2026-12-01T02:00:00Z',
        },
      },
      'GET /api/products/5/price/': {
        body: {
          product: 5,
          customer: 7,
          tier: 2,
          tier_name: 'Dealer',
          quantity: 12,
          retail: '1200.00',
          unit_price: '1050.00',
          source: 'break',
          break_min_quantity: 10,
        },
      },
      'PATCH /api/quotations/7/': { body: draft },
    };
    const received = fakeApi(answers);
    const { user } = renderScreen(QuotationEditor, {
      path: EDITOR,
      url: adminPaths.quotation(7),
      loaders: {
        '/admin-customer-search': async () => ({ query: 'cebu', customers: [dealerBuyer], failed: false }),
        '/admin-quotation-prices': QuotationPrices.clientLoader,
      },
    });

    await user.type(await screen.findByLabelText(customerText.choose), 'cebu');
    await user.click(
      await screen.findByRole('button', { name: `${customerText.choose}: Cebu Dealer Corp.` }),
    );

    expect(await screen.findByText('Dealer price, 10 or more')).toBeTruthy();
    expect(line(1).getByLabelText('Unit price (₱)')).toHaveProperty('value', '1050.00');
    expect(lineTotal(1)).toBe('Line total ₱12,600.00');
    expect(screen.getByLabelText('Customer name *')).toHaveProperty('value', 'Leo Tan');
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Cebu Dealer Corp.');
    expect(screen.getByLabelText('Email *')).toHaveProperty('value', 'leo@cebudealer.ph');
    expect(screen.getByLabelText('Payment and delivery terms')).toHaveProperty(
      'value',
      '30 days upon delivery.',
    );
    expect(
      within(screen.getByTestId('quotation-customer')).getByText(customerText.tier('Dealer')),
    ).toBeTruthy();
    const priced = received.find((request) => request.url.includes('/api/products/5/price/'));
    expect(Object.fromEntries(new URL(priced!.url).searchParams)).toEqual({ quantity: '12', customer: '7' });

    // Staff can still give their own price: it is kept and no longer says which tier priced it.
    await user.clear(line(1).getByLabelText('Unit price (₱)'));
    await user.type(line(1).getByLabelText('Unit price (₱)'), '1000');
    expect(screen.queryByText('Dealer price, 10 or more')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const patch = await waitForPatch(received);
    expect(patch).toMatchObject({
      customer_id: 7,
      lines: [{ product: 5, quantity: '12', unit_price: '1000' }],
    });
  });
});

async function waitForPatch(received: Request[]): Promise<unknown> {
  await waitFor(() => expect(received.some((request) => request.method === 'PATCH')).toBe(true));
  return received
    .find((request) => request.method === 'PATCH')!
    .clone()
    .json();
}
