import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { isHeld, paymentInputSchema } from './payment';

const fieldErrors = (input: unknown) => {
  const parsed = paymentInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a payment as staff record it', () => {
  const base = { customer: 3, amount: '25,000.00', received_on: '2026-11-26' };

  it('takes cash with nothing else, amounts with thousands separators', () => {
    const parsed = paymentInputSchema.parse({ ...base, method: 'cash' });
    expect(parsed.amount).toBe('25000.00');
  });

  it('asks a check for its bank, number and date', () => {
    expect(fieldErrors({ ...base, method: 'check' })).toEqual({
      check_bank: messages.common.required,
      check_number: messages.common.required,
      check_date: messages.common.required,
    });
    expect(
      fieldErrors({
        ...base,
        method: 'check',
        check_bank: 'BDO',
        check_number: '0001234',
        check_date: '2026-12-15',
      }),
    ).toEqual({});
  });

  it('asks a transfer, GCash or Maya for its reference', () => {
    for (const method of ['bank_transfer', 'gcash', 'maya']) {
      expect(fieldErrors({ ...base, method })).toEqual({ reference: messages.common.required });
    }
  });

  it('refuses an unknown method, a zero amount, a date that is not one, a zero share', () => {
    expect(
      fieldErrors({
        ...base,
        method: 'bitcoin',
        amount: '0',
        received_on: '2026-02-30',
        allocations: [{ invoice: 1, amount: '0.00' }],
      }),
    ).toEqual({
      method: messages.payment.methodInvalid,
      amount: messages.payment.amountInvalid,
      received_on: messages.payment.dayInvalid,
      'allocations.0.amount': messages.payment.amountInvalid,
    });
  });
});

describe('post-dated checks', () => {
  it('refuses impossible days without throwing', () => {
    for (const received_on of ['2026-13-45', '2026-02-29', '0000-00-00']) {
      expect(fieldErrors({ customer: 1, method: 'cash', amount: '1', received_on })).toEqual({
        received_on: messages.payment.dayInvalid,
      });
    }
  });

  it('holds a check dated after today, and only a check', () => {
    expect(isHeld({ method: 'check', check_date: '2026-12-15' }, '2026-11-26')).toBe(true);
    expect(isHeld({ method: 'check', check_date: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(isHeld({ method: 'cash', check_date: null }, '2026-11-26')).toBe(false);
  });
});
