import { Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CUSTOMER_TAX_CLASSES, paymentTermsLabel, TAX_CLASS_LABELS } from '~/domain/customer';
import type { PriceTierView } from '~/domain/views';
import { useActionForm } from '../shared/form-action';
import type { FieldMessages } from '../shared/form-state';
import { SelectField, TextAreaField, TextField } from '../shared/text-field';
import { Button, FormActions, Notice, Panel } from '../shared/ui';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  PRIMARY_CONTACT,
  type CustomerFormDefaults,
} from './customer-form-model';

const TAX_CLASS_OPTIONS = CUSTOMER_TAX_CLASSES.map((value) => ({ value, label: TAX_CLASS_LABELS[value] }));
const WITHHOLDING_OPTIONS = [
  { value: '0', label: 'Does not withhold' },
  { value: '1', label: '1 % (goods)' },
  { value: '2', label: '2 % (services)' },
];
const TERMS_OPTIONS = [0, 7, 15, 30, 60].map((days) => ({
  value: String(days),
  label: paymentTermsLabel(days),
}));

const CONTACT_LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  name: 'Name',
  position: 'Position',
  email: 'Email',
  phone: 'Phone',
};

/** The ids of a repeated part's rows: added rows take the next number, so a removed row's inputs go with it. */
function useRows(count: number) {
  const [rows, setRows] = useState(() => Array.from({ length: count }, (_, index) => index));
  return {
    rows,
    add: () => setRows((current) => [...current, Math.max(-1, ...current) + 1]),
    remove: (row: number) => setRows((current) => current.filter((other) => other !== row)),
  };
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="-mt-2 text-sm text-slate-600">{description}</p>}
      {children}
    </fieldset>
  );
}

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

function AddRow({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button type="button" variant="secondary" onClick={onClick} className="self-start">
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

function ContactRows({
  defaults,
  errors,
}: {
  defaults: CustomerFormDefaults['contacts'];
  errors: FieldMessages;
}) {
  const { rows, add, remove } = useRows(defaults.length);
  const primary = Math.max(
    0,
    defaults.findIndex((contact) => contact.is_primary),
  );
  return (
    <Section title="Contact people" description="The primary contact gets the quotations by default.">
      {errors.contacts && <p className="text-sm font-medium text-red-700">{errors.contacts}</p>}
      {rows.map((row, position) => (
        <div key={row} className="rounded-lg border border-slate-200 p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {CONTACT_FIELDS.map((field) => (
              <TextField
                key={field}
                id={`contact-${row}-${field}`}
                name={`contacts.${row}.${field}`}
                label={`${CONTACT_LABELS[field]} (contact ${position + 1})`}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                defaultValue={defaults[row]?.[field] ?? ''}
                error={errors[`contacts.${row}.${field}`]}
              />
            ))}
          </div>
          <div className="mt-3 flex items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name={PRIMARY_CONTACT}
                value={row}
                defaultChecked={row === primary}
                className="size-4 accent-brand-600"
              />
              Primary contact
            </label>
            <RemoveRow label={`Remove contact ${position + 1}`} onClick={() => remove(row)} />
          </div>
        </div>
      ))}
      <AddRow onClick={add}>Add contact</AddRow>
    </Section>
  );
}

function AddressRows({
  defaults,
  errors,
}: {
  defaults: CustomerFormDefaults['addresses'];
  errors: FieldMessages;
}) {
  const { rows, add, remove } = useRows(defaults.length);
  return (
    <Section title="Delivery addresses" description="Where orders go, when not to the billing address.">
      {rows.map((row, position) => (
        <div key={row} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
          <div className="grid flex-1 gap-4 sm:grid-cols-[12rem_1fr]">
            {ADDRESS_FIELDS.map((field) =>
              field === 'label' ? (
                <TextField
                  key={field}
                  id={`address-${row}-label`}
                  name={`addresses.${row}.label`}
                  label={`Label (address ${position + 1})`}
                  placeholder="Warehouse"
                  defaultValue={defaults[row]?.label ?? ''}
                  error={errors[`addresses.${row}.label`]}
                />
              ) : (
                <TextAreaField
                  key={field}
                  id={`address-${row}-address`}
                  name={`addresses.${row}.address`}
                  label={`Address ${position + 1}`}
                  rows={2}
                  defaultValue={defaults[row]?.address ?? ''}
                  error={errors[`addresses.${row}.address`]}
                />
              ),
            )}
          </div>
          <div className="pt-6">
            <RemoveRow label={`Remove address ${position + 1}`} onClick={() => remove(row)} />
          </div>
        </div>
      ))}
      <AddRow onClick={add}>Add delivery address</AddRow>
    </Section>
  );
}

/**
 * The customer's fields, for a new customer and an edit alike. The inputs are uncontrolled and post to the
 * route's action, which checks them with the API's schema; contact and address rows are named by row
 * (`contacts.2.email`), so a message finds its row after others were removed.
 */
export function CustomerForm({
  defaults,
  tiers,
  cancelTo,
  submitLabel,
}: {
  defaults: CustomerFormDefaults;
  tiers: PriceTierView[];
  cancelTo: string;
  submitLabel: string;
}) {
  const { fetcher, result, busy, errors, onChange } = useActionForm();
  const field = (name: keyof CustomerFormDefaults & string, label: string) => ({
    id: `customer-${name.replaceAll('_', '-')}`,
    name,
    label,
    defaultValue: defaults[name] as string,
    error: errors[name],
  });
  const tierOptions = [
    { value: '', label: 'Retail (list prices)' },
    ...tiers.map((tier) => ({ value: String(tier.id), label: tier.name })),
  ];

  return (
    <Panel className="max-w-4xl p-5 sm:p-6">
      <fetcher.Form method="post" noValidate onChange={onChange} className="space-y-6">
        <Section title="Company">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field('name', 'Company or person name')} autoComplete="organization" />
            <TextField
              {...field('code', 'Code')}
              hint="Leave empty for the next C-number."
              autoCapitalize="characters"
            />
            <TextField {...field('tin', 'TIN')} placeholder="123-456-789-00000" inputMode="numeric" />
            <TextField {...field('business_style', 'Business style')} />
          </div>
          <TextAreaField {...field('billing_address', 'Billing address')} rows={2} />
        </Section>
        <Section title="Tax, terms and prices">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField {...field('tax_class', 'Tax class')} options={TAX_CLASS_OPTIONS} />
            <SelectField {...field('withholding_percent', 'Withholding tax')} options={WITHHOLDING_OPTIONS} />
            <SelectField {...field('payment_term_days', 'Payment terms')} options={TERMS_OPTIONS} />
            <TextField
              {...field('credit_limit', 'Credit limit (₱)')}
              inputMode="decimal"
              hint="Empty: no limit."
            />
            <SelectField {...field('price_tier', 'Price tier')} options={tierOptions} />
          </div>
        </Section>
        <ContactRows defaults={defaults.contacts} errors={errors} />
        <AddressRows defaults={defaults.addresses} errors={errors} />
        <Section
          title="Quotation defaults"
          description="A new quotation for this customer starts with these; empty uses the company settings."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField {...field('quotation_terms', 'Terms')} />
            <TextAreaField {...field('quotation_notes', 'Notes')} />
          </div>
        </Section>
        <Section title="Notes and tags">
          <TextField {...field('tags', 'Tags')} hint="Separate tags with commas: reseller, school." />
          <TextAreaField {...field('notes', 'Notes')} />
        </Section>
        {result && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
        <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={busy} />
      </fetcher.Form>
    </Panel>
  );
}
