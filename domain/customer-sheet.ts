import type { z } from 'zod';
import {
  CUSTOMER_TAX_CLASSES,
  customerCreateSchema,
  customerPatchSchema,
  TAX_CLASS_LABELS,
  type CustomerCreate,
  type CustomerPatch,
  type CustomerTaxClass,
} from './customer';
import { messages } from './messages';

/**
 * The customers' workbook: one row a customer, its primary contact and first delivery address flattened into
 * columns. Rows are matched by code: a known code updates that customer (blank cells keep what is stored), an
 * unknown or blank one adds a customer. Every row is checked with the API's own schemas.
 */
export const CUSTOMER_SHEET_COLUMNS = [
  'code',
  'name',
  'tin',
  'business_style',
  'billing_address',
  'tax_class',
  'withholding_percent',
  'payment_term_days',
  'credit_limit',
  'price_tier',
  'tags',
  'notes',
  'quotation_terms',
  'quotation_notes',
  'contact_name',
  'contact_position',
  'contact_email',
  'contact_phone',
  'delivery_address',
] as const;

export type CustomerSheetColumn = (typeof CUSTOMER_SHEET_COLUMNS)[number];

/** The price-tier cell of a buyer with no tier, who pays the product's own price. */
export const RETAIL_TIER = 'Retail';

interface SheetContact {
  name: string;
  position: string;
  email: string;
  phone: string;
  is_primary: boolean;
}

/** A stored customer as the sheet reads it (a part of the API's customer view). */
export interface CustomerSheetSource {
  code: string;
  name: string;
  tin: string;
  business_style: string;
  billing_address: string;
  tax_class: CustomerTaxClass;
  withholding_percent: number;
  payment_term_days: number;
  credit_limit: string | null;
  price_tier: number | null;
  price_tier_name: string | null;
  tags: string[];
  notes: string;
  quotation_terms: string;
  quotation_notes: string;
  contacts: SheetContact[];
  addresses: { label: string; address: string }[];
}

type SheetValue = string | number | null;

const primaryIndex = (contacts: readonly { is_primary?: boolean | undefined }[]) =>
  Math.max(
    0,
    contacts.findIndex((contact) => contact.is_primary),
  );

/** One customer as its sheet row: money and numbers as numbers Excel can sum, the tier by name. */
export function customerSheetRow(customer: CustomerSheetSource): Record<CustomerSheetColumn, SheetValue> {
  const contact = customer.contacts[primaryIndex(customer.contacts)];
  return {
    code: customer.code,
    name: customer.name,
    tin: customer.tin,
    business_style: customer.business_style,
    billing_address: customer.billing_address,
    tax_class: customer.tax_class,
    withholding_percent: customer.withholding_percent,
    payment_term_days: customer.payment_term_days,
    credit_limit: customer.credit_limit === null ? null : Number(customer.credit_limit),
    price_tier: customer.price_tier === null ? RETAIL_TIER : customer.price_tier_name,
    tags: customer.tags.join(', '),
    notes: customer.notes,
    quotation_terms: customer.quotation_terms,
    quotation_notes: customer.quotation_notes,
    contact_name: contact?.name ?? '',
    contact_position: contact?.position ?? '',
    contact_email: contact?.email ?? '',
    contact_phone: contact?.phone ?? '',
    delivery_address: customer.addresses[0]?.address ?? '',
  };
}

/** "1", "1%" and "1.00" are 1; anything else stays text for the schema to refuse with its own message. */
function wholeNumber(text: string): number | string {
  const bare = text.replace(/\s*(%|days?)$/i, '').trim();
  return /^\d+(\.0+)?$/.test(bare) ? Number(bare) : text;
}

function paymentTerms(text: string): number | string {
  return /^(cash|cod|cash\s*\/\s*cod)$/i.test(text.trim()) ? 0 : wholeNumber(text);
}

/** The class's code (`zero_rated`) or its label ("Zero-rated (PEZA, export)"), in any case. */
function taxClass(text: string): string {
  const wanted = text.trim().toLowerCase();
  return (
    CUSTOMER_TAX_CLASSES.find((code) => code === wanted || TAX_CLASS_LABELS[code].toLowerCase() === wanted) ??
    text
  );
}

const CONTACT_FIELDS = {
  contact_name: 'name',
  contact_position: 'position',
  contact_email: 'email',
  contact_phone: 'phone',
} as const satisfies Partial<Record<CustomerSheetColumn, keyof SheetContact>>;

const CONTACT_COLUMN_OF = Object.fromEntries(
  Object.entries(CONTACT_FIELDS).map(([column, field]) => [field, column]),
) as Record<string, CustomerSheetColumn>;

/** Where the schema's problem shows in the sheet: the column, the contact's and address's included. */
function columnOf(path: readonly PropertyKey[]): string {
  const [head, , field] = path;
  if (head === 'contacts') return CONTACT_COLUMN_OF[String(field)] ?? 'contact_name';
  if (head === 'addresses') return 'delivery_address';
  return head === undefined ? 'non_field_errors' : String(head);
}

function sheetErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const messagesOf = (errors[columnOf(issue.path)] ??= []);
    if (!messagesOf.includes(issue.message)) messagesOf.push(issue.message);
  }
  return errors;
}

