import { z } from 'zod';
import { messages } from './messages';

/**
 * Map providers whose embed pages the contact page may frame, by host and path prefix. Anything else is
 * refused: the iframe is the one outside page the shop loads, so its origin must be known (the CSP allows it).
 */
const MAP_PROVIDERS: { host: string; path: string }[] = [
  { host: 'www.google.com', path: '/maps/embed' },
  { host: 'maps.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
  { host: 'www.bing.com', path: '/maps/embed' },
];

/** The origin of an accepted map embed URL (`https://` and a known provider), or null for anything else. */
export function mapEmbedOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return null;
  const known = MAP_PROVIDERS.some(
    (provider) => parsed.hostname === provider.host && parsed.pathname.startsWith(provider.path),
  );
  return known ? parsed.origin : null;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
};

export const SETTINGS_LIMITS = {
  phones: 4,
  notifyEmails: 10,
} as const;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const required = (max: number) =>
  z
    .string({ error: messages.common.required })
    .trim()
    .min(1, { error: messages.common.required })
    .max(max, { error: tooLong(max) });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .default('');
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: messages.settings.email }));
const httpsUrl = z
  .string()
  .trim()
  .max(500, { error: tooLong(500) })
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/i.test(value), {
    error: messages.settings.httpsUrl,
  })
  .default('');

/** Everything the owner edits on the Settings screen (the logo is uploaded separately). */
export const settingsSchema = z.object({
  name: required(150),
  short_name: required(60),
  tagline: optional(200),
  phones: z
    .array(required(40))
    .min(1, { error: messages.settings.phoneRequired })
    .max(SETTINGS_LIMITS.phones, { error: `At most ${SETTINGS_LIMITS.phones} phone numbers.` }),
  email,
  address: z.object({
    street: required(200),
    city: required(100),
    region: optional(100),
    postal_code: optional(20),
    country: required(100),
  }),
  business_hours: optional(200),
  map_embed_url: z
    .string()
    .trim()
    .max(2000, { error: tooLong(2000) })
    .refine((value) => value === '' || mapEmbedOrigin(value) !== null, { error: messages.settings.mapUrl })
    .default(''),
  social: z
    .object({ facebook: httpsUrl, instagram: httpsUrl, linkedin: httpsUrl, youtube: httpsUrl, x: httpsUrl })
    .prefault({}),
  meta_description: optional(300),
  tin: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{3}-\d{3}-\d{3}(-\d{3,5})?$/.test(value), {
      error: messages.settings.tin,
    })
    .default(''),
  notify_emails: z
    .array(email)
    .max(SETTINGS_LIMITS.notifyEmails, { error: `At most ${SETTINGS_LIMITS.notifyEmails} addresses.` })
    .default([]),
});

export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;

export interface LogoView {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/** What every public page shows: the settings without the notification addresses. */
export type CompanyView = Omit<Settings, 'notify_emails'> & { logo: LogoView | null };

/** The Settings screen's view: everything, plus whether outgoing mail is configured at all. */
export interface AdminSettingsView extends Settings {
  logo: LogoView | null;
  mail: { configured: boolean; from: string | null };
  updated_at: string | null;
}

/** The address as printed: street, "city, region postal code", country. */
export function addressLines(address: Settings['address']): string[] {
  const cityLine = [address.city, [address.region, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.street, cityLine, address.country].filter(Boolean);
}

/** The address on one line, for the footer and e-mails. */
export function addressLine(address: Settings['address']): string {
  return addressLines(address).join(', ');
}
