import type { settingsSchema } from './settings-schema';
import type { z } from 'zod';
import type { adminSettingsViewSchema, companyViewSchema, logoViewSchema } from './views';

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

/**
 * An http(s) origin as the shop's public address ("https://shop.example.ph", a trailing slash allowed), or null
 * for anything with a path, query, credentials or another scheme.
 */
export function publicOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const bare = parsed.pathname === '/' && !parsed.search && !parsed.hash && !url.trim().endsWith('?');
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password || !bare)
    return null;
  return parsed.origin;
}

/**
 * Where links to the shop point: SITE_URL when the operator set it, else the address the owner saved in the
 * settings, else '' (no absolute links at all). Never the address a request came in on: its Host header is
 * whatever the sender wrote.
 */
export function siteAddress(configured: string | undefined, setting: string | undefined): string {
  return (configured || setting || '').replace(/\/+$/, '');
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

/** What the Settings screen edits; the schema (zod) lives in settings-schema.ts, out of the public pages' code. */
export type Settings = z.output<typeof settingsSchema>;

export type LogoView = z.infer<typeof logoViewSchema>;

/** What every public page shows: the settings without the notification addresses. */
export type CompanyView = z.infer<typeof companyViewSchema>;

/** The Settings screen's view: everything, plus whether outgoing mail is configured at all. */
export type AdminSettingsView = z.infer<typeof adminSettingsViewSchema>;

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
