import { useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { AdminSettingsView, Settings } from '~/domain/settings';
import { adminPaths } from '../../lib/admin-paths';
import { api, unwrap } from '../../lib/api-client';
import type { FormResult } from './form-action';
import { Button, Notice } from './ui';

const text = adminMessages.publicAddress;

/** The editable settings of a view: what PUT /api/settings/ takes back. */
function settingsValues(view: AdminSettingsView): Settings {
  const { logo: _logo, mail: _mail, updated_at: _updated, site_url: _site, ...values } = view;
  return values;
}

/** Whether the shop has no public address: neither SITE_URL nor the setting. */
function needsPublicAddress(view: AdminSettingsView): boolean {
  return !view.site_url && !view.public_url;
}

/**
 * The Settings action's part for the banner: the settings as the banner saw them, with the confirmed origin as
 * the public address.
 */
export async function savePublicAddress(form: FormData): Promise<FormResult> {
  const origin = String(form.get('public_url') ?? '');
  try {
    const settings = JSON.parse(String(form.get('settings') ?? '')) as Settings;
    await unwrap(api.PUT('/api/settings/', { body: { ...settings, public_url: origin } }));
    return { notice: { tone: 'success', text: text.saved(origin) } };
  } catch {
    return { notice: { tone: 'error', text: text.failed } };
  }
}

/**
 * Offers the origin this browser shows as the shop's public address, for the owner to confirm with one click.
 * The server never guesses it from a request's Host header; a person looking at the address bar can. It posts to
 * the Settings route's action from any screen, and the router then loads that screen's data again.
 */
export function PublicAddressBanner({ settings }: { settings: AdminSettingsView }) {
  const fetcher = useFetcher<FormResult>();
  const origin = window.location.origin;

  if (fetcher.data) return <Notice tone={fetcher.data.notice.tone}>{fetcher.data.notice.text}</Notice>;
  if (!needsPublicAddress(settings)) return null;
  return (
    <section
      aria-labelledby="public-address-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id="public-address-title" className="text-base font-semibold text-slate-900">
        {text.title}
      </h2>
      <p className="text-sm text-slate-700">{text.unknown}</p>
      <p className="text-sm font-medium text-slate-900">{text.offer(origin)}</p>
      <fetcher.Form method="post" action={adminPaths.settings}>
        <input type="hidden" name="public_url" value={origin} />
        <input type="hidden" name="settings" value={JSON.stringify(settingsValues(settings))} />
        <Button type="submit" busy={fetcher.state !== 'idle'}>
          {text.confirm(origin)}
        </Button>
      </fetcher.Form>
    </section>
  );
}
