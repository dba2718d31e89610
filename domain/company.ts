import type { Settings } from './settings';

/**
 * The shop's story as the public pages told it before it became a setting: the defaults of those settings, so a
 * shop that never saved them (and the demo) reads as before.
 */
export const STORY_DEFAULTS = {
  logo_subtitle: 'Trading & Solutions',
  established: 'December 2021',
  vision:
    'To be the technology partner Filipino businesses trust first, helping people to grow better together.',
} as const;

/**
 * The company's details as the demo shop ships them: the first start stores them as the settings, which the
 * owner then edits on the Settings screen. Pages read the settings, never these values.
 */
export const DEMO_SETTINGS: Settings = {
  name: 'Grow Better IT Trading and Solutions',
  short_name: 'Grow Better IT',
  tagline: 'Helping People to Grow Better Together',
  phones: ['+63 917 123 4567', '(02) 8123 4567'],
  email: 'sales@growbetter-it.ph',
  address: {
    street: 'Unit 3B, 88 Rizal Avenue',
    city: 'Quezon City',
    region: 'Metro Manila',
    postal_code: '1100',
    country: 'Philippines',
  },
  business_hours: 'Monday to Saturday, 8:00 AM to 5:00 PM',
  map_embed_url: '',
  social: { facebook: '', instagram: '', linkedin: '', youtube: '', x: '' },
  meta_description:
    'Laptops, office equipment, audio and telecommunication supplies, retail and wholesale in the Philippines.',
  tin: '',
  prices_include_vat: true,
  quote_validity_days: 30,
  notify_emails: [],
  ...STORY_DEFAULTS,
  quote_terms: '',
  quote_acceptance_email: true,
  quote_expiry_reminders: true,
  overdue_reminders: false,
  overdue_reminders_per_week: 1,
  public_url: '',
};

/** Page copy that is the shop's story rather than a setting. */
export const companyStory = {
  heroTitle: "Tomorrow's Innovation, Delivered Today.",
} as const;

/** "+63 917 123 4567" → "tel:+639171234567"; local "(02) 8123 4567" → "tel:+63281234567". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+63${digits.replace(/^0/, '')}`}`;
}
