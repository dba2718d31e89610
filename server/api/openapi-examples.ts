import type { OpenApiDocument } from './openapi-document';

/**
 * An example for every JSON request body and success answer of the document, made from its schema (so it
 * always matches it; the linters and openapi.test.ts check that), with the shop's own values where a field's
 * name says what it holds. A few request bodies are written out whole, as a client would send them.
 */

type Schema = Record<string, unknown>;

const WRITTEN: Record<string, unknown> = {
  signIn: { email: 'admin@growbetter-it.ph', password: 'correct-horse-battery-staple' },
  createInquiry: {
    name: 'Maria Santos',
    phone: '+63 917 555 0101',
    company: 'Santos Trading',
    email: 'maria@example.ph',
    purpose: 'Product Inquiry',
    brands: 'HP, Canon',
    products: 'LaserJet Pro M404dn',
    message: 'Do you have toner for the LaserJet Pro M404dn in stock?',
  },
  createOrder: {
    customer_name: 'Maria Santos',
    customer_email: 'maria@example.ph',
    items: [{ product: 12, quantity: 2 }],
  },
  createQuotation: {
    customer_name: 'Maria Santos',
    customer_email: 'maria@example.ph',
    customer_company: 'Santos Trading',
    valid_until: '2026-12-11',
    lines: [{ product: 12, description: 'LaserJet Pro M404dn', quantity: 2, unit_price: '18500.00' }],
  },
  changePassword: {
    current_password: 'correct-horse-battery-staple',
    new_password: 'mango-jeepney-typhoon-42',
    new_password2: 'mango-jeepney-typhoon-42',
  },
  createStaff: {
    username: 'juan',
    email: 'juan@growbetter-it.ph',
    password1: 'correct-horse-battery-staple',
    password2: 'correct-horse-battery-staple',
  },
};

/** Values by field name, used when they satisfy the field's schema. */
const BY_NAME: Record<string, unknown> = {
  name: 'Maria Santos',
  customer_name: 'Maria Santos',
  username: 'maria',
  email: 'maria@example.ph',
  customer_email: 'maria@example.ph',
  phone: '+63 917 555 0101',
  customer_phone: '+63 917 555 0101',
  company: 'Santos Trading',
  customer_company: 'Santos Trading',
  brand: 'HP',
  slug: 'laser-printers',
  message: 'Do you have toner in stock?',
  detail: 'Done.',
  price: '18500.00',
  unit_price: '18500.00',
  valid_until: '2026-12-11',
  short_name: 'Grow Better IT',
  phones: '+63 2 8555 0100',
  street: '123 Ayala Avenue',
  city: 'Makati City',
  country: 'Philippines',
  product_slug: 'hp-laserjet-pro-m404dn',
  category_slug: 'laser-printers',
  category_name: 'Laser Printers',
  description: 'A fast monochrome laser printer for small offices.',
  next: '/api/products/?page=3',
  previous: '/api/products/?page=1',
  image: '/media/hp-laserjet-pro-m404dn.webp',
  url: '/media/hp-laserjet-pro-m404dn-480.webp',
};

const STRING_CANDIDATES = ['example', '18500.00', '12', '2026-12-11', 'abc123', 'a'];

function matches(schema: Schema, value: unknown): boolean {
  if (typeof value !== 'string') return typeof value === 'number' && kindOf(schema).includes('number');
  if (!kindOf(schema).includes('string')) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  return true;
}

const kindOf = (schema: Schema): string[] =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).map((type) =>
    type === 'integer' ? 'number' : String(type),
  );

class Sampler {
  constructor(private readonly components: Record<string, Schema>) {}

  sample(schema: Schema, name = '', depth = 0): unknown {
    if (typeof schema.$ref === 'string') {
      return this.sample(this.components[schema.$ref.split('/').pop()!] ?? {}, name, depth);
    }
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (branches) {
      const branch = branches.find((candidate) => candidate.type !== 'null') ?? branches[0]!;
      return this.sample(branch, name, depth);
    }
    if (Array.isArray(schema.allOf)) {
      return Object.assign({}, ...schema.allOf.map((part: Schema) => this.sample(part, name, depth)));
    }
    const type = kindOf(schema).find((kind) => kind !== 'null') ?? 'object';
    if (type === 'object') return this.object(schema, depth);
    if (type === 'array') {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () =>
        this.sample((schema.items ?? {}) as Schema, name, depth + 1),
      );
    }
    if (type === 'number') return this.number(schema);
    if (type === 'boolean') return true;
    if (type === 'null') return null;
    return this.string(schema, name);
  }

  private object(schema: Schema, depth: number): Record<string, unknown> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    const result: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(properties)) {
      // Deep optional branches are left out: an example shows the shape, not every corner of it.
      if (depth > 3 && !required.has(key)) continue;
      result[key] = this.sample(property, key, depth + 1);
    }
    return result;
  }

  private number(schema: Schema): number {
    const minimum =
      typeof schema.minimum === 'number'
        ? schema.minimum
        : typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : 1;
    const value = Math.max(minimum, 1);
    return typeof schema.maximum === 'number' ? Math.min(value, schema.maximum) : value;
  }

  private string(schema: Schema, name: string): string {
    const format = schema.format;
    if (format === 'email') return 'maria@example.ph';
    if (format === 'date-time') return '2026-11-22T08:00:00.000Z';
    if (format === 'date') return '2026-12-11';
    if (format === 'uri' || format === 'url') return 'https://shop.example.ph/';
    const candidates = [BY_NAME[name], ...STRING_CANDIDATES, name.replace(/_/g, ' ')];
    const fitting = candidates.find((candidate) => matches(schema, candidate));
    if (typeof fitting === 'string') return fitting;
    return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
}

interface Media {
  schema?: Schema;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

export function addExamples(document: OpenApiDocument): void {
  const components = ((document.components as { schemas?: Record<string, Schema> }).schemas ?? {}) as Record<
    string,
    Schema
  >;
  const sampler = new Sampler(components);
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values((item ?? {}) as Record<string, Operation>)) {
      const body = operation.requestBody?.content?.['application/json'];
      if (body?.schema) {
        body.example = WRITTEN[operation.operationId ?? ''] ?? sampler.sample(body.schema);
      }
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const media = answer.content?.['application/json'];
        if (status.startsWith('2') && media?.schema) media.example = sampler.sample(media.schema);
      }
    }
  }
}
