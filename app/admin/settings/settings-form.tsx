import { useState, type FormEvent } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { QUOTATION_REMINDER_DAYS } from '~/domain/quotation';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type AdminSettingsView } from '~/domain/settings';
import type { useActionForm } from '../shared/form-action';
import { IconPicker } from '../shared/icon-picker';
import { TextAreaField, TextField } from '../shared/text-field';
import { Button, Notice, Panel } from '../shared/ui';
import { ADDRESS_PARTS, listMessage, SETTINGS_INTENTS } from './settings-actions';
import { CheckField, ListField, Section } from './settings-fields';

const text = adminMessages.settings;

type TextSetting =
  | 'name'
  | 'short_name'
  | 'tagline'
  | 'email'
  | 'business_hours'
  | 'map_embed_url'
  | 'meta_description'
  | 'tin'
  | 'logo_subtitle'
  | 'established'
  | 'vision'
  | 'quote_terms';

/**
 * The Settings form, its fields filled from the settings as loaded (the screen mounts it afresh when they
 * change). It posts through the screen's action form, whose answer outlives it; the logo goes along when chosen.
 */
export function SettingsForm({
  initial,
  action,
}: {
  initial: AdminSettingsView;
  action: ReturnType<typeof useActionForm>;
}) {
  const { fetcher, result, busy, errors, onChange } = action;
  const [logo, setLogo] = useState<File | null>(null);
  // Each setting's input, named after it, labelled with its name in the messages and filled as loaded.
  const field = (name: TextSetting) => ({
    id: `settings-${name}`,
    name,
    label: text.fields[name],
    defaultValue: initial[name],
    error: errors[name],
  });
  const list = (name: 'phones' | 'notify_emails') => ({
    id: `settings-${name}`,
    name,
    label: text.fields[name],
    value: initial[name],
    error: listMessage(errors, name),
  });
  // A part of a grouped setting (the address's city, the Facebook page), named by its path as the API nests it.
  const part = <G extends 'address' | 'social'>(
    group: G,
    key: keyof AdminSettingsView[G] & string,
    label: string,
  ) => ({
    id: `settings-${group}-${key}`,
    name: `${group}.${key}`,
    label,
    defaultValue: String(initial[group][key]),
    error: errors[`${group}.${key}`],
  });
  const check = (
    name: 'prices_include_vat' | 'quote_acceptance_email' | 'quote_expiry_reminders' | 'overdue_reminders',
  ) => ({
    id: `settings-${name}`,
    name,
    label: text.fields[name],
    checked: initial[name],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set('intent', SETTINGS_INTENTS.save);
    if (logo) body.set('logo', logo);
    void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
  }

  return (
    <form noValidate onSubmit={submit} onChange={onChange} className="space-y-6">
      <Panel className="space-y-6 p-5 sm:p-6">
        <Section title={text.sections.company}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField maxLength={150} {...field('name')} />
            <TextField maxLength={60} {...field('short_name')} />
          </div>
          <TextField maxLength={200} {...field('tagline')} />
          <TextField hint={text.hints.tin} {...field('tin')} />
          <div className="flex flex-wrap items-end gap-3">
            <IconPicker
              label={text.fields.logo}
              file={logo}
              onChange={setLogo}
              currentUrl={initial.logo?.url ?? null}
              disabled={busy}
            />
            {initial.logo && !logo && (
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void fetcher.submit({ intent: SETTINGS_INTENTS.removeLogo }, { method: 'post' })
                }
              >
                {text.removeLogo}
              </Button>
            )}
          </div>
        </Section>

        <Section title={text.sections.story}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField hint={text.hints.logo_subtitle} maxLength={60} {...field('logo_subtitle')} />
            <TextField hint={text.hints.established} maxLength={60} {...field('established')} />
          </div>
          <TextAreaField maxLength={500} {...field('vision')} />
        </Section>

        <Section title={text.sections.contact}>
          <ListField hint={text.hints.onePerLine} {...list('phones')} />
          <TextField type="email" {...field('email')} />
          <TextField maxLength={200} {...field('business_hours')} />
          <div className="grid gap-4 sm:grid-cols-2">
            {ADDRESS_PARTS.map((key) => (
              <TextField key={key} {...part('address', key, text.address[key])} />
            ))}
          </div>
          <TextField hint={text.hints.map} {...field('map_embed_url')} />
        </Section>

        <Section title={text.sections.online}>
          <TextField
            label={adminMessages.publicAddress.field}
            id="settings-public-url"
            name="public_url"
            type="url"
            placeholder="https://"
            maxLength={200}
            hint={
              initial.site_url
                ? adminMessages.publicAddress.fromServer(initial.site_url)
                : adminMessages.publicAddress.hint
            }
            defaultValue={initial.public_url}
            error={errors.public_url}
          />
          <TextField maxLength={300} {...field('meta_description')} />
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                type="url"
                placeholder="https://"
                {...part('social', network, SOCIAL_LABELS[network])}
              />
            ))}
          </div>
        </Section>

        <Section title={text.sections.notifications}>
          {!initial.mail.configured && <Notice tone="error">{text.mailOff}</Notice>}
          {initial.mail.configured && initial.mail.from && (
            <p className="text-sm text-slate-600">{text.mailFrom(initial.mail.from)}</p>
          )}
          <ListField hint={text.hints.notify} {...list('notify_emails')} />
        </Section>

        <Section title={text.sections.quotations}>
          <CheckField hint={text.hints.vat} {...check('prices_include_vat')} />
          <TextField
            label={text.fields.quote_validity_days}
            hint={text.hints.validity}
            id="settings-quote-validity-days"
            name="quote_validity_days"
            type="number"
            min={1}
            max={365}
            defaultValue={String(initial.quote_validity_days)}
            error={errors.quote_validity_days}
          />
        </Section>

        <Section title={text.sections.quotationTerms}>
          <TextAreaField hint={text.hints.quoteTerms} rows={3} maxLength={5000} {...field('quote_terms')} />
          <CheckField {...check('quote_acceptance_email')} />
          <CheckField
            hint={text.hints.quoteReminders(QUOTATION_REMINDER_DAYS)}
            {...check('quote_expiry_reminders')}
          />
          <CheckField hint={text.hints.overdueReminders} {...check('overdue_reminders')} />
          <TextField
            label={text.fields.overdue_reminders_per_week}
            id="settings-overdue-reminders-per-week"
            name="overdue_reminders_per_week"
            type="number"
            min={1}
            max={7}
            defaultValue={String(initial.overdue_reminders_per_week)}
            error={errors.overdue_reminders_per_week}
          />
        </Section>
      </Panel>
      {result && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
