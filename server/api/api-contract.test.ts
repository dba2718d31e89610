import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, ROW_ID_MAX } from '~/domain/constants';
import { errorOf, insertCategory, insertProduct, openStaffedContext, TEST_INQUIRY } from '../test/harness';
import { openApiDocument } from './openapi-document';

/**
 * What the API document promises a client, checked against the document and against the server: the input
 * constraints it publishes, the challenge of a 401, the methods `Allow` names, and ids no row can have.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const document = await openApiDocument();
const paths = document.paths as Record<string, Record<string, Operation>>;
const { ctx, admin } = await openStaffedContext();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);

function bodySchema(method: string, path: string): Schema {
  const schema = paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  expect(schema, `${method.toUpperCase()} ${path} has no JSON body`).toBeDefined();
  return schema!;
}

/** The schema of a property, following a dotted path; `[]` steps into an array's items (`items.[].quantity`). */
function property(schema: Schema, dotted: string): Schema {
  return dotted.split('.').reduce<Schema>((current, key) => {
    const field = key === '[]' ? current.items : current.properties?.[key];
    expect(field, `no ${dotted}`).toBeDefined();
    return field!;
  }, schema);
}

/** The number a JSON value of this property must at least be: its own or its number branch's minimum. */
const numberBranch = (schema: Schema): Schema =>
  schema.anyOf?.map(numberBranch).find((branch) => branch.type === 'integer' || branch.type === 'number') ??
  schema;

interface Published {
  required: string[];
  formats?: Record<string, string>;
  minimums?: Record<string, number>;
  minLengths?: Record<string, number>;
}

const PUBLISHED: Record<string, Published> = {
  'post /api/inquiries/': {
    required: ['name', 'phone', 'company', 'email', 'purpose', 'message'],
    formats: { email: 'email' },
    minLengths: { name: 1, message: 1 },
  },
  'post /api/user/create-staff/': {
    required: ['username', 'email', 'password1', 'password2'],
    formats: { email: 'email' },
    minLengths: { password1: PASSWORD_MIN_LENGTH, password2: PASSWORD_MIN_LENGTH },
  },
  'post /api/user/change-password/': {
    required: ['current_password', 'new_password', 'new_password2'],
    minLengths: { new_password: PASSWORD_MIN_LENGTH },
  },
  'post /api/orders/': {
    required: ['customer_name', 'items'],
    minimums: { 'items.[].quantity': 1, 'items.[].product': 1 },
  },
  'post /api/quotations/': {
    required: ['customer_name', 'customer_email', 'lines'],
    formats: { customer_email: 'email' },
    minimums: { 'lines.[].quantity': 1 },
  },
  'post /api/user/admin-login/': { required: ['email', 'password'] },
  'post /api/products/': { required: ['name', 'brand', 'price', 'stock'], minimums: { stock: 0 } },
};

