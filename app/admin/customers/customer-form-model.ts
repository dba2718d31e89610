import type { z } from 'zod';
import type { customerCreateSchema } from '~/domain/customer';
import type { CustomerView } from '~/domain/views';
import type { FieldMessages } from '../shared/form-state';

/** A customer as the API is sent it (before the schema's transforms). */
type CustomerBody = z.input<typeof customerCreateSchema>;

/** The repeated parts of the form and the fields of each row, as the inputs name them (`contacts.2.email`). */
export const CONTACT_FIELDS = ['name', 'position', 'email', 'phone'] as const;
export const ADDRESS_FIELDS = ['label', 'address'] as const;

/** The form's radio that says which contact row is the primary one. */
export const PRIMARY_CONTACT = 'primary_contact';

/**
 * The body the form's text fields make, and for each contact and address sent the form row it came from: rows
 * left wholly blank are not sent, so the API's `contacts.1.email` may be the form's third row.
 */
export interface CustomerSubmission {
  body: CustomerBody;
  rows: { contacts: number[]; addresses: number[] };
}

/** The form rows of one repeated part, in order, with the ones left blank dropped. */
function filledRows<F extends string>(
  values: Record<string, string>,
  part: string,
  fields: readonly F[],
): { index: number; row: Record<F, string> }[] {
  const indexes = new Set<number>();
  for (const name of Object.keys(values)) {
    const match = new RegExp(`^${part}\\.(\\d+)\\.`).exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((index) => ({
      index,
      row: Object.fromEntries(
        fields.map((field) => [field, (values[`${part}.${index}.${field}`] ?? '').trim()]),
      ) as Record<F, string>,
    }))
    .filter(({ row }) => fields.some((field) => row[field] !== ''));
}

function wholeNumber(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

/** The customer form's fields as the API takes them (`customerCreateSchema` checks them before sending). */
export function customerSubmission(values: Record<string, string>): CustomerSubmission {
  const contacts = filledRows(values, 'contacts', CONTACT_FIELDS);
  const addresses = filledRows(values, 'addresses', ADDRESS_FIELDS);
  const primary = values[PRIMARY_CONTACT];
  const body: CustomerBody = {
    code: values.code ?? '',
    name: values.name ?? '',
    tin: values.tin ?? '',
    business_style: values.business_style ?? '',
    billing_address: values.billing_address ?? '',
    tax_class: (values.tax_class || undefined) as CustomerBody['tax_class'],
    withholding_percent: wholeNumber(values.withholding_percent) as CustomerBody['withholding_percent'],
    payment_term_days: wholeNumber(values.payment_term_days) as CustomerBody['payment_term_days'],
    credit_limit: values.credit_limit?.trim() ? values.credit_limit.trim() : null,
    price_tier: wholeNumber(values.price_tier) ?? null,
    notes: values.notes ?? '',
    tags: (values.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    quotation_terms: values.quotation_terms ?? '',
    quotation_notes: values.quotation_notes ?? '',
    contacts: contacts.map(({ index, row }) => ({ ...row, is_primary: String(index) === primary })),
    addresses: addresses.map(({ row }) => row),
  };
  return {
    body,
    rows: { contacts: contacts.map(({ index }) => index), addresses: addresses.map(({ index }) => index) },
  };
}

/** Messages keyed by the API's paths (`contacts.1.email`) moved to the form rows they came from. */
export function messagesByFormRow(errors: FieldMessages, rows: CustomerSubmission['rows']): FieldMessages {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const match = /^(contacts|addresses)\.(\d+)(\..*)?$/.exec(path);
      if (!match) return [path, message];
      const [, part, sent, rest = ''] = match;
      const row = rows[part as keyof typeof rows][Number(sent)];
      return [row === undefined ? path : `${part}.${row}${rest}`, message];
    }),
  );
}

/** What the form starts with: the stored customer, or a new one's defaults (one empty contact row). */
export function customerFormDefaults(customer: CustomerView | null) {
  return {
    code: customer?.code ?? '',
    name: customer?.name ?? '',
    tin: customer?.tin ?? '',
    business_style: customer?.business_style ?? '',
    billing_address: customer?.billing_address ?? '',
    tax_class: customer?.tax_class ?? 'vat',
    withholding_percent: String(customer?.withholding_percent ?? 0),
    payment_term_days: String(customer?.payment_term_days ?? 0),
    credit_limit: customer?.credit_limit ?? '',
    price_tier: customer?.price_tier === null || !customer ? '' : String(customer.price_tier),
    notes: customer?.notes ?? '',
    tags: customer?.tags.join(', ') ?? '',
    quotation_terms: customer?.quotation_terms ?? '',
    quotation_notes: customer?.quotation_notes ?? '',
    contacts:
      customer && customer.contacts.length > 0
        ? customer.contacts
        : [{ name: '', position: '', email: '', phone: '', is_primary: true }],
    addresses: customer?.addresses ?? [],
  };
}

export type CustomerFormDefaults = ReturnType<typeof customerFormDefaults>;
