import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import type { FieldMessages } from '../shared/form-state';
import { TextField } from '../shared/text-field';
import { Button, Notice, Panel, CardHeading } from '../shared/ui';
import { ACCOUNT_INTENTS, type TwoFactorResult } from './account-actions';

const text = adminMessages.twoFactor;

/** Groups of four, as authenticator apps show keys; spaces do not matter when typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/** A code is the one the authenticator app shows now; a password is the signed-in person's own. */
const AUTOCOMPLETE = { code: 'one-time-code', password: 'current-password' } as const;

const field = (errors: FieldMessages | undefined, name: 'code' | 'password') => ({
  id: `two-factor-${name}`,
  name,
  autoComplete: AUTOCOMPLETE[name],
  defaultValue: '',
  error: errors?.[name],
});

function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/**
 * My account's two-factor sign-in: set up with a QR code drawn by the server (or the key typed by hand),
 * confirmed with a code, then ten recovery codes shown once; turned off with the password or a code. Each step
 * is a fetcher of the account route's action, and where the panel stands follows from their answers: the set-up's
 * key while it waits for a code, the confirmation's recovery codes until they are saved. Saving them starts a new
 * round of fetchers, back to the status the router loaded again. `status` is null when it could not be loaded.
 */
export function TwoFactorPanel({
  status,
  required,
}: {
  status: { enabled: boolean; recovery_codes_left: number } | null;
  required: boolean;
}) {
  const navigate = useNavigate();
  const [round, setRound] = useState(0);
  const setup = useFetcher<TwoFactorResult>({ key: `two-factor-setup-${round}` });
  const confirm = useFetcher<TwoFactorResult>({ key: `two-factor-confirm-${round}` });
  const disable = useFetcher<TwoFactorResult>({ key: `two-factor-disable-${round}` });
  const enrolment = setup.data?.enrolment;
  const codes = confirm.data?.recoveryCodes;
  const notice = codes || enrolment ? confirm.data?.notice : (disable.data?.notice ?? setup.data?.notice);

  function finish() {
    const next = confirm.data?.continueTo;
    if (next) void navigate(next);
    else setRound((current) => current + 1);
  }

  return (
    <Panel className="mt-6 max-w-2xl p-5 sm:p-6">
      <CardHeading icon={<ShieldCheck aria-hidden="true" />}>{text.heading}</CardHeading>
      {required && !codes && (
        <div className="mt-3">
          <Notice tone="error">{messages.twoFactor.setupRequired}</Notice>
        </div>
      )}
      <div className="mt-4 space-y-5">
        {codes ? (
          <>
            <p className="text-sm text-slate-600">{text.recoveryIntro}</p>
            <ol
              aria-label="Recovery codes"
              className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
            >
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ol>
            <div className="flex justify-end">
              <Button onClick={finish}>I have saved my recovery codes</Button>
            </div>
          </>
        ) : enrolment ? (
          <confirm.Form method="post" noValidate className="space-y-5">
            <IntentField intent={ACCOUNT_INTENTS.confirm} />
            <p className="text-sm text-slate-600">{text.scan}</p>
            <img
              src={enrolment.qr_code}
              alt={text.qrAlt}
              width={192}
              height={192}
              className="size-48 rounded-lg border border-slate-200 bg-white p-2"
            />
            <div className="text-sm text-slate-600">
              {text.keyInstead}{' '}
              <code
                data-testid="two-factor-secret"
                className="rounded bg-slate-100 px-2 py-1 font-mono text-slate-900 select-all"
              >
                {grouped(enrolment.secret)}
              </code>
            </div>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              required
              {...field(confirm.data?.errors, 'code')}
            />
            <div className="flex justify-end">
              <Button type="submit" busy={confirm.state !== 'idle'}>
                Turn on
              </Button>
            </div>
          </confirm.Form>
        ) : !status ? (
          <Notice tone="error">{text.loadFailed}</Notice>
        ) : status.enabled ? (
          <disable.Form method="post" noValidate className="space-y-5">
            <IntentField intent={ACCOUNT_INTENTS.disable} />
            <p className="text-sm text-slate-600">{text.on(status.recovery_codes_left)}</p>
            <p className="text-sm text-slate-600">{text.turnOffHint}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Your password" type="password" {...field(disable.data?.errors, 'password')} />
              <TextField label="Or a code" {...field(disable.data?.errors, 'code')} />
            </div>
            <div className="flex justify-end">
              <Button type="submit" variant="danger" busy={disable.state !== 'idle'}>
                Turn off two-factor sign-in
              </Button>
            </div>
          </disable.Form>
        ) : (
          <setup.Form method="post">
            <IntentField intent={ACCOUNT_INTENTS.setUp} />
            <p className="text-sm text-slate-600">{text.off}</p>
            <Button type="submit" className="mt-5" busy={setup.state !== 'idle'}>
              Set up two-factor sign-in
            </Button>
          </setup.Form>
        )}

        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </Panel>
  );
}
