import { CheckCircle2, CircleAlert, Loader2, Send } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  API_BASE_PATH,
  INQUIRY_MESSAGE_MS,
  INQUIRY_PURPOSES,
  INQUIRY_SERVICES,
  PURPOSES_WITH_PICKERS,
} from '~/domain/constants';
import { messages } from '~/domain/messages';
import { useHydrated } from '../../lib/use-hydrated';
import { MultiPicker, type PickerOption } from './multi-picker';

export const INQUIRY_FIELDS = [
  'name',
  'phone',
  'company',
  'email',
  'purpose',
  'brands',
  'products',
  'service',
  'message',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Partial<Record<InquiryField, string>>;
export type InquiryErrors = Partial<Record<InquiryField, string[]>>;

/**
 * The honeypot's name, as domain/inquiry.ts HONEYPOT_FIELD: that module is not imported here because it
 * would bring zod into the about page's browser bundle.
 */
const HONEYPOT = 'website';

export interface CatalogueProduct {
  name: string;
  brand: string;
  category: string;
}

export interface InquiryNotice {
  kind: 'success' | 'error';
  text: string;
}

interface InquiryFormProps {
  brands: string[];
  products: CatalogueProduct[];
  /** Preselection from the URL, or what the visitor typed when a form post came back with errors. */
  initial: InquiryValues;
  errors?: InquiryErrors;
  notice?: InquiryNotice | null;
}

/** False while rendering on the server and hydrating, true once React runs in the browser. */

/** Who is asking: the four fields every inquiry needs, side by side from `sm` up. */
const CONTACT_FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: 150 },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
    placeholder: '+63 917 123 4567',
  },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization', maxLength: 200 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
] as const;

/** Without JavaScript the brand and product pickers are plain text fields of comma-separated names. */
const LIST_FIELDS = [
  { name: 'brands', label: 'Brands', hint: 'Separate several brands with commas.' },
  { name: 'products', label: 'Products', hint: 'Separate several products with commas.' },
] as const;

const hasPickers = (purpose: string) => (PURPOSES_WITH_PICKERS as readonly string[]).includes(purpose);
const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const inputClass =
  'block w-full scroll-mt-36 rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500';

function Field({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-500"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-center gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** Field errors from the API's 400 body: every key whose value is a list of messages. */
function fieldErrors(body: Record<string, unknown>): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const value = body[field];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) errors[field] = value;
  }
  return errors;
}

/**
 * The about page's inquiry form. With JavaScript it posts JSON to the API and stays on the page; without, it is
 * a plain form post to the about route's action, and the CSS `has-[]` rules stand in for the purpose-driven
 * show/hide until the page is hydrated.
 */
