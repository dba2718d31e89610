import type { ReactNode } from 'react';
import { ACCOUNT_PATH } from '~/domain/account';
import { messages } from '~/domain/messages';

const text = messages.customerAccount;

export interface AccountNotice {
  kind: 'success' | 'error';
  text: string;
}

/** A page's answer to what was just done: read out politely when it went well, at once when it did not. */
export function Notice({ notice }: { notice: AccountNotice | null | undefined }) {
  if (!notice) return null;
  const ok = notice.kind === 'success';
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`rounded-lg border p-4 ${ok ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      {notice.text}
    </p>
  );
}

/** The band at the top of every /account page, in the storefront's look. */
export function AccountHeader({ children }: { children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{text.title}</h1>
        {children}
      </div>
    </div>
  );
}

/**
 * The e-mail form: a plain post to /account (it works without JavaScript). Its answer is the same for every
 * address, so it tells nobody who is a customer.
 */
export function SignInForm({
  notice,
  email = '',
  error,
}: {
  notice?: AccountNotice | null;
  email?: string;
  error?: string;
}) {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10 sm:px-6">
      <p className="text-slate-700">{text.intro}</p>
      <Notice notice={notice} />
      <form
        method="post"
        action={ACCOUNT_PATH}
        noValidate
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <input type="hidden" name="intent" value="link" />
        <div className="space-y-1">
          <label htmlFor="account-email" className="block text-sm font-medium text-slate-800">
            {text.emailLabel}
          </label>
          <input
            id="account-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'account-email-error' : undefined}
            className="w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          {error && (
            <p id="account-email-error" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:w-auto"
        >
          {text.send}
        </button>
      </form>
    </div>
  );
}
