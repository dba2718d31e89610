import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { NotFoundError } from '../../errors';
import { z } from 'zod';
import { endpoint } from '../../http/endpoint';
import { binary, docsFor } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { openApiDocument } from '../openapi-document';

/** The reference: the generated document, and Swagger UI over it, served from our own origin. */
export const docsRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Operations' });

endpoint(docsRoutes, '/openapi.json', {
  get: [
    ...routeDoc('This document', { response: z.record(z.string(), z.unknown()) }),
    async (c) => c.json(await openApiDocument()),
  ],
});

const SWAGGER_UI = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
};

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The viewer's start-up, carrying this response's nonce like every page's scripts. `validatorUrl: null` keeps
 * Swagger UI from sending the document to its public validator; a successful sign-in tried here fills in
 * Authorize with its access token, so the real login is the way in.
 */
function docsPage(nonce: string): string {
  const attribute = escapeAttribute(nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalogue shop API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script nonce="${attribute}" src="/api/docs/swagger-ui-bundle.js"></script>
<script nonce="${attribute}">
const signIn = /\\/api\\/user\\/admin-login(\\/two-factor)?\\/?$/;
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  validatorUrl: null,
  deepLinking: true,
  responseInterceptor: (response) => {
    const access = response.ok && response.body && response.body.access;
    if (access && signIn.test(new URL(response.url, location.href).pathname)) {
      window.ui.preauthorizeApiKey('bearer', access);
    }
    return response;
  },
});
</script>
</body>
</html>
`;
}

endpoint(docsRoutes, '/docs', {
  get: [
    ...routeDoc('The interactive reference (Swagger UI)', { response: binary('text/html') }),
    // Never a kept answer (it is not a catalogue read), so it always has a nonce of its own.
    async (c) => c.html(docsPage(c.var.nonce ?? '')),
  ],
});

endpoint(docsRoutes, '/docs/:file', {
  get: [
    ...routeDoc('A file of the reference viewer', {
      response: binary(...new Set(Object.values(VIEWER_FILES))),
    }),
    async (c) => {
      const file = c.req.param('file') ?? '';
      const type = Object.hasOwn(VIEWER_FILES, file) ? VIEWER_FILES[file] : undefined;
      if (!type) throw new NotFoundError(messages.common.notFound);
      return c.body(await readFile(path.join(SWAGGER_UI, file)), 200, {
        'Content-Type': `${type}; charset=utf-8`,
      });
    },
  ],
});
