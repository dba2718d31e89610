import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import type { PaymentView } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Payments from './payments';

const text = adminMessages.payments;

function payment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 7,
    customer: { id: 3, name: 'Mabuhay Trading' },
    method: 'bank_transfer',
    amount: '5000.00',
    received_on: '2026-11-20',
    check_bank: '',
    check_number: '',
    check_date: null,
    reference: 'BDO-778812',
    notes: '',
    held: false,
    allocations: [],
    unallocated: '5000.00',
    created_at: '2026-11-20T02:00:00Z',
    ...overrides,
  };
}

const list = (...results: PaymentView[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

function openPayments(answers: Parameters<typeof fakeApi>[0]) {
  signInAsAdmin();
  const sent = fakeApi(answers);
  return { sent, ...renderScreen(Payments, { path: adminPaths.payments }) };
}

describe('the payments list', () => {
  it("applies a payment's credit to the open invoices, says how much, and shows the list loaded again", async () => {
    const { sent, user } = openPayments({ 'GET /api/payments/': list(payment()) });
    const row = await screen.findByRole('row', { name: /Mabuhay Trading/ });
    expect(within(row).getByText('Credit ₱5,000.00', { exact: false })).toBeTruthy();
    const applied = payment({
      allocations: [{ invoice: 11, number: 'SI-001502', amount: '4480.00' }],
      unallocated: '520.00',
    });
    fakeApi({
      'GET /api/payments/7/': { body: payment() },
      'POST /api/payments/7/allocate/': { body: applied },
      'GET /api/payments/': list(applied),
    });
    await user.click(within(row).getByRole('button', { name: text.applyCredit }));

    expect(await screen.findByText(text.creditApplied('₱4,480.00', '₱520.00'))).toBeTruthy();
    expect(await screen.findByText('SI-001502 ₱4,480.00')).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it("says why when there is nothing to apply the credit to, and keeps the credit's button", async () => {
    const { user } = openPayments({ 'GET /api/payments/': list(payment()) });
    const button = await screen.findByRole('button', { name: text.applyCredit });
    fakeApi({
      'GET /api/payments/7/': { body: payment() },
      'POST /api/payments/7/allocate/': { status: 400, body: { detail: text.noOpenInvoice } },
    });
    await user.click(button);

    expect(await screen.findByText(text.noOpenInvoice, { exact: false })).toBeTruthy();
    expect(screen.getByText(text.applyFailed, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.applyCredit })).toBeTruthy();
  });

  it('offers no button for a payment that went wholly to invoices', async () => {
    openPayments({
      'GET /api/payments/': list(
        payment({
          allocations: [{ invoice: 11, number: 'SI-001502', amount: '5000.00' }],
          unallocated: '0.00',
        }),
      ),
    });
    expect(await screen.findByText('SI-001502 ₱5,000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.applyCredit })).toBeNull();
  });
});
