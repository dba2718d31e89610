import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS, STORY_DEFAULTS } from '~/domain/company';
import { messages } from '~/domain/messages';
import type { paths } from '~/app/lib/api-schema';
import { listActivity } from '../../services/activity/activity';
import { ensureSettings } from '../../services/settings/settings';
import { pngImage } from '../../test/fixtures/images';
import { asFormData, createTestContext, type TestContext, type TestUser } from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ SMTP_URL: 'smtp://mailer.example:587', MAIL_FROM: 'shop@example.ph' });
  await ensureSettings(ctx.db);
  admin = await ctx.user('superuser');
}, 60_000);
afterAll(() => ctx.close());

type SettingsInput = paths['/api/settings/']['put']['requestBody']['content']['application/json'];

const put = (body: SettingsInput) => ctx.apiFor(admin.access).PUT('/api/settings/', { body });
const shown = async () => (await ctx.api.GET('/api/settings/')).data;

describe('GET /api/settings/', () => {
  it('shows the demo values after the first start, without the notification addresses', async () => {
    const { data: body, response } = await ctx.api.GET('/api/settings/');
    expect(response.status).toBe(200);
    expect(body?.name).toBe(DEMO_SETTINGS.name);
    expect(body?.phones).toEqual(DEMO_SETTINGS.phones);
    expect(body?.logo).toBeNull();
    expect(body).not.toHaveProperty('notify_emails');
  });
});

describe('PUT /api/settings/', () => {
  it('saves every field, records who changed what, and the public part shows it at once', async () => {
    const input = {
      ...DEMO_SETTINGS,
      name: 'Acme IT Supplies',
      phones: ['+63 2 8888 0000'],
      map_embed_url: 'https://www.google.com/maps/embed?pb=!1m18',
      social: { facebook: 'https://www.facebook.com/acme.it' },
      tin: '123-456-789-000',
      notify_emails: ['owner@acme.ph', 'sales@acme.ph'],
    };
    const { data: saved, response } = await put(input);
    expect(response.status).toBe(200);
    expect(saved?.notify_emails).toEqual(['owner@acme.ph', 'sales@acme.ph']);
    expect(saved?.social).toEqual({
      facebook: 'https://www.facebook.com/acme.it',
      instagram: '',
      linkedin: '',
      youtube: '',
      x: '',
    });
    expect(saved?.mail).toEqual({ configured: true, from: 'shop@example.ph' });

    const company = await shown();
    expect(company?.name).toBe('Acme IT Supplies');
    expect(company?.map_embed_url).toBe(input.map_embed_url);

    const history = await listActivity(ctx.db, { limit: 5, entity_type: 'settings' }, { isSuperuser: true });
    const entry = history.results[0]!;
    expect(entry.actor.name).toBe(admin.username);
    expect(entry.changes.name).toEqual({ from: DEMO_SETTINGS.name, to: 'Acme IT Supplies' });
    expect(entry.changes.notify_emails).toEqual({ from: '', to: 'owner@acme.ph, sales@acme.ph' });
    expect(entry.changes.tagline).toBeUndefined();

    // Like staff accounts, the settings' history is the superuser's.
    const staff = await ctx.user('staff');
    const refused = await ctx.request('GET', '/api/activity/?entity_type=settings', { token: staff.access });
    expect(refused.status).toBe(403);
    const staffView = await listActivity(ctx.db, { limit: 50 }, { isSuperuser: false });
    expect(staffView.results.some((result) => result.entity_type === 'settings')).toBe(false);
  });

  it.each([
    ['map_embed_url', 'http://www.google.com/maps/embed?pb=1', messages.settings.mapUrl],
    ['map_embed_url', 'https://evil.example/maps/embed', messages.settings.mapUrl],
    ['map_embed_url', 'https://www.google.com.evil.example/maps/embed', messages.settings.mapUrl],
    ['email', 'not-an-address', messages.settings.email],
    ['tin', '12345', messages.settings.tin],
  ])('refuses %s %j with a field error and changes nothing', async (field, value, message) => {
    const before = await shown();
    const { error, response } = await put({ ...DEMO_SETTINGS, [field]: value });
    expect(response.status).toBe(400);
    expect(error?.[field]).toEqual([message]);
    expect(await shown()).toEqual(before);
  });

  it('refuses a missing name, no phone and a social link that is not https', async () => {
    const { error: body, response } = await put({
      ...DEMO_SETTINGS,
      name: ' ',
      phones: [],
      social: { facebook: 'javascript:alert(1)' },
      notify_emails: ['nobody'],
    });
    expect(response.status).toBe(400);
    expect(body?.name).toEqual([messages.common.required]);
    expect(body?.phones).toEqual([messages.settings.phoneRequired]);
    expect(JSON.stringify(body)).toContain(messages.settings.httpsUrl);
    expect(JSON.stringify(body)).toContain(messages.settings.email);
  });
});

