import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../api/openapi-document';

/**
 * Checks an answer the API tests observe against the OpenAPI document: the operation must be documented, the
 * status must be one of its documented answers, and the body must match that answer's schema. The harness runs
 * it on every response of `ctx.request`, so the document cannot drift from what the code answers.
 */

interface MediaType {
  schema?: unknown;
}
interface Header {
  required?: boolean;
  schema?: { enum?: string[] };
}
interface Answer {
  content?: Record<string, MediaType>;
  headers?: Record<string, Header>;
  $ref?: string;
}
interface Operation {
  responses: Record<string, Answer>;
}

const document = await openApiDocument();
const sharedAnswers = (document.components as { responses?: Record<string, Answer> }).responses ?? {};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(document as object, 'openapi');

const routes = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\/$/, '').replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));

const pointer = (...segments: string[]) =>
  segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(ref: string) {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/** The body as sent, undoing the compression the client asked for (server/http/compression.ts). */
async function decodedText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/** A header the documented answer requires that the response lacks, or whose fixed value differs. */
function missingHeader(answer: Answer, response: Response): string | null {
  for (const [name, header] of Object.entries(answer.headers ?? {})) {
    const value = response.headers.get(name);
    if (header.required && value === null) return `no ${name} header, which the document requires`;
    const allowed = header.schema?.enum;
    if (value !== null && allowed && !allowed.includes(value))
      return `${name}: ${value} where ${allowed.join(' or ')} is documented`;
  }
  return null;
}

/** A mismatch, as the failing test shows it; null when the answer is what the document says. */
export async function contractViolation(
  method: string,
  url: string,
  response: Response,
): Promise<string | null> {
  const path = new URL(url, 'http://shop.test').pathname;
  const verb = method.toLowerCase();
  if (verb === 'head' || verb === 'options' || response.status === 304) return null;
  if (!path.startsWith('/api/') && !path.startsWith('/media/')) return null;
  if (/^\/api\/(openapi\.json|docs)(\/|$)/.test(path)) return null;
  const route = routes.find(({ pattern }) => pattern.test(path));
  const operation = route && (document.paths[route.template] as Record<string, Operation>)[verb];
  const where = `${method} ${path} → ${response.status}`;
  if (!operation || !route) {
    // Unknown paths and methods answer 404 and 405 (or 401 first, to a bad token); else the route is undocumented.
    return [401, 404, 405].includes(response.status) ? null : `${where}: the operation is not documented`;
  }
  const documented = operation.responses[String(response.status)];
  if (!documented) return `${where}: the status is not documented`;
  const shared = documented.$ref?.split('/').pop();
  const answer = shared ? sharedAnswers[shared]! : documented;
  const missing = missingHeader(answer, response);
  if (missing) return `${where}: ${missing}`;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = Object.keys(answer.content ?? {});
  if (media.length === 0) {
    return (await decodedText(response)) === '' ? null : `${where}: a body where none is documented`;
  }
  if (!media.includes(type)) return `${where}: ${type || 'no body'} where ${media.join(', ')} is documented`;
  if (type !== 'application/json') return null;
  const at = shared
    ? ['components', 'responses', shared]
    : ['paths', route.template, verb, 'responses', String(response.status)];
  const ref = `openapi#/${pointer(...at, 'content', type, 'schema')}`;
  const validate = validatorFor(ref);
  const body: unknown = JSON.parse(await decodedText(response));
  if (validate(body)) return null;
  return `${where}: the body does not match its schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`;
}
