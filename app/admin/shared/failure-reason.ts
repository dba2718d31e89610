import { errorSentence } from './api-errors';

/** A failure sentence followed by the server's reason when it gives one (a permission refusal, a 409 rule). */
export function withReason(fallback: string, body: unknown): string {
  const reason = errorSentence(body);
  return reason && reason !== fallback ? `${fallback}\n${reason}` : fallback;
}
