import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import { messages } from '~/domain/messages';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { mustSetUpTwoFactor, twoFactorSetUp } from '../../lib/session';
import { serverFieldMessages, type FieldMessages } from '../shared/form-state';
import { useApiGet } from '../shared/use-api-data';
import { TextField } from '../shared/text-field';
import { Button, Loading, Notice, Panel } from '../shared/ui';

const text = adminMessages.twoFactor;

interface Enrolment {
  secret: string;
  qr_code: string;
}

/** Between loading the status and showing it again: scanning the QR code, then reading the recovery codes. */
type Stage =
  { kind: 'status' } | { kind: 'enrolling'; enrolment: Enrolment } | { kind: 'recovery'; codes: string[] };

/** The server's message for a refused request: a field's own, else its detail, else a generic failure. */
function failure(error: unknown): { fields: FieldMessages; notice: string } {
  if (error instanceof ApiError && error.status < 500) {
    const detail = (error.body as { detail?: unknown } | null)?.detail;
    return {
      fields: serverFieldMessages(error.body),
      notice: typeof detail === 'string' ? detail : messages.common.unexpected,
    };
  }
  return { fields: {}, notice: messages.common.unexpected };
}

/** Groups of four, as authenticator apps show keys; spaces do not matter when typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * My account's two-factor sign-in: set up with a QR code drawn by the server (or the key typed by hand),
 * confirmed with a code, then ten recovery codes shown once; turned off with the password or a code.
 * `onDone` runs when an administrator held to REQUIRE_2FA_FOR_SUPERUSERS has finished setting it up.
 */
export function TwoFactorPanel({ onDone }: { onDone: () => void }) {
  const [required] = useState(mustSetUpTwoFactor);
  const status = useApiGet('/api/user/two-factor/');
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [values, setValues] = useState({ code: '', password: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function showStatus() {
    status.reload();
    setStage({ kind: 'status' });
  }

  async function run(action: () => Promise<void>) {
    setNotice(null);
    setErrors({});
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const { fields, notice: detail } = failure(error);
      setErrors(fields);
      setNotice({ tone: 'error', text: detail });
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const enrolment = await unwrap(api.POST('/api/user/two-factor/setup/'));
      setValues({ code: '', password: '' });
      setStage({ kind: 'enrolling', enrolment });
    });

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.code.trim()) {
      setErrors({ code: messages.common.required });
      return;
    }
    void run(async () => {
      const answer = await unwrap(api.POST('/api/user/two-factor/confirm/', { body: { code: values.code } }));
      twoFactorSetUp();
      setValues({ code: '', password: '' });
      setNotice({ tone: 'success', text: answer.detail });
      setStage({ kind: 'recovery', codes: answer.recovery_codes });
    });
  }

  function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.password && !values.code.trim()) {
      setErrors({ password: messages.twoFactor.passwordOrCode });
      return;
    }
    void run(async () => {
      const answer = await unwrap(
        api.POST('/api/user/two-factor/disable/', {
          body: values.password ? { password: values.password } : { code: values.code },
        }),
      );
      setValues({ code: '', password: '' });
      showStatus();
      setNotice({ tone: 'success', text: answer.detail });
    });
  }

  function finish() {
    setNotice(null);
    if (required) {
      onDone();
      return;
    }
    showStatus();
  }

  const field = (name: 'code' | 'password') => ({
    id: `two-factor-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Panel className="mt-6 max-w-2xl p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
        {text.heading}
      </h2>
      {required && stage.kind !== 'recovery' && (
        <div className="mt-3">
          <Notice tone="error">{messages.twoFactor.setupRequired}</Notice>
        </div>
      )}
      <div className="mt-4 space-y-5">
        {stage.kind === 'status' && !status.data && status.loading && <Loading label={text.loading} />}
        {stage.kind === 'status' && status.error && <Notice tone="error">{text.loadFailed}</Notice>}

        {stage.kind === 'status' && status.data && !status.data.enabled && (
          <>
            <p className="text-sm text-slate-600">{text.off}</p>
            <Button busy={busy} onClick={() => void start()}>
              Set up two-factor sign-in
            </Button>
          </>
        )}

        {stage.kind === 'enrolling' && (
          <form noValidate onSubmit={confirm} className="space-y-5">
            <p className="text-sm text-slate-600">{text.scan}</p>
            <img
              src={stage.enrolment.qr_code}
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
                {grouped(stage.enrolment.secret)}
              </code>
            </div>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...field('code')}
            />
            <div className="flex justify-end">
              <Button type="submit" busy={busy}>
                Turn on
              </Button>
            </div>
          </form>
        )}

        {stage.kind === 'recovery' && (
          <>
            <p className="text-sm text-slate-600">{text.recoveryIntro}</p>
            <ol
              aria-label="Recovery codes"
              className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
            >
              {stage.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ol>
            <div className="flex justify-end">
              <Button onClick={finish}>I have saved my recovery codes</Button>
            </div>
          </>
        )}

        {stage.kind === 'status' && status.data?.enabled && (
          <form noValidate onSubmit={disable} className="space-y-5">
            <p className="text-sm text-slate-600">{text.on(status.data.recovery_codes_left)}</p>
            <p className="text-sm text-slate-600">{text.turnOffHint}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Your password"
                type="password"
                autoComplete="current-password"
                {...field('password')}
              />
              <TextField label="Or a code" autoComplete="one-time-code" {...field('code')} />
            </div>
            <div className="flex justify-end">
              <Button type="submit" variant="danger" busy={busy}>
                Turn off two-factor sign-in
              </Button>
            </div>
          </form>
        )}

        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </Panel>
  );
}
