import { data } from 'react-router';
import { messages } from '~/domain/messages';
import { ShopError, statusOf } from '~/server/errors';

/**
 * The Accept or Decline form post of a customer's quotation page, whichever page it is on: reads the intent and
 * comment, calls `answer` (the service), and answers the thanks or the refusal with its status and the comment to
 * show again. The public page and the account's page share it, as they share QuoteDocument.
 */
export async function answerFromForm(
  request: Request,
  answer: (intent: 'accepted' | 'declined', raw: { comment: string }) => Promise<unknown>,
) {
  const form = await request.formData();
  const intent = form.get('intent') === 'accept' ? 'accepted' : 'declined';
  const given = form.get('comment');
  const comment = typeof given === 'string' ? given : '';
  try {
    await answer(intent, { comment });
    const text = intent === 'accepted' ? messages.quote.acceptedThanks : messages.quote.declinedThanks;
    return data({ ok: true, text, comment: '' }, { status: 200 });
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    return data(
      { ok: false, text: error.detail || messages.quote.failed, comment },
      { status: statusOf(error) },
    );
  }
}
