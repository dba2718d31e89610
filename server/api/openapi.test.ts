import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, Y } from '../permissions/matrix';
import { BEARER } from '../http/openapi';
import { createTestContext } from '../test/harness';
import { documentedPath, openApiDocument } from './openapi-document';
import { OPERATION_IDS } from './operation-ids';

interface Operation {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const document = await openApiDocument();
const operations = document.paths as Record<string, Record<string, Operation>>;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('names its server relatively, never after the Host a request was sent with', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('says who may call every operation', () => {
    for (const [path, item] of Object.entries(operations)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.description, `${method} ${path}`).toMatch(/^(Anyone|Staff|Superusers)/);
      }
    }
  });

  it('names every operation in the operation-id table, each id camelCase and unique', () => {
    const ids = Object.entries(operations).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => {
        expect(OPERATION_IDS[`${method.toUpperCase()} ${path}`], `${method} ${path}`).toBe(
          operation.operationId,
        );
        return operation.operationId!;
      }),
    );
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('listProducts');
    expect(ids).toContain('createQuotation');
  });

  it('gives an example of every JSON request body and success answer, each matching its schema', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema(structuredClone(document) as object, 'openapi');
    const pointer = (...segments: string[]) =>
      segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    let checked = 0;
    for (const [path, item] of Object.entries(operations)) {
      for (const [method, operation] of Object.entries(item)) {
        const bodies = [
          ['requestBody', operation.requestBody],
          ...Object.entries(operation.responses)
            .filter(([status]) => status.startsWith('2'))
            .map(([status, answer]) => [`responses/${status}`, answer] as const),
        ] as const;
        for (const [where, part] of bodies) {
          const media = (part as { content?: Record<string, { example?: unknown }> } | undefined)?.content?.[
            'application/json'
          ];
          if (!media) continue;
          expect(media.example, `${method} ${path} ${where}`).toBeDefined();
          const at = `openapi#/${pointer('paths', path, method)}/${where}/content/application~1json/schema`;
          const validate = ajv.compile({ $ref: at });
          expect(
            validate(media.example),
            `${method} ${path} ${where}: ${ajv.errorsText(validate.errors)}`,
          ).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it.each(PERMISSIONS.map((row) => [row.key, row] as const))(
    'describes %s with the security the permission matrix gives it',
    (_key, row) => {
      const operation = operations[documentedPath(row.path)]?.[row.method.toLowerCase()];
      expect(operation, `${row.key} is missing from the document`).toBeDefined();
      const { anonymous, badToken, customer } = row.outcomes;
      const security = badToken === Y ? [] : anonymous === Y ? [{}, { [BEARER]: [] }] : [{ [BEARER]: [] }];
      expect(operation!.security).toEqual(security);
      expect(Object.keys(operation!.responses)).toContain(String(row.ok));
      if (badToken === 401) expect(Object.keys(operation!.responses)).toContain('401');
      if (customer === 403) expect(Object.keys(operation!.responses)).toContain('403');
    },
  );

  it('describes no operation the permission matrix does not know', () => {
    const documented = Object.entries(operations).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const known = new Set(PERMISSIONS.map((row) => `${row.method} ${documentedPath(row.path)}`));
    expect(documented.filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('the reference pages', async () => {
  const ctx = await createTestContext();
  afterAll(() => ctx.close());

  it('serves the document at /api/openapi.json', async () => {
    const response = await ctx.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("serves the viewer at /api/docs under the pages' policy, its scripts carrying the nonce", async () => {
    const response = await ctx.request('GET', '/api/docs/');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    expect(html.match(/<script nonce="([^"]+)"/g)).toEqual([
      `<script nonce="${nonce}"`,
      `<script nonce="${nonce}"`,
    ]);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("serves the viewer's files from the shop itself, and nothing else from its folder", async () => {
    const script = await ctx.request('GET', '/api/docs/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await ctx.request('GET', '/api/docs/swagger-ui.css')).status).toBe(200);
    expect((await ctx.request('GET', '/api/docs/package.json')).status).toBe(404);
    expect((await ctx.request('GET', '/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
