import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { createApp } from './app';
import { openTestContext } from './test/harness';

const ctx = await openTestContext();

describe('GET /api/health', () => {
  it('answers ok while the database is reachable', async () => {
    for (const path of ['/api/health', '/api/health/']) {
      const response = await ctx.request('GET', path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('answers 503 when the database is not reachable', async () => {
    const original = ctx.database.ping;
    ctx.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await ctx.request('GET', '/api/health');
      expect(response.status).toBe(503);
      expect((await response.json()).status).toBe('unavailable');
    } finally {
      ctx.database.ping = original;
    }
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await ctx.request('GET', '/api/does-not-exist/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ detail: messages.common.notFound });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await ctx.request('DELETE', '/api/health');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('hides the internals of an unexpected failure behind one JSON shape', async () => {
    const app = createApp(ctx.deps, {
      pages: () => {
        throw new Error('secret internals');
      },
    });
    const response = await app.request('/some-page');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.detail).toBe(messages.common.unexpected);
    expect(body.request_id).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain('secret internals');
  });

  it('never answers 500 to odd input', async () => {
    const odd = [
      [
        'POST',
        '/api/user/admin-login/',
        { body: '\u0000\u0001', headers: { 'content-type': 'application/json' } },
      ],
      ['POST', '/api/user/admin-login/', { json: { email: 'a'.repeat(10_000), password: 'x' } }],
      ['POST', '/api/token/refresh/', { json: { refresh: ['array'] } }],
      [
        'POST',
        '/api/token/refresh/',
        { body: 'refresh=abc', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ],
      ['GET', '/api/user/staff/%00/', {}],
      ['GET', '/api/%E0%A4%A', {}],
      ['GET', '/api/categories/a%00b/', {}],
      ['GET', '/api/products/a%00b/', {}],
    ] as const;
    for (const [method, path, options] of odd) {
      const response = await ctx.request(method, path, options);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});

describe('security headers', () => {
  it('are set on API answers', async () => {
    const response = await ctx.request('GET', '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
