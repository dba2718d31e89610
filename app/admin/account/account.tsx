import { useEffect, useRef } from 'react';
import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { TextField } from '../shared/text-field';
import { TwoFactorPanel } from './two-factor-panel';
import { AdminPageHeader, Button, Notice, Panel } from '../shared/ui';
import { requireStaff } from '../shared/admin-session';
import { api, unwrap } from '../../lib/api-client';
import { mustChangePassword, mustSetUpTwoFactor, SESSION_KEYS } from '../../lib/session';
import { formValues, unlessRefused, useActionForm } from '../shared/form-action';
import {
  ACCOUNT_INTENTS,
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  setUpTwoFactor,
} from './account-actions';
import type { Route } from './+types/account';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'My account | Back office' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Who is signed in, what they must still do, and whether two-factor sign-in is on. A failed status load keeps
 * the screen: the password can still be changed, and the panel says what failed.
 */
export async function clientLoader() {
  await requireStaff();
  const twoFactor = await unwrap(api.GET('/api/user/two-factor/')).catch(() => null);
  return {
    email: window.localStorage.getItem(SESSION_KEYS.email),
    passwordRequired: mustChangePassword(),
    twoFactorRequired: mustSetUpTwoFactor(),
    twoFactor,
  };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, ...values } = await formValues(request);
  switch (intent) {
    case ACCOUNT_INTENTS.password:
      return changePassword(values);
    case ACCOUNT_INTENTS.setUp:
      return setUpTwoFactor();
    case ACCOUNT_INTENTS.confirm:
      return confirmTwoFactor(values);
    default:
      return disableTwoFactor(values);
  }
}

export const shouldRevalidate = unlessRefused;

const field = (errors: Partial<Record<string, string>>, name: string) => ({
  id: `account-${name}`,
  name,
  defaultValue: '',
  error: errors[name],
});

/** Change password; a changed one empties the form, and one that had to change moves on to the dashboard. */
function PasswordPanel({ required }: { required: boolean }) {
  const { fetcher, result, busy, errors, done, onChange } = useActionForm();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done, result]);

  return (
    <Panel className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">Change password</h2>
      {required && (
        <div className="mt-3">
          <Notice tone="error">{messages.auth.passwordChangeRequired}</Notice>
        </div>
      )}
      <fetcher.Form ref={form} method="post" noValidate onChange={onChange} className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.password} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...field(errors, 'current_password')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
            {...field(errors, 'new_password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...field(errors, 'new_password2')}
          />
        </div>
        <p className="text-sm text-slate-600">Changing it signs you out on every other device.</p>
        {result && <Notice tone={result.notice.tone}>{result.notice.text}</Notice>}
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            Change password
          </Button>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

/**
 * The signed-in user's own account: change the password (and, with a generated one, must) and set up
 * two-factor sign-in (which an administrator must, with REQUIRE_2FA_FOR_SUPERUSERS).
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { email, passwordRequired, twoFactorRequired, twoFactor } = loaderData;
  return (
    <>
      <AdminPageHeader title="My account" description={email ? `Signed in as ${email}.` : undefined} />
      <PasswordPanel required={passwordRequired} />
      <TwoFactorPanel status={twoFactor} required={twoFactorRequired} />
    </>
  );
}
