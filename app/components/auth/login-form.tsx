import { Eye, EyeOff, Loader2, LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { sessionApi } from '../../lib/api-client';
import { clearTokens, saveSession, type LoginResponse } from '../../lib/session';

/** The server's own text when it gives one (rate limit, inactive account), else the spec's login failure. */
function failureText(body: unknown): string {
  if (body && typeof body === 'object') {
    const { detail, error } = body as { detail?: unknown; error?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof detail === 'string' && detail) return detail;
  }
  return messages.auth.invalidCredentials;
}

/** Where a fresh session goes: My account while something must be set up first, else the dashboard. */
function startPage(session: LoginResponse): string {
  return session.must_change_password || session.must_set_up_two_factor
    ? adminPaths.account
    : adminPaths.dashboard;
}

/**
 * The staff sign-in card: stores the session and opens the dashboard, as the spec's admin login does. An
 * account with two-factor sign-in gets a second step on the same card: a code from the app, or a recovery code.
 */
export function LoginForm({
  shortName,
  initialError = null,
}: {
  shortName: string;
  initialError?: string | null;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  /** Set after a correct password for an account with two-factor sign-in: the second step is showing. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      const { data: session, error: refusal } = await sessionApi.POST('/api/user/admin-login/', {
        body: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
      });
      if (!session) {
        clearTokens();
        setError(failureText(refusal));
        return;
      }
      if ('challenge' in session) {
        setChallenge(session.challenge);
        setUseRecoveryCode(false);
        return;
      }
      if (!session.is_superuser && !session.is_staff) {
        setError(messages.auth.notAuthorized);
        return;
      }
      saveSession(session);
      navigate(startPage(session));
    } catch {
      clearTokens();
      setError(messages.auth.invalidCredentials);
    } finally {
      setSubmitting(false);
    }
  }

  async function onSubmitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('code') ?? '');
    setError(null);
    setSubmitting(true);
    try {
      const { data: session, error: refusal } = await sessionApi.POST('/api/user/admin-login/two-factor/', {
        body: { challenge: challenge ?? '', code },
      });
      if (!session) {
        const text = failureText(refusal);
        // An expired challenge means the password must be entered again.
        if (text === messages.twoFactor.challengeExpired) setChallenge(null);
        else form.reset();
        setError(text);
        return;
      }
      saveSession(session);
      navigate(startPage(session));
    } catch {
      setError(messages.twoFactor.invalidCode);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Staff Login</h1>
          <p className="mt-1 text-sm text-slate-600">
            {challenge === null
              ? `Sign in to manage the ${shortName} catalogue.`
              : useRecoveryCode
                ? messages.twoFactor.enterRecoveryCode
                : messages.twoFactor.enterAppCode}
          </p>
        </div>

        {challenge !== null ? (
          <form
            method="post"
            onSubmit={onSubmitCode}
            className="mt-8 space-y-5"
            aria-describedby="login-error"
          >
            <div>
              <label htmlFor="login-code" className="block text-sm font-medium text-slate-800">
                {useRecoveryCode ? 'Recovery code' : 'Authentication code'}
              </label>
              <input
                key={useRecoveryCode ? 'recovery' : 'app'}
                id="login-code"
                name="code"
                type="text"
                required
                autoFocus
                autoComplete="one-time-code"
                inputMode={useRecoveryCode ? 'text' : 'numeric'}
                spellCheck={false}
                className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
              />
            </div>
            <ErrorLine error={error} />
            <SubmitButton submitting={submitting} label="Verify" busyLabel="Verifying…" />
            <div className="flex justify-between text-sm">
              <button
                type="button"
                onClick={() => {
                  setUseRecoveryCode((recovery) => !recovery);
                  setError(null);
                }}
                className="font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                {useRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
              </button>
              <button
                type="button"
                onClick={() => {
                  setChallenge(null);
                  setError(null);
                }}
                className="text-slate-600 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                Back
              </button>
            </div>
          </form>
        ) : (
          <form method="post" onSubmit={onSubmit} className="mt-8 space-y-5" aria-describedby="login-error">
            <div>
              <label htmlFor="login-email" className="block text-sm font-medium text-slate-800">
                Email
              </label>
              <input
                id="login-email"
                name="email"
                type="email"
                required
                autoComplete="username"
                className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
              />
            </div>
            <div>
              <label htmlFor="login-password" className="block text-sm font-medium text-slate-800">
                Password
              </label>
              <div className="relative mt-1.5">
                <input
                  id="login-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  required
                  autoComplete="current-password"
                  className="block w-full rounded-lg border border-slate-300 py-2.5 pr-11 pl-3 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                </button>
              </div>
            </div>

            <ErrorLine error={error} />
            <SubmitButton submitting={submitting} label="Login" busyLabel="Signing in…" />
          </form>
        )}
      </div>
    </div>
  );
}

function ErrorLine({ error }: { error: string | null }) {
  return (
    <div id="login-error" role="alert" aria-live="assertive">
      {error && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700">{error}</p>
      )}
    </div>
  );
}

function SubmitButton({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70"
    >
      {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {submitting ? busyLabel : label}
    </button>
  );
}