export function InquiryForm({
  brands,
  products,
  initial,
  errors: initialErrors,
  notice: initialNotice,
}: InquiryFormProps) {
  const hydrated = useHydrated();
  const [generation, setGeneration] = useState(0);
  const [values, setValues] = useState<InquiryValues>(initial);
  const [purpose, setPurpose] = useState(initial.purpose ?? '');
  const [service, setService] = useState(initial.service ?? '');
  const [selectedBrands, setSelectedBrands] = useState(() => splitList(initial.brands));
  const [selectedProducts, setSelectedProducts] = useState(() => splitList(initial.products));
  const [errors, setErrors] = useState<InquiryErrors>(initialErrors ?? {});
  const [notice, setNotice] = useState<InquiryNotice | null>(initialNotice ?? null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), INQUIRY_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const brandOptions = useMemo<PickerOption[]>(() => brands.map((brand) => ({ value: brand })), [brands]);
  const productOptions = useMemo<PickerOption[]>(() => {
    const chosen = new Set(selectedBrands.map((brand) => brand.toLowerCase()));
    return products
      .filter((product) => chosen.size === 0 || chosen.has(product.brand.toLowerCase()))
      .map((product) => ({
        value: product.name,
        hint: [product.brand, product.category].filter(Boolean).join(' · '),
      }));
  }, [products, selectedBrands]);

  const showPickers = hasPickers(purpose);
  const showService = purpose === 'Services';

  function changePurpose(next: string) {
    setPurpose(next);
    setSelectedBrands([]);
    setSelectedProducts([]);
  }

  function reset() {
    setValues({});
    setPurpose('');
    setService('');
    setSelectedBrands([]);
    setSelectedProducts([]);
    setErrors({});
    // A new key remounts the uncontrolled inputs empty.
    setGeneration((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? '');
    const payload = {
      name: text('name'),
      phone: text('phone'),
      company: text('company'),
      email: text('email'),
      purpose,
      brands: showPickers ? selectedBrands.join(', ') : '',
      products: showPickers ? selectedProducts.join(', ') : '',
      service: showService ? service : '',
      message: text('message'),
      [HONEYPOT]: text(HONEYPOT),
    };
    setValues(payload);
    setSubmitting(true);
    setNotice(null);
    try {
      const response = await fetch(`${API_BASE_PATH}/inquiries/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok && body.success !== false) {
        reset();
        setNotice({ kind: 'success', text: messages.inquiry.success });
        return;
      }
      setErrors(fieldErrors(body));
      const serverText = typeof body.message === 'string' ? body.message : body.detail;
      setNotice({
        kind: 'error',
        text: typeof serverText === 'string' && serverText ? serverText : messages.inquiry.failed,
      });
    } catch {
      setNotice({ kind: 'error', text: messages.inquiry.network });
    } finally {
      setSubmitting(false);
    }
  }

  const describedBy = (field: InquiryField, hint?: boolean) =>
    [hint ? `inquiry-${field}-hint` : '', errors[field] ? `inquiry-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const inputProps = (field: InquiryField) => ({
    id: `inquiry-${field}`,
    name: field,
    defaultValue: values[field] ?? '',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });
  const firstError = (field: InquiryField) => errors[field]?.[0];
  /** The purpose and service menus are controlled: the pickers and the service field follow their choice. */
  const choiceProps = (field: 'purpose' | 'service', value: string, choose: (value: string) => void) => ({
    ...inputProps(field),
    defaultValue: undefined,
    value,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value),
    className: `${inputClass} border-slate-300`,
  });

  return (
    <form
      key={generation}
      method="post"
      action="/about#inquiry"
      onSubmit={onSubmit}
      data-hydrated={hydrated ? 'true' : undefined}
      className="group/inquiry relative space-y-5"
      aria-describedby="inquiry-notice"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ name, label, ...input }) => (
          <Field key={name} id={`inquiry-${name}`} label={label} error={firstError(name)}>
            <input {...inputProps(name)} {...input} required className={`${inputClass} border-slate-300`} />
          </Field>
        ))}
      </div>

      <Field id="inquiry-purpose" label="Purpose" error={firstError('purpose')}>
        <select {...choiceProps('purpose', purpose, changePurpose)} required>
          <option value="" disabled>
            Select a purpose
          </option>
          {INQUIRY_PURPOSES.map((option) => (
            <option
              key={option}
              value={option}
              data-pickers={hasPickers(option) ? '' : undefined}
              data-services={option === 'Services' ? '' : undefined}
            >
              {option}
            </option>
          ))}
        </select>
      </Field>

      {hydrated ? (
        showPickers && (
          <div className="grid gap-5 sm:grid-cols-2">
            <MultiPicker
              label="Brands"
              noun="brands"
              singular="brand"
              options={brandOptions}
              selected={selectedBrands}
              onChange={setSelectedBrands}
            />
            <MultiPicker
              label="Products"
              noun="products"
              singular="product"
              options={productOptions}
              selected={selectedProducts}
              onChange={setSelectedProducts}
              note={selectedBrands.length ? `Showing products of ${selectedBrands.join(', ')}.` : undefined}
            />
          </div>
        )
      ) : (
        <div className="hidden gap-5 group-has-[option[data-pickers]:checked]/inquiry:grid sm:grid-cols-2">
          {LIST_FIELDS.map(({ name, label, hint }) => (
            <Field
              key={name}
              id={`inquiry-${name}`}
              label={label}
              optional
              hint={hint}
              error={firstError(name)}
            >
              <input
                {...inputProps(name)}
                aria-describedby={describedBy(name, true)}
                type="text"
                className={`${inputClass} border-slate-300`}
              />
            </Field>
          ))}
        </div>
      )}

      <div
        className={
          hydrated
            ? showService
              ? ''
              : 'hidden'
            : 'hidden group-has-[option[data-services]:checked]/inquiry:block'
        }
      >
        {(!hydrated || showService) && (
          <Field id="inquiry-service" label="Service" error={firstError('service')}>
            <select {...choiceProps('service', service, setService)} required={hydrated}>
              <option value="">Select a service</option>
              {INQUIRY_SERVICES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>

      <Field id="inquiry-message" label="Message" error={firstError('message')}>
        <textarea
          {...inputProps('message')}
          required
          rows={5}
          maxLength={5000}
          placeholder="Tell us what you need: quantities, specifications, timeline…"
          className={`${inputClass} resize-y border-slate-300`}
        />
      </Field>

      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="inquiry-website">Leave this field empty</label>
        <input
          id="inquiry-website"
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div id="inquiry-notice" role="status" aria-live="polite">
        {notice && (
          <p
            className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
              notice.kind === 'success'
                ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
                : 'border-red-200 bg-red-50 text-red-800'
            }`}
          >
            {notice.kind === 'success' ? (
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            )}
            {notice.text}
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={submitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70 sm:w-auto"
      >
        {submitting ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {submitting ? 'Sending…' : 'Submit Inquiry'}
      </button>
    </form>
  );
}
