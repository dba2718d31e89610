import { z } from 'zod';
import { INQUIRY_PURPOSES, INQUIRY_SERVICES, INQUIRY_STATUSES, PURPOSES_WITH_PICKERS } from './constants';
import { messages } from './messages';
import type { emailViewSchema, inquiryViewSchema } from './views';

export const INQUIRY_LIMITS = {
  name: 150,
  phone: 40,
  company: 200,
  email: 254,
  brands: 1000,
  products: 2000,
  message: 5000,
  notes: 5000,
} as const;

/** The hidden field a person never sees: browsers leave it empty, form-filling bots do not. */
const HONEYPOT_FIELD = 'website';

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** Form posts without JavaScript send every field as a string, an absent one as nothing: both read as ''. */
const text = z.preprocess((value) => value ?? '', z.string({ error: messages.common.required }));

const requiredText = (max: number) =>
  text.pipe(
    z
      .string()
      .trim()
      .min(1, { error: messages.common.required })
      .max(max, { error: tooLong(max) }),
  );

const optionalText = (max: number) =>
  text.pipe(
    z
      .string()
      .trim()
      .max(max, { error: tooLong(max) }),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  text.pipe(
    z
      .string()
      .trim()
      .min(1, { error: messages.common.required })
      .pipe(z.enum(values, { error: invalid })),
  );

/** A comma-joined list as the pickers send it, tidied: blanks dropped, spaces trimmed. */
const commaList = (max: number) =>
  optionalText(max).transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .join(', '),
  );

/**
 * The about page's inquiry form (spec sections 2 and 5), shared by the JSON API and the form post. Brands and
 * products count only for the purposes that show their pickers, and the service only for Services, so a
 * value left over from switching purposes is never stored.
 */
export const inquirySchema = z
  .object({
    name: requiredText(INQUIRY_LIMITS.name),
    phone: requiredText(INQUIRY_LIMITS.phone),
    company: requiredText(INQUIRY_LIMITS.company),
    email: requiredText(INQUIRY_LIMITS.email).pipe(z.email({ error: messages.common.invalidEmail })),
    purpose: choice(INQUIRY_PURPOSES, 'Select a valid purpose.'),
    brands: commaList(INQUIRY_LIMITS.brands),
    products: commaList(INQUIRY_LIMITS.products),
    service: optionalText(200),
    message: requiredText(INQUIRY_LIMITS.message),
  })
  .superRefine((value, ctx) => {
    if (value.purpose !== 'Services') return;
    if (value.service === '') {
      ctx.addIssue({ code: 'custom', path: ['service'], message: messages.inquiry.serviceRequired });
    } else if (!(INQUIRY_SERVICES as readonly string[]).includes(value.service)) {
      ctx.addIssue({ code: 'custom', path: ['service'], message: 'Select a valid service.' });
    }
  })
  .transform((value) => {
    const pickers = hasPickers(value.purpose);
    return {
      ...value,
      brands: pickers ? value.brands : '',
      products: pickers ? value.products : '',
      service: value.purpose === 'Services' ? (value.service as InquiryService) : '',
    };
  });

export type InquiryInput = z.infer<typeof inquirySchema>;
export type InquiryPurpose = (typeof INQUIRY_PURPOSES)[number];
type InquiryService = (typeof INQUIRY_SERVICES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export function hasPickers(purpose: string): boolean {
  return (PURPOSES_WITH_PICKERS as readonly string[]).includes(purpose);
}

/** True when the honeypot was filled in: the submission is answered as a success and thrown away. */
export function honeypotFilled(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, {
  error: `Select a valid status: ${INQUIRY_STATUSES.join(', ')}.`,
});

/** The customer a document belongs to: an id, or null to unlink it. */
export const customerLinkSchema = z
  .number({ error: messages.customer.notFound })
  .int({ error: messages.customer.notFound })
  .positive({ error: messages.customer.notFound })
  .max(2_147_483_647, { error: messages.customer.notFound })
  .nullable()
  .optional();

/** Staff changes to an inquiry: its status, internal notes and customer, any of them. */
export const inquiryUpdateSchema = z.object({
  status: inquiryStatusSchema.optional(),
  customer_id: customerLinkSchema,
  notes: z
    .string({ error: 'Notes must be text.' })
    .max(INQUIRY_LIMITS.notes, { error: tooLong(INQUIRY_LIMITS.notes) })
    .optional(),
});

export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;

/** An inquiry as the staff API answers it (the `Inquiry` schema of /api/openapi.json). */
export type InquiryView = z.infer<typeof inquiryViewSchema>;

export type EmailView = z.infer<typeof emailViewSchema>;
