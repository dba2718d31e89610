import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import type { AdminSettingsView } from '~/domain/settings';
import { settingsSchema } from '~/domain/settings-schema';
import { adminPaths } from '../../lib/admin-paths';
import { fakeApi, renderScreen, signInAsAdmin } from '../shared/test-render';
import * as Settings from './settings';

const fields = adminMessages.settings.fields;

function settingsView(change: Partial<AdminSettingsView> = {}): AdminSettingsView {
  return {
    ...settingsSchema.parse({
      name: 'Bagong Araw Trading',
      short_name: 'Bagong Araw',
      phones: ['+63 2 8700 1234'],
      email: 'sales@bagongaraw.ph',
      address: { street: '12 Rizal Avenue', city: 'Manila', country: 'Philippines' },
      public_url: 'https://bagongaraw.ph',
    }),
    logo: null,
    mail: { configured: true, from: 'shop@bagongaraw.ph' },
    updated_at: '2026-11-25T02:00:00Z',
    site_url: null,
    ...change,
  };
}

function openSettings(answers: Parameters<typeof fakeApi>[0] = {}, view = settingsView()) {
  signInAsAdmin();
  const sent = fakeApi({ 'GET /api/settings/admin/': { body: view }, ...answers });
  return { sent, ...renderScreen(Settings, { path: adminPaths.settings }) };
}

const save = () => screen.getByRole('button', { name: adminMessages.settings.save });

describe('the settings screen', () => {
  it('shows the settings as loaded', async () => {
    openSettings();
    expect(await screen.findByRole('textbox', { name: fields.name })).toHaveProperty(
      'value',
      'Bagong Araw Trading',
    );
    expect(screen.getByRole('textbox', { name: fields.phones })).toHaveProperty('value', '+63 2 8700 1234');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Manila');
    expect(screen.getByText(adminMessages.settings.mailFrom('shop@bagongaraw.ph'))).toBeTruthy();
  });

  it('refuses what the settings schema refuses, beside each field, and sends nothing', async () => {
    const { sent, user } = openSettings();
    const map = await screen.findByRole('textbox', { name: fields.map_embed_url });
    await user.type(map, 'http://maps.example.com/embed');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: fields.phones }), '\n{enter}');
    await user.click(save());

    expect(await screen.findByText(adminMessages.settings.saveFailed)).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: fields.map_embed_url, description: messages.settings.mapUrl }),
    ).toBe(map);
    expect(screen.getByRole('textbox', { name: 'City', description: messages.common.required })).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it("shows the server's refusal of a field beside it", async () => {
    const { sent, user } = openSettings({
      'PUT /api/settings/': {
        status: 400,
        body: { detail: 'social.facebook: Not allowed.', social: { facebook: ['Not allowed.'] } },
      },
    });
    const facebook = await screen.findByRole('textbox', { name: 'Facebook' });
    await user.type(facebook, 'https://www.facebook.com/bagongaraw');
    await user.click(save());

    expect(await screen.findByText('social.facebook: Not allowed.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Facebook', description: 'Not allowed.' })).toBe(facebook);
    expect(await sent[1]?.json()).toMatchObject({
      name: 'Bagong Araw Trading',
      phones: ['+63 2 8700 1234'],
      social: { facebook: 'https://www.facebook.com/bagongaraw', x: '' },
      prices_include_vat: true,
      quote_validity_days: 30,
    });
  });

  it('saves, then shows the settings loaded again', async () => {
    const { user } = openSettings();
    const name = await screen.findByRole('textbox', { name: fields.name });
    await user.clear(name);
    await user.type(name, 'Bagong Araw IT Trading');
    const saved = settingsView({ name: 'Bagong Araw IT Trading', updated_at: '2026-11-25T03:00:00Z' });
    fakeApi({ 'GET /api/settings/admin/': { body: saved }, 'PUT /api/settings/': { body: saved } });
    await user.click(save());

    expect(await screen.findByText(adminMessages.settings.saved)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: fields.name })).toHaveProperty(
      'value',
      'Bagong Araw IT Trading',
    );
  });

  it('confirms the public address this browser shows', async () => {
    const { user } = openSettings({}, settingsView({ public_url: '' }));
    const origin = window.location.origin;
    const confirm = await screen.findByRole('button', { name: adminMessages.publicAddress.confirm(origin) });
    const sent = fakeApi({
      'GET /api/settings/admin/': { body: settingsView({ public_url: origin }) },
      'PUT /api/settings/': { body: settingsView({ public_url: origin }) },
    });
    await user.click(confirm);

    expect(await screen.findByText(adminMessages.publicAddress.saved(origin))).toBeTruthy();
    expect(await sent[0]?.json()).toMatchObject({ name: 'Bagong Araw Trading', public_url: origin });
  });

  it('says so when the settings cannot be loaded', async () => {
    signInAsAdmin();
    fakeApi({ 'GET /api/settings/admin/': { status: 500, body: { detail: 'Down.' } } });
    renderScreen(Settings, { path: adminPaths.settings });
    expect(await screen.findByText(adminMessages.settings.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
