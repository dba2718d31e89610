import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { QUOTATION_REMINDER_DAYS } from '~/domain/quotation';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type AdminSettingsView, type Settings } from '~/domain/settings';
import { IconPicker } from '../shared/icon-picker';
import { TextAreaField, TextField } from '../shared/text-field';
import { AdminPageHeader, Button, inputClass, labelClass, Notice, Panel } from '../shared/ui';
import { LoadFailedPanel, LoadingPanel } from '../shared/load-state';
import { superuserOnly } from '../shared/admin-session';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { errorSentence, fieldErrors } from '../shared/api-errors';
import { useApiGet } from '../shared/use-api-data';
import { PublicAddressBanner, settingsValues } from '../shared/public-address-banner';
import type { Route } from './+types/settings';

const text = adminMessages.settings;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Settings | Back office' }, { name: 'robots', content: 'noindex' }];
}

export const clientLoader = superuserOnly;

/** Lists are edited one per line: phone numbers and notification addresses. */
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const formValues = settingsValues;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function ListField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string[];
  error?: string;
  onChange: (value: string[]) => void;
}) {
  const [draft, setDraft] = useState(value.join('\n'));
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(lines(event.target.value));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={`mt-1.5 ${inputClass}`}
      />
      <p
        id={`${id}-hint`}
        className={`mt-1 text-xs ${error ? 'font-medium text-red-700' : 'text-slate-500'}`}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

interface SaveNotice {
  tone: 'success' | 'error';
  text: string;
}

function SettingsForm({
  initial,
  onSaved,
  notice,
  setNotice,
}: {
  initial: AdminSettingsView;
  onSaved: () => void;
  /** Kept by the screen: the form starts anew from the saved settings after a save, and the notice outlives it. */
  notice: SaveNotice | null;
  setNotice: (notice: SaveNotice | null) => void;
}) {
  const [values, setValues] = useState<Settings>(() => formValues(initial));
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const revalidator = useRevalidator();

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const field = (
    key:
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
      | 'vision',
  ) => ({
    id: `settings-${key}`,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    setErrors({});
    try {
      await unwrap(api.PUT('/api/settings/', { body: values }));
      if (logo) {
        await unwrap(api.PUT('/api/settings/logo/', { body: { logo }, bodySerializer: formData }));
        setLogo(null);
      }
      setNotice({ tone: 'success', text: text.saved });
      onSaved();
      // The sidebar and titles read the same settings through the layout.
      void revalidator.revalidate();
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.body : null;
      setErrors(Object.fromEntries(fieldErrors(body)));
      setNotice({ tone: 'error', text: errorSentence(body) ?? text.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  async function removeLogo() {
    setBusy(true);
    try {
      await unwrap(api.DELETE('/api/settings/logo/'));
      onSaved();
      void revalidator.revalidate();
    } catch {
      setNotice({ tone: 'error', text: text.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Panel className="space-y-6 p-5 sm:p-6">
        <Section title={text.sections.company}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={text.fields.name} maxLength={150} {...field('name')} />
            <TextField label={text.fields.short_name} maxLength={60} {...field('short_name')} />
          </div>
          <TextField label={text.fields.tagline} maxLength={200} {...field('tagline')} />
          <TextField label={text.fields.tin} hint={text.hints.tin} {...field('tin')} />
          <div className="flex flex-wrap items-end gap-3">
            <IconPicker
              label={text.fields.logo}
              file={logo}
              onChange={setLogo}
              currentUrl={initial.logo?.url ?? null}
              disabled={busy}
            />
            {initial.logo && !logo && (
              <Button type="button" variant="secondary" onClick={() => void removeLogo()} disabled={busy}>
                {text.removeLogo}
              </Button>
            )}
          </div>
        </Section>

        <Section title={text.sections.story}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={text.fields.logo_subtitle}
              hint={text.hints.logo_subtitle}
              maxLength={60}
              {...field('logo_subtitle')}
            />
            <TextField
              label={text.fields.established}
              hint={text.hints.established}
              maxLength={60}
              {...field('established')}
            />
          </div>
          <TextAreaField label={text.fields.vision} maxLength={500} {...field('vision')} />
        </Section>

        <Section title={text.sections.contact}>
          <ListField
            id="settings-phones"
            label={text.fields.phones}
            hint={text.hints.onePerLine}
            value={values.phones}
            error={errors.phones}
            onChange={(phones) => set('phones', phones)}
          />
          <TextField label={text.fields.email} type="email" {...field('email')} />
          <TextField label={text.fields.business_hours} maxLength={200} {...field('business_hours')} />
          <div className="grid gap-4 sm:grid-cols-2">
            {(['street', 'city', 'region', 'postal_code', 'country'] as const).map((part) => (
              <TextField
                key={part}
                id={`settings-address-${part}`}
                label={text.address[part]}
                value={values.address[part]}
                error={errors.address && !values.address[part].trim() ? errors.address : undefined}
                onChange={(event) => set('address', { ...values.address, [part]: event.target.value })}
              />
            ))}
          </div>
          <TextField label={text.fields.map_embed_url} hint={text.hints.map} {...field('map_embed_url')} />
        </Section>

        <Section title={text.sections.online}>
          <TextField
            label={adminMessages.publicAddress.field}
            id="settings-public-url"
            type="url"
            placeholder="https://"
            maxLength={200}
            hint={
              initial.site_url
                ? adminMessages.publicAddress.fromServer(initial.site_url)
                : adminMessages.publicAddress.hint
            }
            value={values.public_url}
            error={errors.public_url}
            onChange={(event) => set('public_url', event.target.value)}
          />
          <TextField label={text.fields.meta_description} maxLength={300} {...field('meta_description')} />
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                key={network}
                id={`settings-social-${network}`}
                label={SOCIAL_LABELS[network]}
                type="url"
                placeholder="https://"
                value={values.social[network]}
                onChange={(event) => set('social', { ...values.social, [network]: event.target.value })}
              />
            ))}
          </div>
          {errors.social && <Notice tone="error">{errors.social}</Notice>}
        </Section>

        <Section title={text.sections.notifications}>
          {!initial.mail.configured && <Notice tone="error">{text.mailOff}</Notice>}
          {initial.mail.configured && initial.mail.from && (
            <p className="text-sm text-slate-600">{text.mailFrom(initial.mail.from)}</p>
          )}
          <ListField
            id="settings-notify"
            label={text.fields.notify_emails}
            hint={text.hints.notify}
            value={values.notify_emails}
            error={errors.notify_emails}
            onChange={(emails) => set('notify_emails', emails)}
          />
        </Section>

        <Section title={text.sections.quotations}>
          <div className="flex items-start gap-2">
            <input
              id="settings-prices-include-vat"
              type="checkbox"
              className="mt-1"
              checked={values.prices_include_vat}
              onChange={(event) => set('prices_include_vat', event.target.checked)}
            />
            <div>
              <label htmlFor="settings-prices-include-vat" className={labelClass}>
                {text.fields.prices_include_vat}
              </label>
              <p className="text-sm text-slate-600">{text.hints.vat}</p>
            </div>
          </div>
          <TextField
            label={text.fields.quote_validity_days}
            hint={text.hints.validity}
            id="settings-quote-validity-days"
            type="number"
            min={1}
            max={365}
            value={String(values.quote_validity_days)}
            error={errors.quote_validity_days}
            onChange={(event) => set('quote_validity_days', Number(event.target.value))}
          />
        </Section>

        <Section title={text.sections.quotationTerms}>
          <TextAreaField
            id="settings-quote-terms"
            label={text.fields.quote_terms}
            hint={text.hints.quoteTerms}
            rows={3}
            maxLength={5000}
            value={values.quote_terms}
            error={errors.quote_terms}
            onChange={(event) => set('quote_terms', event.target.value)}
          />
          {(
            [
              ['quote_acceptance_email', 'settings-quote-acceptance-email', null],
              [
                'quote_expiry_reminders',
                'settings-quote-expiry-reminders',
                text.hints.quoteReminders(QUOTATION_REMINDER_DAYS),
              ],
            ] as const
          ).map(([name, id, hint]) => (
            <div key={name} className="flex items-start gap-2">
              <input
                id={id}
                type="checkbox"
                className="mt-1"
                checked={values[name]}
                onChange={(event) => set(name, event.target.checked)}
              />
              <div>
                <label htmlFor={id} className={labelClass}>
                  {text.fields[name]}
                </label>
                {hint && <p className="text-sm text-slate-600">{hint}</p>}
              </div>
            </div>
          ))}
        </Section>
      </Panel>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}

export default function SettingsScreen() {
  const { data, error, loading, reload } = useApiGet('/api/settings/admin/');
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  return (
    <>
      <AdminPageHeader title={text.title} description={text.description} />
      {loading && !data ? (
        <LoadingPanel label={text.loading} />
      ) : error || !data ? (
        <LoadFailedPanel text={text.loadFailed}>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </LoadFailedPanel>
      ) : (
        <div className="space-y-6">
          <PublicAddressBanner settings={data} onSaved={reload} />
          <SettingsForm
            key={data.updated_at ?? ''}
            initial={data}
            onSaved={reload}
            notice={notice}
            setNotice={setNotice}
          />
        </div>
      )}
    </>
  );
}
