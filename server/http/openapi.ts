import { describeRoute, resolver } from 'hono-openapi';
import type { MiddlewareHandler } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ownAccount, staffOnly, superuserOnly } from './auth-middleware';
import type { AppEnv } from './types';
import { z } from 'zod';

/**
 * The OpenAPI description of one route, built from the zod schemas the route already validates with and the
 * view schemas of `domain/views.ts`. `doc()` is a middleware placed first in an `endpoint()` handler list;
 * hono-openapi collects them into the document served at /api/openapi.json (server/api/openapi-document.ts).
 */

export const TAGS = {
  Authentication: 'Sign-in, token refresh and sign-out.',
  Account: "The signed-in user's own password and two-factor sign-in.",
  Staff: "Staff accounts, the superuser's.",
  Catalogue: 'Categories, products, their images, filters and brands.',
  Excel: 'The product catalogue as a spreadsheet: export and import.',
  Inquiries: 'The public inquiry form and the staff inbox.',
  Customers: 'The buying companies and people, their contacts, addresses, terms and price tier.',
  Orders: 'Orders recorded by staff.',
  Pricing: 'Price tiers, per-product tier prices and quantity breaks, and what a buyer pays.',
  Quotations: "Quotations, their PDF, and the customer's answer.",
  Receivables:
    "Payments, customers' balances and credit, the aging, statements of account and the accountant's workbook.",
  Deliveries:
    'Deliveries of confirmed orders with their receipts and serial numbers, and the public warranty look-up.',
  Stock: 'The stock ledger: every receipt, reservation, release, shipment, return and adjustment.',
  Invoices: 'Sales invoices with their tax lines, their PDF and voiding, and the registered invoice series.',
  'Back office': 'The dashboard, the activity history and the company settings.',
  Operations: 'Health and media files.',
} as const;
type Tag = keyof typeof TAGS;

export const BEARER = 'bearer';

/** Every error answer: a `detail` text plus, for input errors, each refused field's messages. */
const errorSchema = z
  .object({ detail: z.string().meta({ description: 'What went wrong, as a person reads it.' }) })
  .catchall(z.unknown())
  .meta({
    id: 'Error',
    description:
      'Field errors sit beside `detail`, one key a field, each a list of messages: ' +
      '`{"detail": "Enter a valid email address.", "email": ["Enter a valid email address."]}`. Errors of ' +
      'nested input nest by path, as Django REST Framework nests them: a list of lines is an array with one ' +
      'object a line (`{}` for a valid one), each keyed by field: `{"detail": "Line 2: Quantity must be a ' +
      'whole number from 1 to 100000.", "lines": [{}, {"quantity": ["Quantity must be a whole number from 1 ' +
      'to 100000."]}]}`; a problem of a whole list (`"lines": ["Add at least one line."]`) stays a list of ' +
      'messages, and one of a whole item or body goes under `non_field_errors`. A 403 for a ' +
      'pending account set-up carries a `code`; a 500 or 503 carries the `request_id` found in the log.',
  });

const ERROR_TEXTS = {
  400: 'The input is refused: `detail` and each field’s messages.',
  401: 'No valid access token (missing where required, expired, tampered or revoked).',
  403: 'Signed in, but this account may not do this (or must finish its account set-up first).',
  404: 'No such record.',
  409: 'The request clashes with the current state (a stale edit, a duplicate, a used token).',
  413: 'The body is too large.',
  415: 'The body is not of a supported type.',
  429: 'Too many attempts: wait the `Retry-After` seconds.',
  500: 'An unexpected failure; the `request_id` names it in the log.',
  503: 'The database is not reachable, or too busy to answer in time: try again after `Retry-After` seconds.',
} as const;
export type ErrorStatus = keyof typeof ERROR_TEXTS;

