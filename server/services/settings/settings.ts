import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { settings, type SettingsRow } from '~/db/schema';
import { DEMO_SETTINGS } from '~/domain/company';
import type { ActivityChanges, ActivityValue } from '~/domain/activity';
import type { AdminSettingsView, CompanyView, LogoView, Settings } from '~/domain/settings';
import type { Env } from '../../env';
import { recordActivity, recordChanges, type Actor } from '../activity/activity';
import { cachedRead } from '../catalogue/catalogue-cache';
import { releaseStoredImage, storeFormImage } from '../media/media';
import type { MediaStore } from '../media/media-store';
import { categoryIcon, largestUrl, srcset, type StoredImage } from '../shared/media-urls';

const SETTINGS_ID = 1;

export interface CurrentSettings {
  settings: Settings;
  logo: StoredImage | null;
  updatedAt: Date | null;
}

function fromRow(row: SettingsRow | undefined): CurrentSettings {
  if (!row) return { settings: DEMO_SETTINGS, logo: null, updatedAt: null };
  // Fields added after a row was written read as their demo value until the owner saves the screen.
  const data = { ...DEMO_SETTINGS, ...row.data };
  const logo = categoryIcon({
    iconKey: row.logoKey,
    iconWidths: row.logoWidths,
    iconWidth: row.logoWidth,
    iconHeight: row.logoHeight,
  });
  return { settings: data, logo, updatedAt: row.updatedAt };
}

/** One primary-key read: pages call it on every load, so an edit shows on every node at once. */
export async function currentSettings(db: DbOrTx): Promise<CurrentSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID));
  return fromRow(row);
}

/** The first start stores the demo values, which the owner then edits; later starts leave them alone. */
export async function ensureSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, data: DEMO_SETTINGS })
    .onConflictDoNothing({ target: settings.id });
}

function logoView(logo: StoredImage | null): LogoView | null {
  if (!logo) return null;
  return { url: largestUrl(logo), srcset: srcset(logo), width: logo.width, height: logo.height };
}

export function toCompanyView(current: CurrentSettings): CompanyView {
  const { notify_emails: _private, ...shown } = current.settings;
  return { ...shown, logo: logoView(current.logo) };
}

/** Settings raise the catalogue version (migration 0005), so the public view is cached like the catalogue. */
export async function getCompany(db: DbOrTx): Promise<CompanyView> {
  return cachedRead(db, 'company', async () => toCompanyView(await currentSettings(db)));
}

export type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SITE_URL'>;

export function toAdminSettingsView(current: CurrentSettings, env: MailEnv): AdminSettingsView {
  return {
    ...current.settings,
    logo: logoView(current.logo),
    mail: { configured: Boolean(env.SMTP_URL), from: env.SMTP_URL ? (env.MAIL_FROM ?? null) : null },
    updated_at: current.updatedAt?.toISOString() ?? null,
    site_url: env.SITE_URL ?? null,
  };
}

/** Lists and groups are compared and recorded as one line each: the history keeps scalar values. */
function flatten(value: Settings[keyof Settings]): ActivityValue {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .filter(([, part]) => part !== '')
      .map(([key, part]) => `${key}: ${part}`)
      .join('; ');
  }
  return value;
}

function settingsChanges(before: Settings, after: Settings): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const key of Object.keys(after) as (keyof Settings)[]) {
    const from = flatten(before[key]);
    const to = flatten(after[key]);
    if (from !== to) changes[key] = { from, to };
  }
  return changes;
}

/** Locks the row (creating it if a database skipped the first start) so two saves apply one after the other. */
async function lockedRow(tx: DbOrTx): Promise<SettingsRow> {
  await ensureSettings(tx);
  const [row] = await tx.select().from(settings).where(eq(settings.id, SETTINGS_ID)).for('update');
  return row!;
}

export async function updateSettings(
  db: Db,
  input: Settings,
  actor: Actor,
  now: Date,
): Promise<CurrentSettings> {
  return db.transaction(async (tx) => {
    const before = fromRow(await lockedRow(tx));
    const [row] = await tx
      .update(settings)
      .set({ data: input, updatedAt: now })
      .where(eq(settings.id, SETTINGS_ID))
      .returning();
    const changes = settingsChanges(before.settings, input);
    await recordChanges(tx, actor, now, {
      entityType: 'settings',
      entityId: SETTINGS_ID,
      entityLabel: input.name,
      action: 'updated',
      changes,
    });
    return fromRow(row);
  });
}

function logoColumns(logo: StoredImage | null) {
  return {
    logoKey: logo?.mediaKey ?? null,
    logoWidths: logo?.widths ?? null,
    logoWidth: logo?.width ?? null,
    logoHeight: logo?.height ?? null,
  };
}

/** Replaces the logo (bytes) or removes it (null); the old files go once nothing else shows them. */
export async function replaceLogo(
  db: Db,
  media: MediaStore,
  data: Buffer | null,
  actor: Actor,
  now: Date,
): Promise<CurrentSettings> {
  const logo = data ? await storeFormImage(media, data, 'logo', 'invalid') : null;
  try {
    const { updated, previous } = await db.transaction(async (tx) => {
      const before = fromRow(await lockedRow(tx));
      const [row] = await tx
        .update(settings)
        .set({ ...logoColumns(logo), updatedAt: sql`now()` })
        .where(eq(settings.id, SETTINGS_ID))
        .returning();
      if (before.logo || logo) {
        await recordActivity(tx, actor, now, {
          entityType: 'settings',
          entityId: SETTINGS_ID,
          entityLabel: before.settings.name,
          action: 'updated',
          changes: { logo: { from: before.logo ? 'previous logo' : null, to: logo ? 'new logo' : null } },
        });
      }
      return { updated: fromRow(row), previous: before.logo };
    });
    if (previous && previous.mediaKey !== logo?.mediaKey) {
      await releaseStoredImage(db, media, previous);
    }
    return updated;
  } catch (error) {
    await releaseStoredImage(db, media, logo);
    throw error;
  }
}
