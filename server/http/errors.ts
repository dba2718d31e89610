import type { z } from 'zod';
import { validationError as shopValidationError, zodFieldErrors, type FieldErrors } from '../errors';

export type { FieldErrors };

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

export { zodFieldErrors };

/** Field errors from a single field name, for rules checked against the database (uniqueness and such). */
export function fieldError(field: string, message: string): HttpError {
  return badRequest(message, { [field]: [message] });
}

export function validationError(error: z.ZodError): HttpError {
  const invalid = shopValidationError(error);
  return badRequest(invalid.detail, invalid.fields);
}
