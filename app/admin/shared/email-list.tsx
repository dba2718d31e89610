import { Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '~/domain/admin-messages';
import type { EmailView } from '~/domain/inquiry';
import { fullReceived } from './shop-dates';
import { useFetcher } from 'react-router';
import { RESEND_EMAIL, resendEmail, type ResendEmailSubmission } from './email-resend';
import type { FormNotice } from './form-state';

const text = adminMessages.mail;

const TONES: Record<EmailView['status'], string> = {
  queued: 'text-amber-700',
  sending: 'text-amber-700',
  sent: 'text-green-700',
  failed: 'text-red-700',
};

const attempts = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

/**
 * Where each message about an inquiry or a quotation stands (queued, sent at, or failed with the mail server's
 * reason), with Resend on a failed or sent one. `resending` is the message being queued again, if any.
 */
function EmailLog({
  emails,
  none,
  testId,
  resending,
  notice,
  onResend,
}: {
  emails: EmailView[];
  none: string;
  testId: string;
  resending: number | null;
  notice: FormNotice | null;
  onResend: (id: number) => void;
}) {
  return (
    <section
      data-testid={testId}
      aria-label={text.title}
      className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600"
    >
      <p className="flex items-center gap-1.5 font-medium text-slate-700">
        <Mail aria-hidden="true" className="size-3.5 text-slate-400" />
        {text.title}
      </p>
      {emails.length === 0 ? (
        <p className="mt-1">{none}</p>
      ) : (
        <ul className="mt-1 space-y-1.5">
          {emails.map((email) => (
            <li key={email.id} data-testid="email-row" className="flex flex-wrap items-center gap-x-1.5">
              <span className="text-slate-700">{text.kinds[email.kind] ?? email.kind}</span>
              <span className="break-all text-slate-500">({email.recipients.join(', ')})</span>
              <span className={TONES[email.status]} data-testid="email-status">
                {text.states[email.status] ?? email.status}
                {email.status === 'sent' && email.sent_at ? ` · ${fullReceived(email.sent_at)}` : ''}
                {email.status === 'queued' && email.next_attempt_at && email.attempts > 0
                  ? ` · ${attempts(email.attempts)}, ${text.retry(fullReceived(email.next_attempt_at))}`
                  : ''}
                {email.status === 'failed' ? ` · ${attempts(email.attempts)}` : ''}
              </span>
              {(email.status === 'failed' || email.status === 'sent') && (
                <button
                  type="button"
                  onClick={() => onResend(email.id)}
                  disabled={resending !== null}
                  className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium text-teal-700 hover:bg-teal-50 disabled:opacity-50"
                >
                  <RotateCw aria-hidden="true" className="size-3" />
                  {text.resend}
                </button>
              )}
              {email.error && email.status !== 'sent' ? (
                <span className="basis-full break-words text-slate-500">{email.error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <p role="status" className={`mt-1 ${notice.tone === 'error' ? 'text-red-700' : 'text-green-700'}`}>
          {notice.text}
        </p>
      )}
    </section>
  );
}

/** The list for a screen without a route action: it queues the message itself, then `onResent` reloads. */
export function EmailList({
  emails,
  none,
  testId,
  onResent,
}: {
  emails: EmailView[];
  none: string;
  testId: string;
  onResent: () => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const resend = async (id: number) => {
    setBusy(id);
    setNotice(null);
    const queued = await resendEmail(id);
    setNotice(queued);
    setBusy(null);
    if (queued.tone === 'success') onResent();
  };

  return (
    <EmailLog
      emails={emails}
      none={none}
      testId={testId}
      resending={busy}
      notice={notice}
      onResend={(id) => void resend(id)}
    />
  );
}

/**
 * The list on a route whose `clientAction` answers `RESEND_EMAIL` with `resendEmail`: Resend posts there, and
 * the router's revalidation then shows the message's new state.
 */
export function RoutedEmailList({
  emails,
  none,
  testId,
}: {
  emails: EmailView[];
  none: string;
  testId: string;
}) {
  const fetcher = useFetcher<{ notice: FormNotice }>();
  const sending = fetcher.json as ResendEmailSubmission | undefined;
  const submit = (id: number) =>
    void fetcher.submit({ intent: RESEND_EMAIL, email: id } satisfies ResendEmailSubmission, {
      method: 'post',
      encType: 'application/json',
    });
  return (
    <EmailLog
      emails={emails}
      none={none}
      testId={testId}
      resending={fetcher.state === 'idle' ? null : (sending?.email ?? null)}
      notice={fetcher.state === 'idle' ? (fetcher.data?.notice ?? null) : null}
      onResend={submit}
    />
  );
}
