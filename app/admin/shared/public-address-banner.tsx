import { useState } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import type { AdminSettingsView, Settings } from '~/domain/settings';
import { api, unwrap } from '../../lib/api-client';
import { Button, Notice } from './ui';

const text = adminMessages.publicAddress;

/** The editable settings of a view: what PUT /api/settings/ takes back. */
export function settingsValues(view: AdminSettingsView): Settings {
  const { logo: _logo, mail: _mail, updated_at: _updated, site_url: _site, ...values } = view;
  return values;
}

/** Whether the shop has no public address: neither SITE_URL nor the setting. */
function needsPublicAddress(view: AdminSettingsView): boolean {
  return !view.site_url && !view.public_url;
}

/**
 * Offers the origin this browser shows as the shop's public address, for the owner to confirm with one click.
 * The server never guesses it from a request's Host header; a person looking at the address bar can.
 */
export function PublicAddressBanner({
  settings,
  onSaved,
}: {
  settings: AdminSettingsView;
  onSaved: (saved: AdminSettingsView) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const origin = window.location.origin;

  async function confirm() {
    setBusy(true);
    try {
      const saved = await unwrap(
        api.PUT('/api/settings/', { body: { ...settingsValues(settings), public_url: origin } }),
      );
      setNotice({ tone: 'success', text: text.saved(origin) });
      onSaved(saved);
    } catch {
      setNotice({ tone: 'error', text: text.failed });
    } finally {
      setBusy(false);
    }
  }

  if (notice) return <Notice tone={notice.tone}>{notice.text}</Notice>;
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
      <Button type="button" busy={busy} onClick={() => void confirm()}>
        {text.confirm(origin)}
      </Button>
    </section>
  );
}
