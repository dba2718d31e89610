import { z } from 'zod';
import { adminMessages } from './admin-messages';
import { money } from './catalogue';
import { SHOP_TIME_ZONE } from './constants';
import { customerLinkSchema } from './inquiry';
import { messages } from './messages';
import { lineQuantity, optionalText, positiveId } from './order';
import type { quotationDashboardSchema, quotationLineViewSchema, quotationViewSchema } from './views';

/** Stored statuses; `expired` is a sent quotation past its date, computed wherever it is shown. */
export const QUOTATION_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export type QuotationStoredStatus = Exclude<QuotationStatus, 'expired'>;

export const QUOTATION_PAGE_SIZE = 20;
const QUOTATION_MAX_LINES = 100;
/** A sent quotation whose validity ends within this many days counts as expiring soon. */
export const QUOTATION_EXPIRING_DAYS = 7;
/** Staff are reminded this many days before a sent quotation's last valid day (when the setting is on). */
export const QUOTATION_REMINDER_DAYS = 3;

export const QUOTATION_LIMITS = {
  customerName: 200,
  customerCompany: 200,
  customerEmail: 254,
  customerPhone: 40,
  customerAddress: 500,
  description: 300,
  terms: 5000,
  notes: 5000,
  comment: 2000,
} as const;

/** Today's date in the shop's time zone, as `YYYY-MM-DD`: validity dates are Manila calendar days. */
export function shopDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The status a person sees: a sent quotation whose last valid day has passed is expired. */
export function effectiveStatus(
  stored: QuotationStoredStatus,
  validUntil: string,
  today: string,
): QuotationStatus {
  return stored === 'sent' && validUntil < today ? 'expired' : stored;
}

/**
 * What can be done with a quotation: staff edit, send, revise and delete it; the customer answers it (accept
 * or decline) on its public page.
 */
export type QuotationAction = 'edit' | 'send' | 'revise' | 'delete' | 'answer';

/**
 * The one table of which action each status allows (by the status a person sees: an expired quotation is
 * revised, not answered). Sending moves a draft to sent and answering a sent one to accepted or declined;
 * revising leaves the quotation as it is and starts a new draft revision of its number. An accepted one is
 * final: its order refers to it.
 */
export const QUOTATION_TRANSITIONS: Record<QuotationStatus, readonly QuotationAction[]> = {
  draft: ['edit', 'send', 'delete'],
  sent: ['answer', 'revise', 'delete'],
  accepted: [],
  declined: ['revise', 'delete'],
  expired: ['revise', 'delete'],
};

/** An older revision is history: only the latest revision of a number goes out, is answered or is revised. */
export const LATEST_REVISION_ACTIONS: readonly QuotationAction[] = ['send', 'answer', 'revise'];

/** Whether a quotation's status allows the action (the latest-revision rule aside). */
export const quotationAllows = (status: QuotationStatus, action: QuotationAction) =>
  QUOTATION_TRANSITIONS[status].includes(action);

/** The actions a quotation allows, given its status and whether it is its number's latest revision. */
export function quotationActions(status: QuotationStatus, latest: boolean): QuotationAction[] {
  return QUOTATION_TRANSITIONS[status].filter(
    (action) => latest || !LATEST_REVISION_ACTIONS.includes(action),
  );
}

/** QT-2026-000123, and QT-2026-000123-R1 for its first revision. */
export function quotationNumber(number: string, revision: number): string {
  return revision === 0 ? number : `${number}-R${revision}`;
}

/** Who prepared a quotation, as its PDF signs it: "Ana Reyes, Sales Manager", the username when no name is set. */
export function preparedByName(user: { username: string; fullName: string; position: string }): string {
  return [user.fullName.trim() || user.username, user.position.trim()].filter(Boolean).join(', ');
}

/** The PDF's file name, as downloads and e-mail attachments name it. */
export const quotationFileName = (number: string) => `${number}.pdf`;

export function baseNumber(year: number, sequence: number): string {
  return `QT-${year}-${String(sequence).padStart(6, '0')}`;
}

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

const requiredText = (max: number, error: string) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error })
      .trim()
      .min(1, { error })
      .max(max, { error: tooLong(max) }),
  );

const blankToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);

/** A percentage as typed: up to 3 whole digits and 2 decimals (at most 100 is checked beside it). */
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

const percent = z
  .union([z.string(), z.number()], { error: adminMessages.quotation.percentInvalid })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(PERCENT_PATTERN, { error: adminMessages.quotation.percentInvalid })
      .refine((value) => Number(value) <= 100, { error: adminMessages.quotation.percentInvalid })
      .transform((value) => Number(value).toFixed(2)),
  );

const discountFields = {
  discount_amount: z.preprocess(blankToUndefined, money('Discount').optional()),
  discount_percent: z.preprocess(blankToUndefined, percent.optional()),
};

