/** Whether a key of an error body names a field, rather than the answer's own sentence or its request. */
export const isField = (key: string) =>
  !['detail', 'error', 'message', 'success', 'request_id', 'errors'].includes(key);

/**
 * Field errors of an API error body (`{detail, name: ['...'], ...}`) as `[field, message]` pairs. A list's
 * errors nested by item (`lines: [{}, {quantity: [...]}]`) are not a field's message: `itemErrors` reads them.
 */
export function fieldErrors(body: unknown): [string, string][] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const pairs: [string, string][] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (!isField(field)) continue;
    const list = Array.isArray(value) ? value : [value];
    const text = list.filter((item): item is string => typeof item === 'string').join(' ');
    if (text) pairs.push([field, text]);
  }
  return pairs;
}

export interface ItemErrors {
  /** Messages about the list as a whole ("Add at least one line."). */
  list: string[];
  /** One entry an item, by index: its fields' messages by field name; `{}` for an item without problems. */
  items: Partial<Record<string, string>>[];
}

/**
 * The errors of a list in an API error body, as the API nests them by path: `{"lines": ["..."]}` for the
 * list itself, or `{"lines": [{}, {"quantity": ["..."]}]}` with one object a line.
 */
export function itemErrors(body: unknown, list: string): ItemErrors {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[list] : undefined;
  if (!Array.isArray(value)) return { list: [], items: [] };
  // A list's own messages stand for the whole list: the API then reports none of its items.
  const messages = value.filter((item): item is string => typeof item === 'string');
  if (messages.length > 0) return { list: messages, items: [] };
  return { list: [], items: value.map((item) => Object.fromEntries(fieldErrors(item))) };
}

/** The spec's "field: message" lines, as the product forms show server field errors. */
export function fieldErrorLines(body: unknown): string[] {
  return fieldErrors(body).map(([field, message]) => `${field}: ${message}`);
}

/** A single sentence from an error body: its `error`, else its `detail`, else a plain string body. */
export function errorSentence(body: unknown): string | null {
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body.trim();
  if (!body || typeof body !== 'object') return null;
  const { error, detail } = body as { error?: unknown; detail?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof detail === 'string' && detail) return detail;
  return null;
}

/** Capitalises a field name for messages such as "Name: ..." and "Icon: ...". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
