import { useCallback, useState, useTransition } from 'react';
import { useFetcher } from 'react-router';
import { MESSAGE_AUTO_CLEAR_MS } from '~/domain/constants';
import type { QuotationView } from '~/domain/quotation';
import type { FieldMessages } from '../shared/form-state';
import { useAutoClear } from '../shared/ui';
import type { QuotationIntent, QuotationResult, QuotationSubmission } from './quotation-actions';
import type { Message } from '../shared/left-notice';
import { payloadOf, type QuotationDraft } from './quotation-model';
import type { downloadPdf, previewPdf } from './quotation-pdf';

/** What the screen is doing: one of the route action's intents, or fetching the PDF. */
type QuotationBusy = QuotationIntent | 'pdf' | null;

/** The question the screen asks before an action that cannot be undone. */
export type QuotationConfirm = 'send' | 'delete' | null;

/** The messages by path still to show: none of a field edited since, nor of anything under it. */
function unedited(errors: FieldMessages, edited: string[]): FieldMessages {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => !edited.some((done) => path === done || path.startsWith(`${done}.`)),
    ),
  );
}

/**
 * The quotation screen's actions, posted to its route's `clientAction` through one fetcher: busy while it
 * runs (and, for an action that redirects, until the next screen has loaded), its notice over the form (after
 * `arrived`, what the action that opened it said), and its messages by path until their field is edited. The
 * PDF is a download, not a change: it is fetched in a transition, after the preview's tab is opened within
 * the click.
 */
export function useQuotationActions(view: QuotationView | null, arrived: Message | null) {
  const fetcher = useFetcher<QuotationResult>();
  const [pdfPending, startPdf] = useTransition();
  const [confirm, setConfirm] = useState<QuotationConfirm>(null);
  const result = fetcher.data;
  const [shown, setShown] = useState<{ after?: QuotationResult; message: Message | null; edited: string[] }>({
    after: result,
    message: arrived,
    edited: [],
  });
  let current = shown;
  if (shown.after !== result) {
    // A new answer replaces the notice and the messages by field.
    current = { after: result, message: result?.notice ?? null, edited: [] };
    setShown(current);
  }

  const clearMessage = useCallback(() => setShown((now) => ({ ...now, message: null })), []);
  useAutoClear(
    current.message?.tone === 'success' && !current.message.address ? current.message : null,
    clearMessage,
    MESSAGE_AUTO_CLEAR_MS,
  );

  const submitting = fetcher.state === 'idle' ? null : (fetcher.json as QuotationSubmission | undefined);
  const busy: QuotationBusy = submitting?.intent ?? (pdfPending ? 'pdf' : null);

  const submit = (submission: QuotationSubmission) =>
    fetcher.submit(submission, { method: 'post', encType: 'application/json' });
  const thenClose = (submitted: Promise<void>) => void submitted.then(() => setConfirm(null));

  return {
    busy,
    message: current.message,
    errors: unedited(result?.errors ?? {}, current.edited),
    /** The fields at these paths were edited: their messages, and those of anything under them, go. */
    edited: (...paths: string[]) =>
      setShown((now) => {
        const added = paths.filter((path) => !now.edited.includes(path));
        return added.length === 0 ? now : { ...now, edited: [...now.edited, ...added] };
      }),
    confirm,
    ask: (question: QuotationConfirm) => {
      if (question === 'send') clearMessage();
      setConfirm(question);
    },
    save: (draft: QuotationDraft) =>
      void submit({ intent: 'save', quotation: payloadOf(draft), inquiry: draft.inquiry }),
    /** Sends the quotation, saving it first when the form has changed since. */
    send: (draft: QuotationDraft, dirty: boolean) =>
      thenClose(submit({ intent: 'send', quotation: dirty ? payloadOf(draft) : null })),
    revise: () => void submit({ intent: 'revise' }),
    remove: () => thenClose(submit({ intent: 'delete' })),
    pdf: (open: typeof previewPdf | typeof downloadPdf) => {
      if (!view) return;
      startPdf(async () => {
        const problem = await open(view);
        if (problem) setShown((now) => ({ ...now, message: { tone: 'error', text: problem } }));
      });
    },
  };
}

export type QuotationActions = ReturnType<typeof useQuotationActions>;
