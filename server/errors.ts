import type { z } from 'zod';

/** Messages per field, as the spec's clients read them: `{"detail": "...", "<field>": ["message", ...]}`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The errors of one value, nested the way Django REST Framework nests them: a list of messages for a value,
 * an object for an object's fields, an array for a list's items (one entry an item, `{}` for a valid one).
 */
type NestedErrors = string[] | { [key: string]: NestedErrors } | NestedErrors[];

/** The field errors of a body: `{"lines": [{}, {"quantity": ["..."]}], "customer_email": ["..."]}`. */
export type PathErrors = Record<string, NestedErrors>;

/** One problem at its path in the input (`['lines', 1, 'quantity']`), as zod reports them. */
export interface PathIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Where a shop error names its kinds (its class and those it extends), under a key every copy shares. */
const KINDS = Symbol.for('catalogue-shop.error-kinds');

/**
 * The shop's own failures. Services throw these and know nothing of HTTP; the one `onError` in `server/app.ts`
 * turns each kind into its status code and the `{detail, field: [...]}` body (`statusOf`).
 *
 * `instanceof` goes by the kinds an error names, not by its prototype: the server and its page bundle each
 * carry a copy of this module, and a failure made by one copy reaches the other through the state they share
 * (processState). A refused search from the gate the pages made answered the API with a 500 instead of a 429.
 */
export abstract class ShopError extends Error {
  readonly [KINDS]: readonly string[];

  constructor(
    readonly detail: string,
    readonly fields: PathErrors = {},
    /** Extra top-level keys a documented answer carries beside `detail` (an import's row errors, `error`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = new.target.name;
    const kinds: string[] = [];
    for (let kind: unknown = new.target; kind !== Error; kind = Object.getPrototypeOf(kind)) {
      kinds.push((kind as { name: string }).name);
    }
    this[KINDS] = kinds;
  }

  static override [Symbol.hasInstance]<T>(
    this: abstract new (...args: never[]) => T,
    value: unknown,
  ): value is T {
    const kinds = (value as { [KINDS]?: unknown } | null | undefined)?.[KINDS];
    return Array.isArray(kinds) && kinds.includes(this.name);
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

/** Where the input's own problems go, as in Django REST Framework: a problem with no field of its own. */
const NON_FIELD = 'non_field_errors';

interface ErrorNode {
  messages: string[];
  children: Map<PropertyKey, ErrorNode>;
}

const newNode = (): ErrorNode => ({ messages: [], children: new Map() });

/**
 * A node's errors as the body nests them. A list's own messages (too many lines) stand for the whole list, as
 * zod itself stops at them; an object's own messages go under `non_field_errors` beside its fields' errors.
 */
function render(node: ErrorNode): NestedErrors {
  if (node.children.size === 0) return node.messages;
  const keys = [...node.children.keys()];
  if (keys.every((key) => typeof key === 'number')) {
    if (node.messages.length > 0) return node.messages;
    const items: NestedErrors[] = Array.from({ length: Math.max(...keys) + 1 }, () => ({}));
    for (const [index, child] of node.children) items[index as number] = renderItem(child);
    return items;
  }
  return renderObject(node);
}

function renderObject(node: ErrorNode): { [key: string]: NestedErrors } {
  const fields: { [key: string]: NestedErrors } = {};
  if (node.messages.length > 0) fields[NON_FIELD] = node.messages;
  for (const [key, child] of node.children) fields[String(key)] = render(child);
  return fields;
}

/** An item of a list is always an object, so a client finds its fields' errors by index then by name. */
const renderItem = (node: ErrorNode) => (node.children.size === 0 ? renderObject(node) : render(node));

/** Problems by path as the body's field errors; a problem of the whole input goes under `non_field_errors`. */
function pathErrors(issues: readonly PathIssue[]): PathErrors {
  const root = newNode();
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) {
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = newNode()));
      node = child;
    }
    node.messages.push(issue.message);
  }
  return renderObject(root);
}

/** "Lines" → "Line": an item of a list named for its items reads as one of them. */
function itemName(list: string): string {
  const one = list.endsWith('s') ? list.slice(0, -1) : list;
  return one.charAt(0).toUpperCase() + one.slice(1).replace(/_/g, ' ');
}

/**
 * Where a problem is, as a person reads it: the field (`customer_email`), or the item of a list by its number
 * from 1 (`Line 2`), whose messages already say which of its fields is wrong.
 */
function placeOf(path: readonly PropertyKey[]): string {
  const index = path.findIndex((key) => typeof key === 'number');
  if (index > 0) return `${itemName(String(path[index - 1]))} ${(path[index] as number) + 1}`;
  return path.map(String).join('.');
}

/** Problems by path as the shop's 400: every problem nested by its path, and the first one as `detail`. */
export function invalidAt(issues: readonly PathIssue[]): InvalidError {
  const first = issues[0] ?? { path: [], message: 'Invalid input.' };
  const place = placeOf(first.path);
  return new InvalidError(place ? `${place}: ${first.message}` : first.message, pathErrors(issues));
}

/** A zod failure as the shop's 400: every problem nested by its path, and the first one as `detail`. */
export function validationError(error: z.ZodError): InvalidError {
  return invalidAt(error.issues);
}

/** The input as the schema reads it, or the shop's 400 with every problem at its path. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
