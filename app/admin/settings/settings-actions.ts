import { adminMessages } from '~/domain/admin-messages';
import { SOCIAL_NETWORKS, type Settings } from '~/domain/settings';
import { settingsSchema } from '~/domain/settings-schema';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { errorSentence } from '../shared/api-errors';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';

const text = adminMessages.settings;

/** What the Settings screen posts as `intent`; the public address banner posts its own. */
export const SETTINGS_INTENTS = { save: 'save-settings', removeLogo: 'remove-logo' } as const;

export const ADDRESS_PARTS = ['street', 'city', 'region', 'postal_code', 'country'] as const;

/** Phone numbers and notification addresses are typed one per line. */
const lines = (value = '') =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The settings as PUT /api/settings/ takes them, from the form's fields: nested ones are named by their path
 * (`address.city`, `social.facebook`), as the schema's messages are, and a checkbox is there only when ticked.
 */
function settingsFromForm(values: Record<string, string>): Settings {
  const value = (name: string) => values[name] ?? '';
  return {
    name: value('name'),
    short_name: value('short_name'),
    tagline: value('tagline'),
    tin: value('tin'),
    logo_subtitle: value('logo_subtitle'),
    established: value('established'),
    vision: value('vision'),
    phones: lines(values.phones),
    email: value('email'),
    business_hours: value('business_hours'),
    address: Object.fromEntries(
      ADDRESS_PARTS.map((part) => [part, value(`address.${part}`)]),
    ) as Settings['address'],
    map_embed_url: value('map_embed_url'),
    public_url: value('public_url'),
    meta_description: value('meta_description'),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, value(`social.${network}`)]),
    ) as Settings['social'],
    notify_emails: lines(values.notify_emails),
    prices_include_vat: values.prices_include_vat === 'true',
    quote_validity_days: Number(value('quote_validity_days')),
    quote_terms: value('quote_terms'),
    quote_acceptance_email: values.quote_acceptance_email === 'true',
    quote_expiry_reminders: values.quote_expiry_reminders === 'true',
    overdue_reminders: values.overdue_reminders === 'true',
    overdue_reminders_per_week: Number(value('overdue_reminders_per_week')),
  };
}

/** A list typed one item a line has one field: its message is its own or its first line's. */
export function listMessage(errors: FieldMessages, name: string): string | undefined {
  return errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1];
}

const refused = (errors: FieldMessages, body: unknown = null): FormResult => ({
  errors,
  notice: { tone: 'error', text: errorSentence(body) ?? text.saveFailed },
});

/**
 * Checks the settings with the API's schema, then saves them and, when one was chosen, the new logo. A refusal,
 * the browser's or the server's, comes back by field path.
 */
export async function saveSettings(form: FormData): Promise<FormResult> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  const body = settingsFromForm(values);
  const errors = schemaMessages(settingsSchema, body);
  if (hasMessages(errors)) return refused(errors);
  const logo = form.get('logo');
  try {
    await unwrap(api.PUT('/api/settings/', { body }));
    if (logo instanceof File) {
      await unwrap(api.PUT('/api/settings/logo/', { body: { logo }, bodySerializer: formData }));
    }
    return { notice: { tone: 'success', text: text.saved } };
  } catch (failure) {
    const failed = failure instanceof ApiError ? failure.body : null;
    return refused(serverFieldMessages(failed), failed);
  }
}

/** Goes back to the built-in logo. */
export async function removeLogo(): Promise<FormResult> {
  try {
    await unwrap(api.DELETE('/api/settings/logo/'));
    return { notice: { tone: 'success', text: text.saved } };
  } catch {
    return { notice: { tone: 'error', text: text.saveFailed } };
  }
}
