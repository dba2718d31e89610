import { useRevalidator } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { AdminPageHeader, Button } from '../shared/ui';
import { LoadFailedPanel } from '../shared/load-state';
import { requireSuperuser } from '../shared/admin-session';
import { api, unwrap } from '../../lib/api-client';
import { unlessRefused, useActionForm, type FormResult } from '../shared/form-action';
import { PublicAddressBanner, savePublicAddress } from '../shared/public-address-banner';
import { removeLogo, saveSettings, SETTINGS_INTENTS } from './settings-actions';
import { SettingsForm } from './settings-form';
import type { Route } from './+types/settings';

const text = adminMessages.settings;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Settings | Back office' }, { name: 'robots', content: 'noindex' }];
}

/** The settings with what only the Settings screen shows (mail, SITE_URL); a failed load is the error boundary. */
export async function clientLoader() {
  await requireSuperuser();
  return { settings: await unwrap(api.GET('/api/settings/admin/')) };
}

/**
 * Saves the form, removes the logo, or else takes the public address the banner offers (from any screen). The layout
 * loads the settings again too, so the sidebar and titles follow.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === SETTINGS_INTENTS.save) return saveSettings(form);
  if (intent === SETTINGS_INTENTS.removeLogo) return removeLogo();
  return savePublicAddress(form);
}

export const shouldRevalidate = unlessRefused;

export default function SettingsScreen({ loaderData: { settings } }: Route.ComponentProps) {
  // The form's answer lives here: a save mounts the form afresh from the settings loaded again.
  const action = useActionForm();
  return (
    <>
      <AdminPageHeader title={text.title} description={text.description} />
      <div className="space-y-6">
        <PublicAddressBanner settings={settings} />
        <SettingsForm key={settings.updated_at ?? ''} initial={settings} action={action} />
      </div>
    </>
  );
}

/** The settings could not be loaded: the spec's message and a retry, under the screen's header. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <>
      <AdminPageHeader title={text.title} description={text.description} />
      <LoadFailedPanel text={text.loadFailed}>
        <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
          Try again
        </Button>
      </LoadFailedPanel>
    </>
  );
}
