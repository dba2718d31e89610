import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import { messages } from '~/domain/messages';
import { loader as robotsLoader } from '~/app/routes/seo/robots';
import { loader as sitemapLoader } from '~/app/routes/seo/sitemap';
import { processOutbox, smtpSender } from '../../services/mail/outbox';
import { updateSettings } from '../../services/settings/settings';
import { answerOf, createTestContext, errorOf, type TestContext, type TestUser } from '../../test/harness';
import { startSmtp } from '../../test/smtp';

let ctx: TestContext;
let admin: TestUser;
let serial = 0;

beforeAll(async () => {
  // Mail on, and no SITE_URL: the shop's public address is whatever the owner saves, and nothing else.
  ctx = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'shop@growbetter-it.ph' });
  admin = await ctx.user('superuser');
  await updateSettings(
    ctx.db,
    { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph'] },
    admin,
    ctx.clock.current,
  );
}, 60_000);
afterAll(() => ctx.close());

/** An inquiry sent to the shop with a Host header of the sender's choosing. */
async function inquiryVia(host: string): Promise<void> {
  const response = await ctx.app.request(`http://${host}/api/inquiries/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host, 'x-test-client': `host-${++serial}` },
    body: JSON.stringify({
      name: 'Maria Santos',
      phone: '+63 917 555 0101',
      company: 'Santos Trading',
      email: `maria${serial}@example.ph`,
      purpose: 'Product Inquiry',
      message: 'Do you have toner in stock?',
    }),
  });
  expect(response.status).toBe(201);
}

/** Sends everything queued through a real SMTP server; answers the messages as received. */
async function deliver() {
  const smtp = await startSmtp();
  try {
    await processOutbox(ctx.db, smtpSender(smtp.url), () => ctx.clock.current);
    return smtp.received;
  } finally {
    await smtp.close();
    await ctx.db.delete(outbox);
  }
}

const saveSettings = (publicUrl: string) =>
  ctx.request('PUT', '/api/settings/', {
    token: admin.access,
    json: { ...DEMO_SETTINGS, notify_emails: ['owner@growbetter-it.ph'], public_url: publicUrl },
  });

const seoArgs = () => ({ request: new Request('http://evil.example/'), context: ctx, params: {} }) as never;

describe('without SITE_URL or a saved public address', () => {
  it('mails no link built from the Host header: staff are told where to look in words', async () => {
    await inquiryVia('evil.example');
    const received = await deliver();
    expect(received).toHaveLength(2);
    for (const message of received) expect(message.raw).not.toContain('evil.example');
    const [notification] = received;
    expect(notification!.to).toEqual(['owner@growbetter-it.ph']);
    expect(notification!.raw).toContain('Open the back office and find it under Inquiries');
    expect(notification!.raw).not.toMatch(/https?:\/\/[^\s"]*admin-inquiries/);
  });

  it('names no sitemap in robots.txt and answers 404 for the sitemap', async () => {
    const robots = (await robotsLoader(seoArgs())) as Response;
    const body = await robots.text();
    expect(body).toContain('Disallow: /api/');
    expect(body).not.toContain('Sitemap:');
    expect(body).not.toContain('evil.example');
    const sitemap = (await sitemapLoader(seoArgs())) as Response;
    expect(sitemap.status).toBe(404);
  });
});

describe('the public address setting', () => {
  it('refuses anything but an http(s) origin', async () => {
    for (const bad of [
      'shop.example.ph',
      'ftp://shop.example.ph',
      'https://shop.example.ph/shop',
      'https://a:b@x.ph',
    ]) {
      const response = await saveSettings(bad);
      expect(response.status, bad).toBe(400);
      expect((await errorOf(response)).public_url, bad).toEqual([messages.settings.publicUrl]);
    }
  });

  it('once saved, is where links in e-mails, robots.txt and the sitemap point', async () => {
    const saved = await saveSettings('https://Shop.Example.ph/');
    expect(saved.status).toBe(200);
    expect((await answerOf(saved, 'put', '/api/settings/')).public_url).toBe('https://shop.example.ph');

    await inquiryVia('evil.example');
    const [notification] = await deliver();
    expect(notification!.raw).toContain('https://shop.example.ph/admin-inquiries?id=');
    expect(notification!.raw).not.toContain('evil.example');

    expect(await ((await robotsLoader(seoArgs())) as Response).text()).toContain(
      'Sitemap: https://shop.example.ph/sitemap.xml',
    );
    const sitemap = await ((await sitemapLoader(seoArgs())) as Response).text();
    expect(sitemap).toContain('<loc>https://shop.example.ph/</loc>');
    expect(sitemap).not.toContain('evil.example');
  });

  it('gives way to SITE_URL, which the admin view reports', async () => {
    const configured = await createTestContext({ SITE_URL: 'https://www.growbetter-it.ph' });
    try {
      const owner = await configured.user('superuser');
      const view = await configured.request('GET', '/api/settings/admin/', { token: owner.access });
      expect((await answerOf(view, 'get', '/api/settings/admin/')).site_url).toBe(
        'https://www.growbetter-it.ph',
      );
    } finally {
      await configured.close();
    }
  });
});
