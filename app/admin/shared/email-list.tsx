import { Mail, RotateCw } from 'lucide-react';
import { useFetcher } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { EmailView } from '~/domain/inquiry';
import { fullReceived } from './shop-dates';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { errorSentence } from './api-errors';
import type { FormResult } from './form-action';

const text = adminMessages.mail;

const TONES: Record<EmailView['status'], string> = {
  queued: 'text-amber-700',
  sending: 'text-amber-700',
  sent: 'text-green-700',
  failed: 'text-red-700',
};

const attempts = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

/** The `intent` EmailList posts to its screen's route; that route's clientAction hands it to `resendEmail`. */
export const RESEND_EMAIL_INTENT = 'resend-email';

/** Queues an e-mail again (EmailList's `email` field): the part of a host route's clientAction for its EmailList. */
export async function resendEmail(email: unknown): Promise<FormResult> {
  try {
    const id = Number(email);
    await unwrap(api.POST('/api/emails/{id}/resend/', { params: { path: { id } } }));
    return { notice: { tone: 'success', text: text.resent } };
  } catch (failure) {
    const reason = failure instanceof ApiError ? errorSentence(failure.body) : null;
    return { notice: { tone: 'error', text: reason ?? text.resendFailed } };
  }
}

/**
 * Where each message about an inquiry or a quotation stands (queued, sent at, or failed with the mail server's
 * reason), with Resend on a failed or sent one. Resend posts RESEND_EMAIL_INTENT to the screen's own route, whose
 * clientAction answers with `resendEmail`; the router then loads the screen again, so the new state shows.
 */
export function EmailList({ emails, none, testId }: { emails: EmailView[]; none: string; testId: string }) {
  const fetcher = useFetcher<FormResult>();
  const notice = fetcher.state === 'idle' ? fetcher.data?.notice : undefined;
  const resend = (id: number) =>
    void fetcher.submit({ intent: RESEND_EMAIL_INTENT, email: id }, { method: 'post' });

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
                  onClick={() => resend(email.id)}
                  disabled={fetcher.state !== 'idle'}
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