describe('the request schemas publish what the server checks', () => {
  it.each(Object.entries(PUBLISHED))('%s', (operation, published) => {
    const [method, path] = operation.split(' ') as [string, string];
    const schema = bodySchema(method, path);
    expect([...(schema.required ?? [])].sort()).toEqual([...published.required].sort());
    for (const [field, format] of Object.entries(published.formats ?? {})) {
      expect(property(schema, field).format, field).toBe(format);
    }
    for (const [field, minimum] of Object.entries(published.minimums ?? {})) {
      expect(numberBranch(property(schema, field)).minimum, field).toBe(minimum);
    }
    for (const [field, minLength] of Object.entries(published.minLengths ?? {})) {
      expect(property(schema, field).minLength, field).toBe(minLength);
    }
  });

  let product = 0;
  beforeAll(async () => {
    const category = await insertCategory(ctx, 'Printers', 'printers');
    const made = await insertProduct(ctx, {
      name: 'Contract Printer',
      brand: 'HP',
      price: '1000',
      stock: 5,
      category,
    } as Parameters<typeof insertProduct>[1]);
    product = made.id;
  });

  /** Bodies the document forbids: the schema refuses each, and so does the server, naming the field. */
  const refused: [string, string, () => Record<string, unknown>, string][] = [
    ['post', '/api/inquiries/', () => ({ ...TEST_INQUIRY, email: 'not-an-address' }), 'email'],
    ['post', '/api/inquiries/', () => ({ ...TEST_INQUIRY, message: undefined }), 'message'],
    ['post', '/api/inquiries/', () => ({ ...TEST_INQUIRY, name: '' }), 'name'],
    [
      'post',
      '/api/user/create-staff/',
      () => ({
        username: 'shorty',
        email: 'shorty@example.com',
        password1: 'short-pw',
        password2: 'short-pw',
      }),
      'password1',
    ],
    ['post', '/api/orders/', () => ({ customer_name: 'Juan', items: [{ product, quantity: 0 }] }), 'items'],
    [
      'post',
      '/api/orders/',
      () => ({ customer_name: 'Juan', items: [{ product: ROW_ID_MAX + 1, quantity: 1 }] }),
      'items',
    ],
    ['post', '/api/orders/', () => ({ items: [{ product, quantity: 1 }] }), 'customer_name'],
  ];

  it.each(refused)('%s %s refuses what the document forbids (%#)', async (method, path, body, field) => {
    const json = body();
    const validate = ajv.compile(bodySchema(method, path));
    expect(validate(json), 'the document accepts it').toBe(false);
    const response = await ctx.request(method.toUpperCase(), path, {
      json,
      token: admin.access,
      headers: { 'x-test-client': `refused-${path}-${field}` },
    });
    expect(response.status).toBe(400);
    const answer = await errorOf(response);
    expect(answer[field], JSON.stringify(answer)).toBeTruthy();
  });

  it('accepts what the document allows', async () => {
    for (const [method, path, json] of [
      ['post', '/api/inquiries/', TEST_INQUIRY],
      ['post', '/api/orders/', { customer_name: 'Juan', items: [{ product, quantity: '2' }] }],
    ] as const) {
      expect(ajv.compile(bodySchema(method, path))(json)).toBe(true);
      const response = await ctx.request(method.toUpperCase(), path, {
        json,
        token: admin.access,
        headers: { 'x-test-client': 'allowed' },
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
  });
});

describe('a 401', () => {
  it('names the Bearer scheme, as documented, whatever refused the credentials', async () => {
    const answers = [
      await ctx.request('GET', '/api/orders/'),
      await ctx.request('GET', '/api/orders/', { token: 'not-a-token' }),
      await ctx.request('GET', '/api/products/', { token: `${admin.access}x` }),
      await ctx.request('POST', '/api/user/admin-login/', {
        json: { email: admin.email, password: 'wrong-password' },
        headers: { 'x-test-client': 'www-authenticate' },
      }),
      await ctx.request('POST', '/api/token/refresh/', { json: { refresh: 'not-a-token' } }),
    ];
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    const shared = (document.components as { responses: Record<string, { headers?: object }> }).responses;
    expect(shared.Error401!.headers).toHaveProperty('WWW-Authenticate');
  });
});

describe('OPTIONS', () => {
  const documented = Object.entries(paths).map(([path, item]) => {
    const methods = Object.keys(item).map((method) => method.toUpperCase());
    if (methods.includes('GET')) methods.push('HEAD');
    return [path.replace(/\{\w+\}/g, '1'), [...methods, 'OPTIONS'].sort()] as const;
  });

  it.each(documented)('answers %s with the methods the document gives it', async (path, methods) => {
    const response = await ctx.request('OPTIONS', path, { token: admin.access });
    expect(response.status).toBe(204);
    const allow = (response.headers.get('allow') ?? '').split(', ').sort();
    expect(allow).toEqual(methods);
    const unused = ['DELETE', 'PUT', 'PATCH', 'POST'].find((method) => !methods.includes(method));
    if (!unused) return;
    const refused = await ctx.request(unused, path, { token: admin.access });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')?.split(', ').sort()).toEqual(methods);
  });
});

describe('ids no row can have', () => {
  it('answer 404 in a path, never the database’s own refusal', async () => {
    for (const id of ['99999999999', String(ROW_ID_MAX + 1), '9'.repeat(30)]) {
      for (const path of [`/api/products/${id}/`, `/api/products/id/${id}/`, `/api/orders/${id}/`]) {
        const response = await ctx.request('GET', path, { token: admin.access });
        expect(response.status, path).toBe(404);
      }
    }
    expect((await ctx.request('GET', `/api/orders/${ROW_ID_MAX}/`, { token: admin.access })).status).toBe(
      404,
    );
  });

  it('answer a field’s 400 in a filter', async () => {
    for (const field of ['entity_id', 'actor', 'before']) {
      const response = await ctx.request('GET', `/api/activity/?${field}=99999999999`, {
        token: admin.access,
      });
      expect(response.status).toBe(400);
      const body = await errorOf(response);
      expect(body[field]).toEqual([`Ensure this value is at most ${ROW_ID_MAX}.`]);
    }
  });

  it('are out of the published range', () => {
    const parameter = (document.paths['/api/orders/{id}/'] as { get: { parameters: { schema: Schema }[] } })
      .get.parameters[0]!;
    expect(parameter.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: ROW_ID_MAX });
  });
});
