import type { ReactNode } from 'react';
import { TextAreaField } from '../shared/text-field';
import { labelClass } from '../shared/ui';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A list typed one item a line (phone numbers, notification addresses), with its hint or its message. */
export function ListField({
  value,
  ...field
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string[];
  error?: string;
}) {
  return <TextAreaField rows={3} defaultValue={value.join('\n')} {...field} />;
}

/** A setting that is on or off, with what it does under its label. */
export function CheckField({
  id,
  name,
  label,
  hint,
  checked,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string | null;
  checked: boolean;
}) {
  return (
    <div className="flex items-start gap-2">
      <input id={id} name={name} value="true" type="checkbox" className="mt-1" defaultChecked={checked} />
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {hint && <p className="text-sm text-slate-600">{hint}</p>}
      </div>
    </div>
  );
}
