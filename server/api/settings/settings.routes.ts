import { Hono } from 'hono';
import { settingsSchema } from '~/domain/settings-schema';
import { messages } from '~/domain/messages';
import { currentUser, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { InvalidError } from '../../errors';
import type { AppEnv } from '../../http/types';
import { readJson } from '../../http/validate';
import * as settingsService from '../../services/settings/settings';
import { optionalFile, readMultipart, uploadBodyLimit } from '../../http/uploads';

export const settingsRoutes = new Hono<AppEnv>();

endpoint(settingsRoutes, '/settings', {
  /** The public part: what the pages show (no notification addresses). */
  get: [async (c) => c.json(await settingsService.getCompany(c.var.deps.database.db))],
  put: [
    superuserOnly,
    async (c) => {
      const input = await readJson(c, settingsSchema);
      const { database, env, now } = c.var.deps;
      const saved = await settingsService.updateSettings(database.db, input, currentUser(c), now());
      return c.json(settingsService.toAdminSettingsView(saved, env));
    },
  ],
});

endpoint(settingsRoutes, '/settings/admin', {
  get: [
    superuserOnly,
    async (c) => {
      const { database, env } = c.var.deps;
      return c.json(
        settingsService.toAdminSettingsView(await settingsService.currentSettings(database.db), env),
      );
    },
  ],
});

/** Multipart `logo`, like a category icon; DELETE goes back to the built-in mark. */
endpoint(settingsRoutes, '/settings/logo', {
  put: [
    superuserOnly,
    uploadBodyLimit,
    async (c) => {
      const logo = await optionalFile(await readMultipart(c), 'logo');
      if (!logo) throw new InvalidError(messages.common.required, { logo: [messages.common.required] });
      const { database, env, media, now } = c.var.deps;
      const saved = await settingsService.replaceLogo(database.db, media, logo, currentUser(c), now());
      return c.json(settingsService.toAdminSettingsView(saved, env));
    },
  ],
  delete: [
    superuserOnly,
    async (c) => {
      const { database, env, media, now } = c.var.deps;
      const saved = await settingsService.replaceLogo(database.db, media, null, currentUser(c), now());
      return c.json(settingsService.toAdminSettingsView(saved, env));
    },
  ],
});
