import { z } from 'zod';
import { STORY_DEFAULTS } from './company';
import { messages } from './messages';
import { mapEmbedOrigin, publicOrigin } from './settings';

const SETTINGS_LIMITS = {
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
  /** Shelf prices in the Philippines include VAT; a shop quoting ex-VAT prices turns this off. */
  prices_include_vat: z.boolean({ error: 'Choose whether prices include VAT.' }).default(true),
  /** A new quotation is valid for this many days unless staff set another date. */
  quote_validity_days: z.coerce
    .number({ error: messages.settings.quoteValidity })
    .int({ error: messages.settings.quoteValidity })
    .min(1, { error: messages.settings.quoteValidity })
    .max(365, { error: messages.settings.quoteValidity })
    .default(30),
  notify_emails: z
    .array(email)
    .max(SETTINGS_LIMITS.notifyEmails, { error: `At most ${SETTINGS_LIMITS.notifyEmails} addresses.` })
    .default([]),

  // The shop's story on the public pages (issue 23). Left out of a save, each keeps the text the pages always
  // showed; the line under the logo may be emptied (the logo then stands alone), the others are needed.
  logo_subtitle: z
    .string()
    .trim()
    .max(60, { error: tooLong(60) })
    .default(STORY_DEFAULTS.logo_subtitle),
  established: required(60).default(STORY_DEFAULTS.established),
  vision: required(500).default(STORY_DEFAULTS.vision),

  // Quotation terms and mail (issue 23), a block of their own.
  /** The payment and delivery terms a new quotation starts with; each quotation can change its own. */
  quote_terms: optional(5000),
  /** The customer gets a confirmation e-mail when they accept a quotation. */
  quote_acceptance_email: z
    .boolean({ error: 'Choose whether to confirm accepted quotations.' })
    .default(true),
  /** Staff get a reminder e-mail a few days before a sent quotation expires. */
  quote_expiry_reminders: z.boolean({ error: 'Choose whether to send expiry reminders.' }).default(true),
  /** Issue 27: customers' primary contacts get a list of their overdue invoices; off until the owner turns it on. */
  overdue_reminders: z.boolean({ error: 'Choose whether to send overdue reminders.' }).default(false),
  /** At most this many overdue reminders a customer gets in any seven days. */
  overdue_reminders_per_week: z.coerce
    .number({ error: 'Enter a whole number from 1 to 7.' })
    .int({ error: 'Enter a whole number from 1 to 7.' })
    .min(1, { error: 'Enter a whole number from 1 to 7.' })
    .max(7, { error: 'Enter a whole number from 1 to 7.' })
    .default(1),

  // Issue 23: the shop's public address, for links in e-mails, canonical URLs and the sitemap when SITE_URL is
  // not set. Never taken from a request: the owner confirms it once.
  public_url: z
    .string()
    .trim()
    .max(200, { error: tooLong(200) })
    .refine((value) => value === '' || publicOrigin(value) !== null, { error: messages.settings.publicUrl })
    .overwrite((value) => (value === '' ? '' : (publicOrigin(value) ?? value)))
    .default(''),
});
