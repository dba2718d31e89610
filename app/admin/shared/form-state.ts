import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { fieldErrors } from './api-errors';

/** The message under each field of a form by the field's name; none where the field is fine. */
export type FieldMessages = Partial<Record<string, string>>;

function pathMessages(body: unknown, prefix: string): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, message] of fieldErrors(body)) messages[prefix + field] = message;
  if (!body || typeof body !== 'object') return messages;
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    value.forEach((item, index) => {
      if (item && typeof item === 'object')
        Object.assign(messages, pathMessages(item, `${prefix}${field}.${index}.`));
    });
  }
  return messages;
}

/**
 * The server's field errors keyed by path, to show each under its input: a field's by its name, and those of a
 * list's items by index as the API nests them (`{"lines": [{}, {"quantity": [...]}]}` → `lines.1.quantity`),
 * the keys `schemaMessages` gives the same problems in the browser.
 */
export function serverFieldMessages(body: unknown): FieldMessages {
  return pathMessages(body, '');
}

export function hasMessages(errors: FieldMessages): boolean {
  return Object.values(errors).some(Boolean);
}

export interface FormNotice {
  tone: 'success' | 'error';
  text: string;
}

/** The state the staff and account forms keep: their values, field messages, notice and busy flag. */
export function useFormState<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * A submit handler that checks the values first: their messages show at once and nothing is sent while any
   * remain. The form is busy while `send` runs; what it throws is `failed`'s to explain.
   */
  const submitWith =
    (validate: (values: V) => FieldMessages, send: () => Promise<void>, failed: (failure: unknown) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setNotice(null);
      const problems = validate(values);
      setErrors(problems);
      if (hasMessages(problems)) return;
      setBusy(true);
      try {
        await send();
      } catch (failure) {
        failed(failure);
      } finally {
        setBusy(false);
      }
    };

  return { values, setValues, errors, setErrors, notice, setNotice, busy, submitWith };
}

/**
 * The props of the staff and account forms' text inputs: value, error and an onChange that also clears that
 * field's error. `prefix` keeps the ids unique on the page.
 */
export function textFields<V extends object>(
  prefix: string,
  values: V,
  errors: FieldMessages,
  setValues: Dispatch<SetStateAction<V>>,
  setErrors: Dispatch<SetStateAction<FieldMessages>>,
  disabled = false,
) {
  return (name: keyof V & string) => ({
    id: `${prefix}-${name}`,
    name,
    value: String(values[name]),
    error: errors[name],
    disabled,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
}
