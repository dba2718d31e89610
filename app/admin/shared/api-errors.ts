/** Field errors of an API error body (`{detail, name: ['...'], ...}`) as `[field, message]` pairs. */
export function fieldErrors(body: unknown): [string, string][] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const pairs: [string, string][] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (['detail', 'error', 'message', 'success', 'request_id', 'errors'].includes(field)) continue;
    const list = Array.isArray(value) ? value : [value];
    const text = list.filter((item): item is string => typeof item === 'string').join(' ');
    if (text) pairs.push([field, text]);
  }
  return pairs;
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
