import { z } from 'zod';
import { money } from './catalogue';
import { messages } from './messages';

/**
 * How the buyer is taxed: a VAT-registered buyer pays 12 % VAT; a VAT-exempt one (e.g. a cooperative) pays
 * none; a zero-rated one (PEZA-registered, export) is billed at 0 %; government buyers pay VAT and withhold
 * it (final VAT) as well as income tax.
 */
export const CUSTOMER_TAX_CLASSES = ['vat', 'vat_exempt', 'zero_rated', 'government'] as const;
export type CustomerTaxClass = (typeof CUSTOMER_TAX_CLASSES)[number];

export const TAX_CLASS_LABELS: Record<CustomerTaxClass, string> = {
  vat: 'VAT-registered',
  vat_exempt: 'VAT-exempt',
  zero_rated: 'Zero-rated (PEZA, export)',
  government: 'Government',
};

/** 0 is cash or cash on delivery. */
const PAYMENT_TERM_DAYS = [0, 7, 15, 30, 60] as const;

export function paymentTermsLabel(days: number): string {
  return days === 0 ? 'Cash / COD' : `${days} days`;
}

/** A TIN with its branch code, as the BIR prints it: 123-456-789-00000. */
const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}-\d{5}$/;

/** Nine digits alone get the head office's branch code; any spacing or dashes are normalised. */
export function normalizeTin(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}-00000`;
  if (/^\d{12,14}$/.test(digits)) {
    const branch = digits.slice(9).padStart(5, '0');
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)}-${branch}`;
  }
  return value.trim();
}

/** Nine digits, and a branch code of three to five, however spaced or dashed, not inside a longer number. */
const TIN_IN_TEXT = /(?<![\d-])\d{3}[\s-]?\d{3}[\s-]?\d{3}(?:[\s-]?\d{3,5})?(?![\d-])/g;

/**
 * The TINs written in a document's text ("TIN 123-456-789-000"), normalised as customers keep them, so an
 * inquiry or quotation that names one can be matched to the customer who has it.
 */
export function tinsIn(text: string): string[] {
  const found = (text.match(TIN_IN_TEXT) ?? []).map(normalizeTin).filter((tin) => TIN_PATTERN.test(tin));
  return [...new Set(found)];
}

const CUSTOMER_LIMITS = {
  code: 20,
  name: 200,
  text: 200,
  address: 500,
  notes: 5_000,
  tag: 40,
} as const;

const required = (max: number) =>
  z
    .string({ error: messages.common.required })
    .trim()
    .min(1, { error: messages.common.required })
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .optional();

const emailOrBlank = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: messages.common.invalidEmail,
  })
  .optional();

const customerContactSchema = z.object({
  name: required(CUSTOMER_LIMITS.name),
  position: optional(CUSTOMER_LIMITS.text),
  email: emailOrBlank,
  phone: optional(40),
  is_primary: z.boolean().optional(),
});

const customerAddressSchema = z.object({
  label: optional(80),
  address: required(CUSTOMER_LIMITS.address),
});

/** A customer's fields as the API takes them; what a create leaves out gets `CUSTOMER_DEFAULTS`. */
const customerFields = z.object({
  code: z
    .string()
    .trim()
    .max(CUSTOMER_LIMITS.code)
    .regex(/^[A-Za-z0-9-]*$/, { error: messages.customer.codeInvalid })
    .optional(),
  name: required(CUSTOMER_LIMITS.name),
  tin: z
    .string()
    .transform(normalizeTin)
    .refine((value) => value === '' || TIN_PATTERN.test(value), { error: messages.customer.tinInvalid })
    .optional(),
  business_style: optional(CUSTOMER_LIMITS.text),
  billing_address: optional(CUSTOMER_LIMITS.address),
  tax_class: z.enum(CUSTOMER_TAX_CLASSES, { error: messages.customer.taxClassInvalid }).optional(),
  withholding_percent: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.customer.withholdingInvalid })
    // Stored as a numeric(5,2) column, which the database driver reads and writes as text.
    .transform(String)
    .optional(),
  payment_term_days: z
    .union(
      PAYMENT_TERM_DAYS.map((days) => z.literal(days)),
      { error: messages.customer.termsInvalid },
    )
    .optional(),
  credit_limit: money('Credit limit').nullable().optional(),
  price_tier: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  notes: optional(CUSTOMER_LIMITS.notes),
  tags: z
    .array(z.string().trim().min(1).max(CUSTOMER_LIMITS.tag))
    .max(20)
    .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))])
    .optional(),
  quotation_terms: optional(CUSTOMER_LIMITS.notes),
  quotation_notes: optional(CUSTOMER_LIMITS.notes),
  contacts: z.array(customerContactSchema).max(20).optional(),
  addresses: z.array(customerAddressSchema).max(20).optional(),
});

function onePrimaryContact(
  customer: { contacts?: { is_primary?: boolean | undefined }[] | undefined },
  context: z.core.$RefinementCtx,
): void {
  if ((customer.contacts ?? []).filter((contact) => contact.is_primary).length > 1) {
    context.addIssue({ code: 'custom', path: ['contacts'], message: messages.customer.onePrimaryContact });
  }
}

/** A new customer, parsed by the API and checked by the admin's form before it sends. */
export const customerCreateSchema = customerFields.superRefine(onePrimaryContact);
/** A change: only the fields given are written; contacts and addresses given replace the stored ones. */
export const customerPatchSchema = customerFields.partial().superRefine(onePrimaryContact);

export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerPatch = z.infer<typeof customerPatchSchema>;