/** One shared answer a status, `Error400`..., that every operation refers to rather than repeating. */
export const errorResponseRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/Error${status}` });

/** What a 401 answers in `WWW-Authenticate`: the scheme the API authenticates with. */
export const AUTHENTICATE_CHALLENGE = 'Bearer';

const retryAfter: OpenAPIV3_1.HeaderObject = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0 },
};

/** Headers some error answers carry (server/app.ts `onError`). */
const ERROR_HEADERS: Partial<Record<ErrorStatus, Record<string, OpenAPIV3_1.HeaderObject>>> = {
  401: {
    'WWW-Authenticate': {
      description: 'The scheme to authenticate with: send `Authorization: Bearer <access>`.',
      required: true,
      schema: { type: 'string', enum: [AUTHENTICATE_CHALLENGE] },
    },
  },
  429: { 'Retry-After': { ...retryAfter, required: true } },
  503: { 'Retry-After': { ...retryAfter, required: true } },
};

export function errorResponseComponents() {
  const content = { 'application/json': { schema: output(errorSchema) } };
  return Object.fromEntries(
    (Object.entries(ERROR_TEXTS) as [`${ErrorStatus}`, string][]).map(([status, description]) => {
      const headers = ERROR_HEADERS[Number(status) as ErrorStatus];
      return [`Error${status}`, { description, ...(headers ? { headers } : {}), content }];
    }),
  );
}

/** A file answered as bytes (the PDF, the workbook, an image). */
export interface Binary {
  binary: string[];
}
export const binary = (...mediaTypes: string[]): Binary => ({ binary: mediaTypes });

const pageEnvelopeSchemas = new WeakMap<z.ZodType, z.ZodObject>();

/** The `{count, next, previous, results}` envelope of a paged list of `item`, one component per item shape. */
export function paged(item: z.ZodType): z.ZodObject {
  const known = pageEnvelopeSchemas.get(item);
  if (known) return known;
  const name = z.globalRegistry.get(item)?.id;
  const envelope = z
    .object({
      count: z.number().int().meta({ description: 'How many match, over all pages.' }),
      next: z.string().nullable().meta({ description: 'Path and query of the next page; null on the last.' }),
      previous: z.string().nullable().meta({ description: 'Path and query of the previous page.' }),
      results: z.array(item),
    })
    .meta(name ? { id: `${name}Page` } : {});
  pageEnvelopeSchemas.set(item, envelope);
  return envelope;
}

const output = (schema: z.ZodType) => resolver(schema, { options: { io: 'output' } });
type JsonSchema = Record<string, unknown>;
type Override = NonNullable<NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override']>;
const INPUT_OPTIONS = { io: 'input', unrepresentable: 'any', override: publishInputConstraints } as const;

/**
 * What a request may send, with every constraint the server checks that zod's input schema leaves out: a
 * pipe's input schema is only its first stage (`.pipe()`, `.transform()` and `z.preprocess` hide the rest),
 * and a field with a preprocess counts as required whatever it accepts.
 */
const input = (schema: z.ZodType) => resolver(schema, { options: INPUT_OPTIONS });

/** The JSON Schema of a request body, as the document publishes it. */
function inputJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, INPUT_OPTIONS) as JsonSchema;
  return json;
}

function publishInputConstraints(ctx: Parameters<Override>[0]): void {
  const def = ctx.zodSchema._zod.def;
  const json = ctx.jsonSchema as JsonSchema;
  if (def.type === 'pipe') mergeLaterStage(json, inputJsonSchema((def as unknown as { out: z.ZodType }).out));
  if (def.type === 'object') {
    // Required is what the server refuses to go without: a field whose absence fails its own schema.
    const shape = (ctx.zodSchema as z.ZodObject).shape as Record<string, z.ZodType>;
    const required = Object.keys(shape).filter((key) => refusesAbsence(shape[key]!));
    if (required.length > 0) json.required = required;
    else delete json.required;
  }
}

function refusesAbsence(field: z.ZodType): boolean {
  try {
    return !field.safeParse(undefined).success;
  } catch {
    // An async check cannot run here; such a field states its own optionality.
    return field._zod.optin !== 'optional';
  }
}

const kind = (json: JsonSchema) => (json.type === 'integer' ? 'number' : json.type);

/**
 * A later stage of a pipe constrains the same value further: its keywords join the first stage's when both
 * are of one type (a string then an e-mail, a length, an enum). A number sent as digits or as a number is
 * described by branch, the number branch taking the later stage's bounds.
 */
function mergeLaterStage(json: JsonSchema, later: JsonSchema): void {
  if (later.type === undefined) return;
  const target =
    kind(json) === kind(later)
      ? json
      : (json.anyOf as JsonSchema[] | undefined)?.find((branch) => kind(branch) === kind(later));
  if (!target) return;
  const integer = target.type === 'integer' || later.type === 'integer';
  for (const [keyword, value] of Object.entries(later)) {
    const current = target[keyword];
    if (typeof current === 'number' && typeof value === 'number' && keyword in STRICTER) {
      target[keyword] = STRICTER[keyword]!(current, value);
    } else target[keyword] = value;
  }
  if (integer) {
    target.type = 'integer';
    // A whole number above 0 is one of at least 1: say it plainly, without the safe-integer floor zod adds.
    if (typeof target.exclusiveMinimum === 'number') {
      target.minimum = Math.max(Number(target.minimum ?? -Infinity), target.exclusiveMinimum + 1);
      delete target.exclusiveMinimum;
    }
  }
}

const STRICTER: Record<string, (a: number, b: number) => number> = {
  minimum: Math.max,
  exclusiveMinimum: Math.max,
  minLength: Math.max,
  minItems: Math.max,
  maximum: Math.min,
  exclusiveMaximum: Math.min,
  maxLength: Math.min,
  maxItems: Math.min,
};

function content(body: z.ZodType | Binary) {
  if ('binary' in body) {
    return Object.fromEntries(
      body.binary.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
  }
  return { 'application/json': { schema: output(body) } };
}

export interface DocSpec {
  summary: string;
  tag: Tag;
  description?: string;
  /**
   * Who may call it; `account`: staff and superusers, also while their account set-up is pending; `public`
   * (or absent): anyone, and a token, when sent, must be valid; `none`: no token is read.
   */
  auth?: Role | 'public' | 'none';
  query?: z.ZodObject;
  /** A JSON body, as the route or its service validates it (with `form`: either). */
  body?: z.ZodType;
  /** A multipart form body. */
  form?: z.ZodType;
  /** The success answer's body; absent: no body (204). */
  response?: z.ZodType | Binary;
  status?: 200 | 201 | 204;
  /** Error answers beside those every route of its kind has. */
  errors?: ErrorStatus[];
}

type Role = 'staff' | 'superuser' | 'account';

/** The guard that enforces each documented role, so a route's document and its access cannot differ. */
const GUARDS: Record<Role, MiddlewareHandler<AppEnv>> = {
  staff: staffOnly,
  superuser: superuserOnly,
  account: ownAccount,
};

const ROLE_TEXT = {
  staff: 'Staff and superusers.',
  superuser: 'Superusers only.',
  account: 'Staff and superusers, also while their account set-up is pending.',
  public: 'Anyone; a token, when sent, must be valid.',
  none: 'Anyone; no token is read.',
} as const;

const isRole = (auth: DocSpec['auth']): auth is Role => auth !== undefined && auth in GUARDS;

/** A public route still reads a token when one is sent (staff see hidden products), so it is optional there. */
const SECURITY: Record<string, Record<string, string[]>[]> = {
  staff: [{ [BEARER]: [] }],
  superuser: [{ [BEARER]: [] }],
  account: [{ [BEARER]: [] }],
  none: [],
  public: [{}, { [BEARER]: [] }],
};

function errorResponses(spec: DocSpec) {
  const statuses = new Set<ErrorStatus>([...(spec.errors ?? []), 500, 503]);
  if (spec.auth !== 'none') statuses.add(401);
  // Every body passes the size limit, and a JSON body must be sent as JSON.
  if (spec.body || spec.form) statuses.add(413);
  if (spec.body && !spec.form) statuses.add(415);
  if (isRole(spec.auth)) statuses.add(403);
  if (spec.query || spec.body || spec.form) statuses.add(400);
  return Object.fromEntries([...statuses].sort().map((status) => [status, errorResponseRef(status)]));
}

/** What one route's document says beyond its summary; absent fields take the route file's defaults. */
export type RouteSpec = Partial<Omit<DocSpec, 'summary'>>;

/** A route file's `doc()` maker: the handlers that document a route and guard the role it documents. */
export type RouteDoc = (summary: string, spec?: RouteSpec) => MiddlewareHandler<AppEnv>[];

/**
 * The `doc()` of one route file, with the guard of the role it documents: its routes share a tag and mostly
 * a role, so each route names only what differs, and spreads the pair into its handler list
 * (`...routeDoc('Edit an order', { body: orderUpdateSchema, response: orderViewSchema })`).
 */
export function docsFor(defaults: Pick<DocSpec, 'tag' | 'auth'>): RouteDoc {
  return (summary, spec = {}) => {
    const full: DocSpec = { ...defaults, ...spec, summary };
    return isRole(full.auth) ? [doc(full), GUARDS[full.auth]] : [doc(full)];
  };
}

function doc(spec: DocSpec): MiddlewareHandler {
  const status = spec.status ?? (spec.response ? 200 : 204);
  const description = [ROLE_TEXT[spec.auth ?? 'public'], spec.description].filter(Boolean).join(' ');
  const requestBody = {
    ...(spec.body ? { 'application/json': { schema: input(spec.body) } } : {}),
    ...(spec.form ? { 'multipart/form-data': { schema: input(spec.form) } } : {}),
  };
  return describeRoute({
    summary: spec.summary,
    tags: [spec.tag],
    ...(description ? { description } : {}),
    security: SECURITY[spec.auth ?? 'public'],
    ...(spec.query ? { parameters: queryParameters(spec.query) } : {}),
    ...(Object.keys(requestBody).length > 0 ? { requestBody: { required: true, content: requestBody } } : {}),
    responses: {
      [status]: {
        description: spec.summary,
        ...(spec.response ? { content: content(spec.response) } : {}),
      },
      ...errorResponses(spec),
    },
  });
}

/** The query object's fields as `in: query` parameters, each with its own schema. */
function queryParameters(query: z.ZodObject) {
  const schema = inputJsonSchema(query) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}