describe("the shop's story", () => {
  it("has today's texts as defaults, also for a save that leaves the fields out", async () => {
    expect(await shown()).toMatchObject({
      logo_subtitle: 'Trading & Solutions',
      established: 'December 2021',
      vision: STORY_DEFAULTS.vision,
    });
    const { logo_subtitle: _subtitle, established: _established, vision: _vision, ...older } = DEMO_SETTINGS;
    const { data, response } = await put(older);
    expect(response.status).toBe(200);
    expect(data).toMatchObject(STORY_DEFAULTS);
  });

  it('saves the line under the logo, the founding date and the vision, which the public view shows', async () => {
    const story = {
      logo_subtitle: 'IT Supplies & Services',
      established: 'March 2019',
      vision: 'Every Filipino office running on dependable technology.',
    };
    const { data, response } = await put({ ...DEMO_SETTINGS, ...story });
    expect(response.status).toBe(200);
    expect(data).toMatchObject(story);
    expect(await shown()).toMatchObject(story);
    const history = await listActivity(ctx.db, { limit: 1, entity_type: 'settings' }, { isSuperuser: true });
    expect(history.results[0]!.changes.established).toEqual({ from: 'December 2021', to: 'March 2019' });

    // The line under the logo may be emptied; the date and the vision may not.
    const emptied = await put({ ...DEMO_SETTINGS, logo_subtitle: ' ' });
    expect(emptied.response.status).toBe(200);
    expect(emptied.data?.logo_subtitle).toBe('');
    const refused = await put({ ...DEMO_SETTINGS, established: '', vision: 'x'.repeat(501) });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.established).toEqual([messages.common.required]);
    expect(refused.error?.vision).toEqual(['Ensure this field has no more than 500 characters.']);
  });
});

describe('the logo', () => {
  it('is uploaded like a category icon, served, and removed again', async () => {
    const logo = new File([new Uint8Array(await pngImage(400, 400))], 'logo.png');
    const { data: saved, response } = await ctx
      .apiFor(admin.access)
      .PUT('/api/settings/logo/', { body: { logo }, bodySerializer: asFormData });
    expect(response.status).toBe(200);
    expect(saved?.logo?.url).toMatch(/^\/media\/[0-9a-f]{32}-320\.webp$/);
    expect((await ctx.request('GET', saved!.logo!.url)).status).toBe(200);

    const removed = await ctx.apiFor(admin.access).DELETE('/api/settings/logo/');
    expect(removed.data?.logo).toBeNull();
    expect((await ctx.request('GET', saved!.logo!.url)).status).toBe(404);
  });

  it('refuses a file that is not an image with a logo field error', async () => {
    const logo = new File(['<svg onload="alert(1)"/>'], 'logo.svg');
    const { error, response } = await ctx
      .apiFor(admin.access)
      .PUT('/api/settings/logo/', { body: { logo }, bodySerializer: asFormData });
    expect(response.status).toBe(400);
    expect(error?.logo).toEqual([messages.image.unsupported]);
  });
});

describe('without SMTP_URL', () => {
  it('the Settings screen is told that no mail is sent', async () => {
    const plain = await createTestContext();
    try {
      const superuser = await plain.user('superuser');
      const { data } = await plain.apiFor(superuser.access).GET('/api/settings/admin/');
      expect(data?.mail).toEqual({ configured: false, from: null });
    } finally {
      await plain.close();
    }
  });
});