const SIMPLE_TEXT = [
  'code',
  'name',
  'tin',
  'business_style',
  'billing_address',
  'notes',
  'quotation_terms',
  'quotation_notes',
] as const;

export type SheetRowResult =
  { create: CustomerCreate } | { update: CustomerPatch } | { errors: Record<string, string[]> };

/**
 * A filled row as the API's input for a new customer (`existing` null) or a change to `existing`. A change
 * names only the columns filled in; its contact cells change the primary contact and its delivery address the
 * first address, keeping the others. `tierId` finds a tier by name: `null` is Retail (no tier), `undefined`
 * no such tier.
 */
export function customerFromSheetRow(
  cells: Partial<Record<CustomerSheetColumn, string>>,
  existing: CustomerSheetSource | null,
  tierId: (name: string) => number | null | undefined,
): SheetRowResult {
  const input: Record<string, unknown> = {};
  for (const column of SIMPLE_TEXT) if (cells[column] !== undefined) input[column] = cells[column];
  if (existing) delete input.code;
  if (cells.tax_class !== undefined) input.tax_class = taxClass(cells.tax_class);
  if (cells.withholding_percent !== undefined)
    input.withholding_percent = wholeNumber(cells.withholding_percent);
  if (cells.payment_term_days !== undefined) input.payment_term_days = paymentTerms(cells.payment_term_days);
  if (cells.credit_limit !== undefined) input.credit_limit = cells.credit_limit.replace(/^₱\s*/, '');
  if (cells.tags !== undefined) input.tags = cells.tags.split(/[,;\n]/).filter((tag) => tag.trim());
  if (cells.price_tier !== undefined) {
    const id = tierId(cells.price_tier);
    if (id === undefined) return { errors: { price_tier: [messages.pricing.tierNotFound] } };
    input.price_tier = id;
  }

  const contact = Object.fromEntries(
    Object.entries(CONTACT_FIELDS).flatMap(([column, field]) => {
      const text = cells[column as CustomerSheetColumn];
      return text === undefined ? [] : [[field, text]];
    }),
  );
  if (Object.keys(contact).length > 0) {
    const contacts: Omit<SheetContact, 'is_primary'>[] = (existing?.contacts ?? []).map(
      ({ is_primary: _primary, ...stored }) => stored,
    );
    const at = primaryIndex(existing?.contacts ?? []);
    contacts[at] = { ...(contacts[at] ?? { name: '', position: '', email: '', phone: '' }), ...contact };
    input.contacts = contacts.map((stored, index) => ({ ...stored, is_primary: index === at }));
  }
  if (cells.delivery_address !== undefined) {
    const addresses = (existing?.addresses ?? []).map((stored) => ({ ...stored }));
    addresses[0] = { label: addresses[0]?.label ?? '', address: cells.delivery_address };
    input.addresses = addresses;
  }

  if (existing) {
    const parsed = customerPatchSchema.safeParse(input);
    return parsed.success ? { update: parsed.data } : { errors: sheetErrors(parsed.error) };
  }
  const parsed = customerCreateSchema.safeParse(input);
  return parsed.success ? { create: parsed.data } : { errors: sheetErrors(parsed.error) };
}

const contactKey = (contacts: readonly Partial<SheetContact>[]) =>
  JSON.stringify(
    contacts.map((contact, index) => [
      contact.name,
      contact.position ?? '',
      contact.email ?? '',
      contact.phone ?? '',
      index === primaryIndex(contacts),
    ]),
  );

/** Whether writing `patch` would change anything of `existing`. */
export function patchChanges(existing: CustomerSheetSource, patch: CustomerPatch): boolean {
  const differs: { [K in keyof CustomerPatch]-?: (value: NonNullable<CustomerPatch[K]>) => boolean } = {
    code: (value) => value !== existing.code,
    name: (value) => value !== existing.name,
    tin: (value) => value !== existing.tin,
    business_style: (value) => value !== existing.business_style,
    billing_address: (value) => value !== existing.billing_address,
    tax_class: (value) => value !== existing.tax_class,
    withholding_percent: (value) => Number(value) !== existing.withholding_percent,
    payment_term_days: (value) => value !== existing.payment_term_days,
    credit_limit: (value) => value !== existing.credit_limit,
    price_tier: (value) => value !== existing.price_tier,
    notes: (value) => value !== existing.notes,
    tags: (value) => value.join('\n') !== existing.tags.join('\n'),
    quotation_terms: (value) => value !== existing.quotation_terms,
    quotation_notes: (value) => value !== existing.quotation_notes,
    contacts: (value) => contactKey(value) !== contactKey(existing.contacts),
    addresses: (value) =>
      JSON.stringify(value.map((address) => [address.label ?? '', address.address])) !==
      JSON.stringify(existing.addresses.map((address) => [address.label, address.address])),
  };
  return (Object.keys(patch) as (keyof CustomerPatch)[]).some((key) => {
    const value = patch[key];
    if (value === undefined) return false;
    if (value === null) return existing[key === 'price_tier' ? 'price_tier' : 'credit_limit'] !== null;
    return (differs[key] as (value: unknown) => boolean)(value);
  });
}
