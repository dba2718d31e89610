import { z } from 'zod';
import { money } from './catalogue';
import { messages } from './messages';

/**
 * How Philippine buyers pay a reseller: cash, a bank transfer, a check (often post-dated: dated for the due day
 * and handed over early), GCash or Maya. Each method needs what the owner must find again when the bank or the
 * wallet statement arrives: the check's bank, number and date; the transfer's or the wallet's reference.
 */
const PAYMENT_METHODS = ['cash', 'bank_transfer', 'check', 'gcash', 'maya'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  check: 'Check',
  gcash: 'GCash',
  maya: 'Maya',
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: messages.payment.dayInvalid })
  .regex(DAY_PATTERN, { error: messages.payment.dayInvalid })
  // Date.parse rolls 2026-02-30 over to March; a real day survives the round trip unchanged.
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    },
    { error: messages.payment.dayInvalid },
  );
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });

const allocationsSchema = z
  .array(
    z.object({
      invoice: z.number().int().positive().max(2_147_483_647),
      amount: money('Amount').refine((value) => Number(value) > 0, {
        error: messages.payment.amountInvalid,
      }),
    }),
  )
  .max(100);

export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * Applying a payment's credit (what no invoice took when it was recorded) to invoices issued since: a split
 * from staff, or without one the oldest due invoices first, as when recording.
 */
export const paymentAllocateSchema = z.object({ allocations: allocationsSchema.optional() });
export type PaymentAllocate = z.infer<typeof paymentAllocateSchema>;

export const paymentInputSchema = z
  .object({
    customer: z.number().int().positive().max(2_147_483_647),
    method: z.enum(PAYMENT_METHODS, { error: messages.payment.methodInvalid }),
    amount: money('Amount').refine((value) => Number(value) > 0, { error: messages.payment.amountInvalid }),
    received_on: day,
    reference: text(80).optional(),
    check_bank: text(80).optional(),
    check_number: text(40).optional(),
    check_date: day.optional(),
    notes: text(2_000).optional(),
    /** How staff split the payment; without it the oldest due invoices are paid first. */
    allocations: allocationsSchema.optional(),
  })
  .superRefine((payment, context) => {
    const missing = (field: string) =>
      context.addIssue({ code: 'custom', path: [field], message: messages.common.required });
    if (payment.method === 'check') {
      if (!payment.check_bank) missing('check_bank');
      if (!payment.check_number) missing('check_number');
      if (!payment.check_date) missing('check_date');
    }
    if (
      (payment.method === 'gcash' || payment.method === 'maya' || payment.method === 'bank_transfer') &&
      !payment.reference
    ) {
      missing('reference');
    }
  });

/**
 * A check dated after today is post-dated: the shop holds it and it does not reduce what the buyer owes until
 * its date (a check can bounce; the balance should not say it is paid before the bank does).
 */
export function isHeld(
  payment: { method: PaymentMethod; check_date?: string | null | undefined },
  today: string,
): boolean {
  return payment.method === 'check' && !!payment.check_date && payment.check_date > today;
}
