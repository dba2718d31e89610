import { adminMessages } from '~/domain/admin-messages';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { errorSentence } from './api-errors';
import type { FormNotice } from './form-state';

/** The intent a screen's `clientAction` answers with `resendEmail`, as `RoutedEmailList` posts it. */
export const RESEND_EMAIL = 'resend-email';

/** What `RoutedEmailList` posts (as JSON) to its route's action. */
export type ResendEmailSubmission = { intent: typeof RESEND_EMAIL; email: number };

/** Queues the message again; the notice says so, or why the server refused. */
export async function resendEmail(id: number): Promise<FormNotice> {
  try {
    await unwrap(api.POST('/api/emails/{id}/resend/', { params: { path: { id } } }));
    return { tone: 'success', text: adminMessages.mail.resent };
  } catch (failure) {
    const reason = failure instanceof ApiError ? errorSentence(failure.body) : null;
    return { tone: 'error', text: reason ?? adminMessages.mail.resendFailed };
  }
}
