import { redirect, replace } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { quotationInputSchema, quotationUpdateSchema } from '~/domain/quotation';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { adminPaths } from '../../lib/admin-paths';
import { errorSentence } from '../shared/api-errors';
import { RESEND_EMAIL_INTENT, resendEmail } from '../shared/email-list';
import { schemaMessages } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';
import type { QuotationPayload } from './quotation-model';
import { leaveNotice, type Message } from '../shared/left-notice';

const text = adminMessages.quotations;

/**
 * What the editor posts (as JSON) to its route's action. Sending carries the form's quotation when it changed
 * since the last save, so what goes out is what the person sees.
 */
export type QuotationSubmission =
  | { intent: 'save'; quotation: QuotationPayload; inquiry: number | null }
  | { intent: 'send'; quotation: QuotationPayload | null }
  | { intent: 'revise' | 'delete' }
  | { intent: typeof RESEND_EMAIL_INTENT; email: string };

export type QuotationIntent = QuotationSubmission['intent'];

/**
 * The action's answer when the screen stays: the notice and the messages by path (`lines.1.quantity`). An action
 * that moves on (to the quotation just created, its new revision, the list after a delete) redirects instead.
 */
export interface QuotationResult {
  notice: Message;
  errors?: FieldMessages;
}

/** Redirects to the quotation, with the notice for it to show. */
function openWith(path: string, text: string, go: typeof redirect): never {
  leaveNotice(path, { tone: 'success', text });
  throw go(path);
}

function failureText(failure: unknown, fallback: string): string {
  return (failure instanceof ApiError ? errorSentence(failure.body) : null) ?? fallback;
}

/** A refusal of the quotation: each message beside its field, and one sentence over the form. */
function refused(errors: FieldMessages, fallback: string): QuotationResult {
  return { errors, notice: { tone: 'error', text: fallback } };
}

/** The server's refusal of a save: by field where it names them, else its own sentence. */
function saveRefused(failure: unknown): QuotationResult {
  const errors = failure instanceof ApiError ? serverFieldMessages(failure.body) : {};
  return refused(errors, hasMessages(errors) ? text.saveFailed : failureText(failure, text.saveFailed));
}

/**
 * Saves the form's quotation after checking it with the schema the API parses it with, so a refusal reads the
 * same before any request as after one. Null when saved.
 */
async function save(id: number, quotation: QuotationPayload) {
  const errors = schemaMessages(quotationUpdateSchema, quotation);
  if (hasMessages(errors)) return refused(errors, text.saveFailed);
  try {
    await unwrap(api.PATCH('/api/quotations/{id}/', { params: { path: { id } }, body: quotation }));
    return null;
  } catch (failure) {
    return saveRefused(failure);
  }
}

/** Writes the new quotation and opens it in place of the blank form, so Back does not return to that. */
async function create(quotation: QuotationPayload, inquiry: number | null): Promise<QuotationResult> {
  const body = { ...quotation, inquiry };
  const errors = schemaMessages(quotationInputSchema, body);
  if (hasMessages(errors)) return refused(errors, text.saveFailed);
  let stored;
  try {
    stored = await unwrap(api.POST('/api/quotations/', { body }));
  } catch (failure) {
    return saveRefused(failure);
  }
  return openWith(adminPaths.quotation(stored.id), text.created(stored.number), replace);
}

async function send(id: number, quotation: QuotationPayload | null): Promise<QuotationResult> {
  const unsaved = quotation && (await save(id, quotation));
  if (unsaved) return unsaved;
  try {
    const sent = await unwrap(api.POST('/api/quotations/{id}/send/', { params: { path: { id } } }));
    return {
      notice: {
        tone: 'success',
        text: sent.emailed ? text.sent(sent.number) : text.sentNotEmailed(sent.number),
        // A path when the shop's public address is unknown: the staff member's own browser knows where it is.
        address: new URL(sent.public_url, window.location.origin).href,
      },
    };
  } catch (failure) {
    const errors = failure instanceof ApiError ? serverFieldMessages(failure.body) : {};
    return refused(errors, failureText(failure, text.sendFailed));
  }
}

/** Starts a new revision and opens it; Back returns to the one it revises. */
async function revise(id: number): Promise<QuotationResult> {
  let revision;
  try {
    revision = await unwrap(api.POST('/api/quotations/{id}/revise/', { params: { path: { id } } }));
  } catch (failure) {
    return refused({}, failureText(failure, text.reviseFailed));
  }
  return openWith(adminPaths.quotation(revision.id), text.revised(revision.number), redirect);
}

async function remove(id: number): Promise<QuotationResult> {
  try {
    await unwrap(api.DELETE('/api/quotations/{id}/', { params: { path: { id } } }));
  } catch (failure) {
    return refused({}, failureText(failure, text.deleteFailed));
  }
  throw replace(adminPaths.quotations);
}

/** Does what the editor asked of the quotation `id`, or of the new one not yet saved (null). */
export async function quotationAction(
  id: number | null,
  submission: QuotationSubmission,
): Promise<QuotationResult> {
  if (id === null) {
    // A new quotation is only saved: there is nothing yet to send, revise, delete or resend.
    if (submission.intent !== 'save') throw new Response(null, { status: 405 });
    return create(submission.quotation, submission.inquiry);
  }
  switch (submission.intent) {
    case 'save':
      return (
        (await save(id, submission.quotation)) ?? {
          notice: { tone: 'success', text: text.saved },
        }
      );
    case 'send':
      return send(id, submission.quotation);
    case 'revise':
      return revise(id);
    case 'delete':
      return remove(id);
    case RESEND_EMAIL_INTENT:
      return resendEmail(submission.email);
  }
}
