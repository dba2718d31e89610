import type { z } from 'zod';

/** Messages per field, as the spec's clients read them: `{"detail": "...", "<field>": ["message", ...]}`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The shop's own failures. Services throw these and know nothing of HTTP; the one `onError` in `server/app.ts`
 * turns each kind into its status code and the `{detail, field: [...]}` body (`statusOf`).
 */
export abstract class ShopError extends Error {
  constructor(
    readonly detail: string,
    readonly fields: FieldErrors = {},
    /** Extra top-level keys a documented answer carries beside `detail` (an import's row errors, `error`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = new.target.name;
  }

  /** The status the one `onError` answers this failure with. */
  get status(): ShopStatus {
    return statusOf(this);
  }

  body(): Record<string, unknown> {
    return { detail: this.detail, ...this.fields, ...this.extra };
  }
}

type ShopStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Input the rules refuse (400). */
export class InvalidError extends ShopError {}
/** No such record, or not one this caller may see (404). */
export class NotFoundError extends ShopError {}
/** The request clashes with the current state: a stale edit, the last administrator (409). */
export class ConflictError extends ShopError {}
/** Signed in, but this action is not theirs to take (403). */
export class ForbiddenError extends ShopError {}
/** Credentials missing or wrong (401). */
export class UnauthenticatedError extends ShopError {}
/** Too many attempts; try again after `retryAfterSeconds` (429). */
export class TooManyError extends ShopError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(detail);
  }
}
/** A file or body over its size or pixel limit (413). */
export class TooLargeError extends ShopError {}
/** A file whose content is not a kind the shop takes (415). */
export class UnsupportedError extends ShopError {}

const STATUS = new Map<abstract new (...args: never[]) => ShopError, ShopStatus>([
  [InvalidError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedError, 415],
  [TooManyError, 429],
]);

export function statusOf(error: ShopError): ShopStatus {
  for (const [kind, status] of STATUS) if (error instanceof kind) return status;
  return 400;
}

/** A rule checked against the database (uniqueness and such) that names one field. */
export function fieldError(field: string, message: string): InvalidError {
  return new InvalidError(message, { [field]: [message] });
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** A zod failure as the shop's 400: every field's messages, and the first one as `detail`. */
export function validationError(error: z.ZodError): InvalidError {
  const fields = zodFieldErrors(error);
  const [firstField, firstMessages] = Object.entries(fields)[0] ?? ['', ['Invalid input.']];
  const detail =
    firstField && firstField !== 'non_field_errors'
      ? `${firstField}: ${firstMessages[0]}`
      : firstMessages[0]!;
  return new InvalidError(detail, fields);
}