const oneDiscount = (value: { discount_amount?: string; discount_percent?: string }) =>
  !(Number(value.discount_amount ?? 0) > 0 && Number(value.discount_percent ?? 0) > 0);

/**
 * A line from the catalogue (`product`; name and price copied unless given) or a free-text line
 * (`description` and `unit_price`, such as installation or delivery).
 */
const quotationLineInputSchema = z
  .object({
    product: z.preprocess(
      (value) => (value === '' ? null : value),
      positiveId(adminMessages.order.productRequired).nullable().optional(),
    ),
    description: optionalText(QUOTATION_LIMITS.description),
    quantity: lineQuantity(adminMessages.quotation.quantityInvalid),
    unit_price: z.preprocess(blankToUndefined, money('Unit price').optional()),
    ...discountFields,
  })
  .refine(oneDiscount, { error: adminMessages.quotation.oneDiscount, path: ['discount_amount'] })
  .superRefine((line, ctx) => {
    if (line.product) return;
    if (!line.description) {
      ctx.addIssue({
        code: 'custom',
        message: adminMessages.quotation.descriptionRequired,
        path: ['description'],
      });
    }
    if (line.unit_price === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: adminMessages.quotation.unitPriceRequired,
        path: ['unit_price'],
      });
    }
  });
export type QuotationLineInput = z.infer<typeof quotationLineInputSchema>;

const validUntil = z.preprocess(
  blankToUndefined,
  z
    .string({ error: adminMessages.quotation.validUntilInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: adminMessages.quotation.validUntilInvalid })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value, {
      error: adminMessages.quotation.validUntilInvalid,
    })
    .optional(),
);

const quotationFields = {
  customer_name: requiredText(QUOTATION_LIMITS.customerName, adminMessages.quotation.customerNameRequired),
  customer_email: requiredText(
    QUOTATION_LIMITS.customerEmail,
    adminMessages.quotation.customerEmailRequired,
  ).pipe(z.email({ error: messages.common.invalidEmail })),
  customer_company: optionalText(QUOTATION_LIMITS.customerCompany),
  customer_phone: optionalText(QUOTATION_LIMITS.customerPhone),
  customer_address: optionalText(QUOTATION_LIMITS.customerAddress),
  inquiry: z.preprocess(
    (value) => (value === '' ? null : value),
    positiveId(adminMessages.quotation.inquiryInvalid).nullable().optional(),
  ),
  customer_id: z.preprocess((value) => (value === '' ? null : value), customerLinkSchema),
  valid_until: validUntil,
  terms: optionalText(QUOTATION_LIMITS.terms),
  notes: optionalText(QUOTATION_LIMITS.notes),
  internal_notes: optionalText(QUOTATION_LIMITS.notes),
  ...discountFields,
  lines: z
    .array(quotationLineInputSchema, { error: adminMessages.quotation.linesRequired })
    .min(1, { error: adminMessages.quotation.linesRequired })
    .max(QUOTATION_MAX_LINES, { error: `A quotation can have at most ${QUOTATION_MAX_LINES} lines.` }),
};

export const quotationInputSchema = z
  .object(quotationFields)
  .refine(oneDiscount, { error: adminMessages.quotation.oneDiscount, path: ['discount_amount'] });
export type QuotationInput = z.infer<typeof quotationInputSchema>;

/** An edit of a draft: the fields given replace the stored ones; `lines`, if given, replaces every line. */
export const quotationUpdateSchema = z
  .object(quotationFields)
  .partial()
  .refine(oneDiscount, { error: adminMessages.quotation.oneDiscount, path: ['discount_amount'] });

/** The customer's optional comment with Accept or Decline. */
export const quoteAnswerSchema = z.object({
  comment: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: messages.quote.commentTooLong })
      .trim()
      .max(QUOTATION_LIMITS.comment, { error: messages.quote.commentTooLong }),
  ),
});

export type QuotationLineView = z.infer<typeof quotationLineViewSchema>;

export type QuotationView = z.infer<typeof quotationViewSchema>;

/** A line as the customer's page prints it. */
type PublicQuotationLine = Pick<QuotationLineView, 'description' | 'quantity' | 'unit_price' | 'line_total'>;

/**
 * What the customer's page shows, and nothing more: its data (`/quote/{token}.data`) is readable by anyone
 * holding the link, so no contact details, stock levels, ids or staff notes.
 */
export type PublicQuotationView = Pick<
  QuotationView,
  | 'number'
  | 'customer_name'
  | 'customer_company'
  | 'valid_until'
  | 'terms'
  | 'notes'
  | 'lines_total'
  | 'discount'
  | 'subtotal'
  | 'vat'
  | 'total'
> & { lines: PublicQuotationLine[] };

export type QuotationDashboard = z.infer<typeof quotationDashboardSchema>;
