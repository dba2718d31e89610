import { Hono } from 'hono';
import { ROW_ID_MAX } from '~/domain/constants';
import { generateSpecs } from 'hono-openapi';
import { BEARER, errorResponseComponents, errorResponseRef, TAGS } from '../http/openapi';
import { mediaRoutes } from './media/media.routes';
import { docsRoutes } from './docs/docs.routes';
import { addExamples } from './openapi-examples';
import { operationId } from './operation-ids';
import { API_RESOURCES } from './resources';

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;
type Operation = {
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; schema?: unknown }[];
};

const DESCRIPTION = `The catalogue shop's REST API. JSON in and out, snake_case fields; every path answers with and
without its trailing slash. The guide with examples is docs/api.md in the repository.

**Signing in.** \`POST /api/user/admin-login/\` with \`{"email", "password"}\` answers an access token (15 minutes)
and a refresh token (1 day); an account with two-factor sign-in first answers \`{"two_factor_required": true,
"challenge"}\`, to be sent with a code to \`POST /api/user/admin-login/two-factor/\`. Send the access token as
\`Authorization: Bearer <access>\`. When it expires (401), \`POST /api/token/refresh/\` with \`{"refresh"}\` answers a
new pair; each refresh token works once, and reusing one revokes its whole session. \`POST /api/user/logout/\`
revokes the session. Here, **Authorize** takes an access token; a successful *Try it out* of the sign-in fills it in.

**Errors** answer \`{"detail": "...", "<field>": ["message"]}\` (the \`Error\` schema).

**Lists** that can be long are paged: \`?page=\` and \`?page_size=\`, answered as \`{count, next, previous, results}\`.`;

/** The routes the document describes: the API and the media files beside it, without any app around them. */
function documentedRoutes(): Hono {
  const app = new Hono();
  const api = new Hono();
  for (const routes of [...API_RESOURCES, docsRoutes]) api.route('/', routes);
  app.route('/api', api);
  app.route('/', mediaRoutes);
  return app;
}

/** Files keep their names; the API's resources are written as the spec writes them, ending in a slash. */
const FILE_PATHS = new Set(['/api/openapi.json', '/api/docs/{file}', '/media/{name}']);

/** A route's path (`/api/orders/:id`) as the document writes it (`/api/orders/{id}/`). */
export function documentedPath(routePath: string): string {
  const path = routePath.replace(/:(\w+)/g, '{$1}');
  return FILE_PATHS.has(path) ? path : `${path}/`;
}

/** hono-openapi names paths as they are registered, without the spec's trailing slash. */
function addTrailingSlashes(document: OpenApiDocument): void {
  document.paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [documentedPath(path), item]),
  );
}

/** Reads whose `{id}` may also be the record's slug or name, as the store's links address a category. */
const ID_OR_NAME = new Set(['get /api/categories/{id}/']);

/**
 * Every operation on a path with an id or token can find nothing there, and is refused a value the database
 * cannot store (a NUL character) with 400. Ids are row ids: positive integers up to ROW_ID_MAX; any other
 * answers 404.
 */
function addPathParameterErrors(document: OpenApiDocument): void {
  const answers = { '400': errorResponseRef(400), '404': errorResponseRef(404) };
  const rowId = { type: 'integer', minimum: 1, maximum: ROW_ID_MAX };
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.includes('{') || !item) continue;
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      operation.responses = { ...answers, ...operation.responses };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' || parameter.name !== 'id') continue;
        parameter.schema = ID_OR_NAME.has(`${method} ${path}`)
          ? { anyOf: [rowId, { type: 'string', minLength: 1, description: 'Its slug or its name.' }] }
          : rowId;
      }
    }
  }
}

/** Every operation's stable `operationId` (server/api/operation-ids.ts). */
function addOperationIds(document: OpenApiDocument): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(
      (item ?? {}) as Record<string, { operationId?: string }>,
    )) {
      operation.operationId = operationId(method, path);
    }
  }
}

async function generate(): Promise<OpenApiDocument> {
  const document = await generateSpecs(documentedRoutes(), {
    documentation: {
      openapi: '3.1.0',
      info: { title: 'Catalogue shop API', version: '1', description: DESCRIPTION },
      // Relative: the shop that serves the document answers its paths, whatever address it is reached at. Never
      // taken from a request's Host, which the client chooses.
      servers: [{ url: '/', description: 'The shop serving this document.' }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        responses: errorResponseComponents(),
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The `access` token of a sign-in or a refresh. It lasts 15 minutes; a 401 means: refresh once, ' +
              'then sign in again.',
          },
        },
      },
    },
    defaultValidationErrorResponse: false,
    // /api/openapi.json is an operation of its own, not a static file.
    excludeStaticFile: false,
  });
  addTrailingSlashes(document);
  addPathParameterErrors(document);
  addOperationIds(document);
  addExamples(document);
  return document;
}

let cached: Promise<OpenApiDocument> | undefined;

/** The OpenAPI 3.1 document, generated once from the route definitions. */
export function openApiDocument(): Promise<OpenApiDocument> {
  cached ??= generate();
  return cached;
}
