import { isField } from './api-errors';

/** The message under each field of a form by the field's name; none where the field is fine. */
export type FieldMessages = Partial<Record<string, string>>;

/** Where the API puts a problem of an object itself rather than of one of its fields (as Django REST Framework). */
const NON_FIELD = 'non_field_errors';

function collect(value: unknown, path: string, into: FieldMessages): void {
  if (typeof value === 'string') {
    into[path] = into[path] ? `${into[path]} ${value}` : value;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, typeof item === 'string' ? path : `${path}.${index}`, into));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      collect(child, key === NON_FIELD ? path : `${path}.${key}`, into);
  }
}

/**
 * The server's field errors keyed by path, as `schemaMessages` keys the browser's, to show each under its input:
 * `customer_name`, and for nested input `address.street` or `items.1.quantity` (from
 * `{"items": [{}, {"quantity": ["..."]}]}`). An item's own problem (`{"phones": [{}, {"non_field_errors":
 * ["..."]}]}`) is the item's: `phones.1`.
 */
export function serverFieldMessages(body: unknown): FieldMessages {
  const messages: FieldMessages = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return messages;
  for (const [field, value] of Object.entries(body)) {
    if (isField(field)) collect(value, field, messages);
  }
  return messages;
}

export function hasMessages(errors: FieldMessages): boolean {
  return Object.values(errors).some(Boolean);
}

export interface FormNotice {
  tone: 'success' | 'error';
  text: string;
}
