import type { InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from './ui';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** The field's own error, shown under it in red and tied to the input for screen readers. */
  error?: string;
  hint?: string;
}

/** A labelled admin input with its error and hint below. */
export function TextField({ id, label, error, hint, ...input }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 ${inputClass} ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30' : ''}`}
        {...input}
      />
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
    </div>
  );
}
