import { Hono } from 'hono';
import { settingsSchema } from '~/domain/settings-schema';
import { messages } from '~/domain/messages';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { InvalidError } from '../../errors';
import type { AppEnv } from '../../http/types';
import { jsonRoute } from '../../http/handlers';
import * as settingsService from '../../services/settings/settings';
import { optionalFile, readMultipart, uploadBodyLimit } from '../../http/uploads';
import { docsFor } from '../../http/openapi';
import { z } from 'zod';
import { adminSettingsViewSchema, companyViewSchema } from '~/domain/views';

export const settingsRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Back office', auth: 'superuser' });

endpoint(settingsRoutes, '/settings', {
  /** The public part: what the pages show (no notification addresses). */
  get: [
    ...routeDoc('The company details every page shows', { auth: 'public', response: companyViewSchema }),
    async (c) => c.json(await settingsService.getCompany(c.var.deps.database.db)),
  ],
  put: jsonRoute(
    routeDoc,
    'Save the company settings',
    { body: settingsSchema, response: adminSettingsViewSchema },
    async (c, input) => {
      const { database, env, now } = c.var.deps;
      const saved = await settingsService.updateSettings(database.db, input, currentUser(c), now());
      return c.json(settingsService.toAdminSettingsView(saved, env));
    },
  ),
});

endpoint(settingsRoutes, '/settings/admin', {
  get: [
    ...routeDoc('The settings with the notification addresses', { response: adminSettingsViewSchema }),
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
    ...routeDoc('Upload the company logo', {
      form: z.object({ logo: z.file() }),
      response: adminSettingsViewSchema,
      errors: [413, 415],
    }),
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
    ...routeDoc('Go back to the built-in logo', { response: adminSettingsViewSchema }),
    async (c) => {
      const { database, env, media, now } = c.var.deps;
      const saved = await settingsService.replaceLogo(database.db, media, null, currentUser(c), now());
      return c.json(settingsService.toAdminSettingsView(saved, env));
    },
  ],
});
