import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** A failure meant for the client: status, a `detail` sentence and optional per-field messages. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }

  body(): Record<string, unknown> {
    return { detail: this.detail, ...this.fields, ...this.extra };
  }
}

export const badRequest = (detail: string, fields: FieldErrors = {}) => new HttpError(400, detail, fields);
export const unauthorized = (detail: string) => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** Field errors from a single field name, for rules checked against the database (uniqueness and such). */
export function fieldError(field: string, message: string): HttpError {
  return badRequest(message, { [field]: [message] });
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError): HttpError {
  const fields = zodFieldErrors(error);
  const [firstField, firstMessages] = Object.entries(fields)[0] ?? ['', ['Invalid input.']];
  const detail =
    firstField && firstField !== 'non_field_errors'
      ? `${firstField}: ${firstMessages[0]}`
      : firstMessages[0]!;
  return badRequest(detail, fields);
}
