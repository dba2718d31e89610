import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext, dataOf, type TestContext } from '../test/harness';
import {
  DEFAULT_REFERRER_POLICY,
  inlineScriptHashes,
  isAdminPage,
  mapOrigin,
  pageContentSecurityPolicy,
  PERMISSIONS_POLICY,
} from './security-headers';

let ctx: TestContext;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await ctx.user('staff')).access;
});
afterAll(() => ctx.close());

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('the page policy', () => {
  it('lets only nonce-carrying scripts run and forbids plugins, base changes, framing and outside forms', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123' }));
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(pageContentSecurityPolicy({ nonce: 'abc123' })).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("names the hashes of a kept page's inline scripts instead of a nonce", () => {
    const policy = directives(pageContentSecurityPolicy({ hashes: ['sha256-AAA', 'sha256-BBB'] }));
    expect(policy.get('script-src')).toEqual(["'sha256-AAA'", "'sha256-BBB'", "'strict-dynamic'"]);
  });

  it('hashes the inline scripts a browser runs, not data blocks or scripts loaded from a file', () => {
    const html =
      '<head><script>var s=1</script><script type="speculationrules">{"prefetch":[]}</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
      '<script type="module" src="/assets/loader.js"></script><script>var s=1</script></head>';
    // sha256 of the scripts' exact text, base64, as CSP compares them (openssl dgst -sha256 -binary | base64).
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      'sha256-wANl/m1UJVtA1rIRumOMaVjDOD2EcziOwTicxVyM+a4=',
      'sha256-iCmLT321orx9XB2HAc2rMGzJNxtBxBtg4uKp/p7UHH4=',
    ]);
  });

  it("hashes a script's UTF-8 bytes, and no tag that only starts like a script", () => {
    const html =
      '<p>₱1,200</p><scripts>not a script</scripts><script\n>var p="₱"</script>' +
      '<script type="application/json">{"price":"₱"}</script>';
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      'sha256-v7Vih8XoOUKCiikoY6XhL/8+mBNVOlQJgWHZFQN1WBo=',
    ]);
  });

  it('allows the map origin for frames and images only when a map URL is set', () => {
    const policy = directives(
      pageContentSecurityPolicy({ nonce: 'n' }, 'https://www.google.com/maps/embed?pb=1&x=2'),
    );
    expect(policy.get('frame-src')).toEqual(['https://www.google.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://www.google.com']);
    expect(policy.get('script-src')).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it('lets the back office show blob: images (previews of a chosen file), and no public page', () => {
    expect(directives(pageContentSecurityPolicy({ nonce: 'n' }, null, true)).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
    expect(pageContentSecurityPolicy({ nonce: 'n' })).not.toContain('blob:');
    for (const path of [
      '/Adminlogin',
      '/admin-dashboard',
      '/admin-settings',
      '/admin-add-products',
      '/admin-edit-product/7',
      '/admin/categories/3/edit',
      '/staff',
      '/create-staff',
      '/edit-staff/2',
    ]) {
      expect(isAdminPage(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/products',
      '/category/printers',
      '/category/admin-tools/x',
      '/contact',
      '/404',
    ]) {
      expect(isAdminPage(path), path).toBe(false);
    }
  });

  it('derives the map origin from the URL, refusing anything but http(s)', () => {
    expect(mapOrigin('https://www.google.com/maps/embed?pb=x')).toBe('https://www.google.com');
    expect(mapOrigin('https://maps.example.com/embed')).toBeNull();
    expect(mapOrigin('javascript:alert(1)')).toBeNull();
    expect(mapOrigin('not a url')).toBeNull();
    expect(mapOrigin(undefined)).toBeNull();
  });
});

describe('headers on responses', () => {
  const page = (c: { var: { nonce: string | undefined } }) =>
    new Response(c.var.nonce ? `<script nonce="${c.var.nonce}"></script>` : '<script>var kept=1</script>', {
      headers: { 'content-type': 'text/html' },
    });

  it("keeps a page's own Referrer-Policy and gives every other answer the shop's", async () => {
    const app = createApp(ctx.deps, {
      pages: (c) =>
        c.req.path.startsWith('/quote/')
          ? new Response('quote', { headers: { 'Referrer-Policy': 'no-referrer' } })
          : new Response('page'),
    });
    expect((await app.request('/quote/abc')).headers.get('referrer-policy')).toBe('no-referrer');
    expect((await app.request('/about')).headers.get('referrer-policy')).toBe(DEFAULT_REFERRER_POLICY);
    expect((await app.request('/api/health/')).headers.get('referrer-policy')).toBe(DEFAULT_REFERRER_POLICY);
  });

  it("lets the quotation page's form post through with the null origin its no-referrer policy causes", async () => {
    const app = createApp(ctx.deps, {
      pages: (c) => new Response(c.req.header('origin') ?? 'no origin'),
    });
    const post = (path: string) =>
      app.request(path, {
        method: 'POST',
        body: 'intent=accept',
        headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect(await (await post('/quote/abc')).text()).toBe('no origin');
    expect(await (await post('/contact')).text()).toBe('null');
  });

  it('sends every HTML page that is not kept a CSP naming a fresh nonce that the page renders with', async () => {
    const app = createApp(ctx.deps, { pages: page });
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await app.request('/login');
      const policy = response.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      expect(await response.text()).toBe(`<script nonce="${nonce}"></script>`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("sends a public page the public cache keeps a policy of its inline scripts' hashes, the same every time", async () => {
    const app = createApp(ctx.deps, { pages: page });
    const policies = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await app.request('/products?hashed=1');
      expect(await response.text()).toBe('<script>var kept=1</script>');
      policies.add(response.headers.get('content-security-policy')!);
    }
    expect([...policies]).toHaveLength(1);
    expect(directives([...policies][0]!).get('script-src')).toEqual([
      `'${inlineScriptHashes(Buffer.from('<script>var kept=1</script>'))[0]}'`,
      "'strict-dynamic'",
    ]);
  });

  it('allows blob: images on admin pages only', async () => {
    const app = createApp(ctx.deps, { pages: page });
    for (const [path, admin] of [
      ['/admin-settings', true],
      ['/admin/categories/4/edit', true],
      ['/admin-add-products', true],
      ['/', false],
      ['/category/printers', false],
    ] as const) {
      const policy = (await app.request(path)).headers.get('content-security-policy')!;
      expect(directives(policy).get('img-src')?.includes('blob:'), path).toBe(admin);
    }
  });

  it('puts the map origin from the settings into the page policy, from the next page on', async () => {
    const app = createApp(ctx.deps, { pages: page });
    const before = (await app.request('/contact')).headers.get('content-security-policy')!;
    expect(directives(before).get('frame-src')).toEqual(["'none'"]);
    const admin = await ctx.user('superuser');
    const current = dataOf(await ctx.apiFor(admin.access).GET('/api/settings/admin/'));
    const saved = await ctx.request('PUT', '/api/settings/', {
      token: admin.access,
      json: { ...current, map_embed_url: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4' },
    });
    expect(saved.status).toBe(200);
    const after = (await app.request('/contact')).headers.get('content-security-policy')!;
    expect(directives(after).get('frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(directives(after).get('img-src')).toContain('https://www.openstreetmap.org');
  });

  it('sends Permissions-Policy and a deny-all CSP on API answers', async () => {
    const response = await ctx.request('GET', '/api/health');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('Cache-Control on the API', () => {
  it('is no-store on sign-in and token answers, failed ones included', async () => {
    const user = await ctx.user('staff');
    const login = await ctx.request('POST', '/api/user/admin-login/', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const refresh = await ctx.request('POST', '/api/token/refresh/', { json: { refresh: user.refresh } });
    expect(refresh.headers.get('cache-control')).toBe('no-store');
    const wrong = await ctx.request('POST', '/api/user/admin-login/', {
      json: { email: user.email, password: 'wrong' },
    });
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on back-office reads', async () => {
    for (const path of ['/api/orders/', '/api/inquiries/', '/api/activity/', '/api/dashboard/']) {
      const response = await ctx.request('GET', path, { token: staffToken });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('is no-store on any answer to an authenticated request, a catalogue read included', async () => {
    const response = await ctx.request('GET', '/api/products/', { token: staffToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves anonymous catalogue reads cacheable', async () => {
    for (const path of ['/api/products/', '/api/categories/', '/api/brands/']) {
      const response = await ctx.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).not.toBe('no-store');
    }
  });
});
