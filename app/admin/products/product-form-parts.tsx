import { Cpu } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { LAPTOP_FIELD_LABELS, LAPTOP_FIELDS } from '~/domain/catalogue';
import { messages } from '~/domain/messages';
import { adminMessages } from '~/domain/admin-messages';
import { adminPaths } from '../../lib/admin-paths';
import { FormActions, inputClass, labelClass, Panel, LinkButton, CardHeading } from '../shared/ui';
import type { ProductFormField } from './product-form-model';

/** What each input of the product form carries: its name, id, first value, message and lock. */
export interface FieldState {
  id: string;
  name: ProductFormField;
  defaultValue: string;
  error?: string;
  disabled: boolean;
}

export const RequiredMark = () => (
  <span className="ml-0.5 text-red-600" aria-hidden="true">
    *
  </span>
);

/** A field's message under it, tied to its input by id. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
      {error}
    </p>
  ) : null;
}

export const describedBy = ({ id, error }: { id: string; error?: string }) =>
  error ? `${id}-error` : undefined;

const fieldClass = (error?: string) => `${inputClass} mt-1.5 ${error ? 'border-red-400!' : ''}`;

interface ProductFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldState> {
  field: FieldState;
  label: string;
  hint?: string;
  /** A text area of that many rows instead of an input. */
  rows?: number;
}

/** A labelled input (or text area) of the product form, its hint, and its message in place of the hint. */
export function ProductField({ field, label, hint, rows, required, ...input }: ProductFieldProps) {
  const { id, name, defaultValue, error, disabled } = field;
  const shared = {
    id,
    name,
    defaultValue,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field),
    className: fieldClass(error),
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {rows ? (
        <textarea rows={rows} placeholder={input.placeholder} {...shared} />
      ) : (
        <input type="text" required={required} {...input} {...shared} />
      )}
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The add screen's first step: the category decides which fields the product has. */
export function CategoryPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Panel className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">
        <label htmlFor={id}>{messages.category.selectHeading}</label>
        <RequiredMark />
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">The category decides which fields the product has.</p>
      <div className="max-w-md">{children}</div>
    </Panel>
  );
}

/** The laptop specifications, shown for a laptop category only. */
export function LaptopPanel({ field }: { field: (name: ProductFormField) => FieldState }) {
  return (
    <Panel className="p-5 sm:p-6">
      <CardHeading icon={<Cpu aria-hidden="true" />}>{adminMessages.productForm.laptopHeading}</CardHeading>
      <p className="mt-1 text-sm text-slate-600">{adminMessages.productForm.laptopHint}</p>
      <div className="mt-5 grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2" data-testid="laptop-fields">
        {LAPTOP_FIELDS.map((name) => (
          <ProductField key={name} field={field(name)} label={LAPTOP_FIELD_LABELS[name]} />
        ))}
      </div>
    </Panel>
  );
}

/** The outcome, then Cancel and the submit button, which the add screen shows once a category is chosen. */
export function FormFooter(props: {
  notice: ReactNode;
  submitLabel: string | null;
  busy: boolean;
  locked: boolean;
}) {
  return (
    <div className="space-y-3">
      {props.notice}
      {props.submitLabel ? (
        <FormActions
          cancelTo={adminPaths.products}
          submitLabel={props.submitLabel}
          busy={props.busy}
          disabled={props.locked}
        />
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <LinkButton to={adminPaths.products} variant="secondary">
            Cancel
          </LinkButton>
        </div>
      )}
    </div>
  );
}
