import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass, labelClass } from './ui';

interface FieldText {
  id: string;
  label: string;
  /** The field's own error, shown under it in red and tied to the input for screen readers. */
  error?: string;
  hint?: string;
}

interface TextFieldProps extends FieldText, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {}

/** What a field's input carries so screen readers read its error and hint with it. */
export function fieldAria({ id, error, hint }: Pick<FieldText, 'id' | 'error' | 'hint'>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** What a field's input carries for its error and hint, and the classes that mark an error. */
function described({ id, error, hint }: FieldText) {
  return {
    id,
    ...fieldAria({ id, error, hint }),
    className: `mt-1.5 ${inputClass} ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30' : ''}`,
  };
}

/** A field's hint, or its error in red, under it. */
export function FieldNotes({ id, error, hint }: Pick<FieldText, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled admin input with its error and hint below. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input {...described({ id, label, error, hint })} {...input} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

interface TextAreaFieldProps
  extends FieldText, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {}

/** A labelled admin text area, with its error and hint below as `TextField` has them. */
export function TextAreaField({ id, label, error, hint, rows = 3, ...textarea }: TextAreaFieldProps) {
  const field = described({ id, label, error, hint });
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea {...field} className={`${field.className} resize-y`} rows={rows} {...textarea} />
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

interface SelectFieldProps
  extends FieldText, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  options: readonly { value: string; label: string }[];
}

/** A labelled admin choice among fixed options, with its error and hint below as `TextField` has them. */
export function SelectField({ id, label, error, hint, options, ...select }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select {...described({ id, label, error, hint })} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
