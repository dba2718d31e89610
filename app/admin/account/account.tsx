import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { TextField } from '../shared/text-field';
import { TwoFactorPanel } from './two-factor-panel';
import { AdminPageHeader, Button, Notice, Panel } from '../shared/ui';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { mustChangePassword, passwordChanged, SESSION_KEYS } from '../../lib/session';
import { serverFieldMessages, textFields, useFormState, type FieldMessages } from '../shared/form-state';
import type { Route } from './+types/account';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'My account | Back office' }, { name: 'robots', content: 'noindex' }];
}

type Values = { current_password: string; new_password: string; new_password2: string };
const EMPTY: Values = { current_password: '', new_password: '', new_password2: '' };

function validate(values: Values): FieldMessages {
  const errors: FieldMessages = {};
  for (const name of Object.keys(EMPTY) as (keyof Values)[]) {
    if (!values[name]) errors[name] = messages.common.required;
  }
  if (!errors.new_password && !errors.new_password2 && values.new_password !== values.new_password2) {
    errors.new_password2 = messages.staff.passwordsDoNotMatch;
  }
  return errors;
}

/**
 * The signed-in user's own account: change the password (and, with a generated one, must) and set up
 * two-factor sign-in (which an administrator must, with REQUIRE_2FA_FOR_SUPERUSERS).
 */
export default function Account() {
  const navigate = useNavigate();
  const [required] = useState(mustChangePassword);
  const { values, setValues, errors, setErrors, notice, setNotice, busy, submitWith } = useFormState(EMPTY);
  const email = typeof window === 'undefined' ? '' : window.localStorage.getItem(SESSION_KEYS.email);

  const field = textFields('account', values, errors, setValues, setErrors);

  const submit = submitWith(
    validate,
    async () => {
      const answer = await unwrap(api.POST('/api/user/change-password/', { body: values }));
      setValues(EMPTY);
      passwordChanged();
      if (required) {
        void navigate(adminPaths.dashboard);
        return;
      }
      setNotice({ tone: 'success', text: answer.detail });
    },
    (failure) => {
      if (failure instanceof ApiError && failure.status < 500) {
        setErrors(serverFieldMessages(failure.body));
        const detail = (failure.body as { detail?: unknown } | null)?.detail;
        setNotice({
          tone: 'error',
          text: failure.status === 429 && typeof detail === 'string' ? detail : messages.account.changeFailed,
        });
      } else {
        setNotice({ tone: 'error', text: messages.common.unexpected });
      }
    },
  );

  return (
    <>
      <AdminPageHeader title="My account" description={email ? `Signed in as ${email}.` : undefined} />
      <Panel className="max-w-2xl p-5 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">Change password</h2>
        {required && (
          <div className="mt-3">
            <Notice tone="error">{messages.auth.passwordChangeRequired}</Notice>
          </div>
        )}
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-5">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...field('current_password')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
              {...field('new_password')}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
              {...field('new_password2')}
            />
          </div>
          <p className="text-sm text-slate-600">Changing it signs you out on every other device.</p>
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          <div className="flex justify-end">
            <Button type="submit" busy={busy}>
              Change password
            </Button>
          </div>
        </form>
      </Panel>
      <TwoFactorPanel onDone={() => void navigate(adminPaths.dashboard)} />
    </>
  );
}
