import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { BEARER, TAGS } from '../http/openapi';
import { mediaRoutes } from './media/media.routes';
import { API_RESOURCES } from './resources';

export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;
type Operation = { responses?: Record<string, unknown> };

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
  for (const routes of API_RESOURCES) api.route('/', routes);
  app.route('/api', api);
  app.route('/', mediaRoutes);
  return app;
}

/** Every operation on a path with an id or token can find nothing there. */
function addNotFound(document: OpenApiDocument): void {
  const notFound = {
    description: 'No such record.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.includes('{') || !item) continue;
    for (const operation of Object.values(item as Record<string, Operation>)) {
      if (operation.responses && !operation.responses['404']) operation.responses['404'] = notFound;
    }
  }
}

async function generate(): Promise<OpenApiDocument> {
  const document = await generateSpecs(documentedRoutes(), {
    documentation: {
      openapi: '3.1.0',
      info: { title: 'Catalogue shop API', version: '1', description: DESCRIPTION },
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
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
  });
  addNotFound(document);
  return document;
}

let cached: Promise<OpenApiDocument> | undefined;

/** The OpenAPI 3.1 document, generated once from the route definitions. */
export function openApiDocument(): Promise<OpenApiDocument> {
  cached ??= generate();
  return cached;
}
