import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { createApp } from '../app';
import type { Logger } from '../logger';
import { errorForLog } from '../logger';
import { openTestContext } from '../test/harness';
import { PAGE_BODY_MAX } from './body-limit';

const ctx = await openTestContext();

describe('JSON endpoints', () => {
  it('refuse a body that is not JSON with 415, before reading it', async () => {
    const cases: [string, string, string][] = [
      ['/api/user/admin-login/', 'text/plain', '{"email":"a@b.ph","password":"x"}'],
      ['/api/user/admin-login/', 'multipart/form-data; boundary=x', '--x--'],
      ['/api/token/refresh/', 'application/x-www-form-urlencoded', 'refresh=abc'],
      ['/api/inquiries/', 'multipart/form-data; boundary=x', '--x--'],
    ];
    for (const [path, type, body] of cases) {
      const response = await ctx.request('POST', path, { body, headers: { 'content-type': type } });
      expect(response.status, `${path} ${type}`).toBe(415);
      expect(await response.json()).toEqual({ detail: messages.common.unsupportedMediaType });
    }
  });

  it('accept JSON with a charset and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json']) {
      const response = await ctx.request('POST', '/api/user/admin-login/', {
        body: '{}',
        headers: { 'content-type': type },
      });
      expect(response.status, type).toBe(400);
    }
  });
});

describe('page actions', () => {
  const echo = createAppWithPage(async (request) => {
    const form = await request.formData();
    return new Response(`fields:${[...form.keys()].length}`, { headers: { 'content-type': 'text/plain' } });
  });

  function createAppWithPage(handler: (request: Request) => Promise<Response>) {
    return () => createApp(ctx.deps, { pages: (c) => handler(c.req.raw) });
  }

  const form = (size: number) => `message=${'x'.repeat(size - 'message='.length)}`;
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

  it('read a form up to 64 KB', async () => {
    const response = await echo().request('/about', {
      method: 'POST',
      body: form(PAGE_BODY_MAX),
      headers: formHeaders,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('fields:1');
  });

  it('refuse a larger declared body unread, and a larger streamed one once it passes the limit', async () => {
    const declared = await echo().request('/about', {
      method: 'POST',
      body: form(PAGE_BODY_MAX + 1),
      headers: formHeaders,
    });
    expect(declared.status).toBe(413);
    const chunks = [form(PAGE_BODY_MAX), 'yyyy'];
    const streamed = await echo().request('/about', {
      method: 'POST',
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(chunk));
        },
      }),
      headers: formHeaders,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ detail: messages.common.tooLarge });
  });
});

describe('logs', () => {
  it('never carry the parameters of a failed statement', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      info: () => {},
      error: (event, fields) => lines.push(JSON.stringify({ event, ...fields })),
    };
    const app = createApp(
      { ...ctx.deps, logger },
      {
        pages: async () => {
          await ctx.db.execute(sql`select ${'secret-token-value'}::text, 1 / ${0}`);
          return new Response('unreachable');
        },
      },
    );
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('unhandled_error');
    expect(logged).toContain('22012');
    expect(logged).not.toContain('secret-token-value');
    const fields = errorForLog(await ctx.db.execute(sql`select 1 / ${0}`).catch((error: unknown) => error));
    expect(fields.code).toBe('22012');
    expect(fields.query).toMatch(/\$1/);
    expect(JSON.stringify(fields)).not.toMatch(/params/);
  });

  it('say why a statement never reached the database, still without its parameters', () => {
    const failed = Object.assign(new Error(`Failed query: select $1 params: secret-token-value`), {
      query: 'select $1',
      cause: new Error('timeout exceeded when trying to connect'),
    });
    const fields = errorForLog(failed);
    expect(fields.cause).toBe('timeout exceeded when trying to connect');
    expect(fields.query).toBe('select $1');
    expect(JSON.stringify(fields)).not.toContain('secret-token-value');
  });

  it('keep the message of an error that is not a database error', () => {
    expect(errorForLog(new TypeError('x is undefined')).error).toBe('TypeError: x is undefined');
  });
});
