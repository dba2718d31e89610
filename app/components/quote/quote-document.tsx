import type { ReactNode } from 'react';
import { formatShopDay } from '~/domain/dates';
import { formatPeso } from '~/domain/price';
import { messages } from '~/domain/messages';
import type { PublicQuotationView } from '~/domain/quotation';

const text = messages.quote;

/** What a customer's page knows of a quotation: the public quote page's and the account's (server/services/quotations/answers.ts). */
export interface QuoteDocumentData {
  quotation: PublicQuotationView;
  state: 'open' | 'expired' | 'accepted' | 'declined' | 'superseded';
  order: number | null;
}

/** The answer a page's action gave: thanks, or why it was refused, and the comment to show again. */
export interface QuoteAnswerResult {
  ok: boolean;
  text: string;
  comment: string;
}

function StateNote({ found }: { found: QuoteDocumentData }) {
  const note = {
    open: null,
    expired: text.expired(formatShopDay(found.quotation.valid_until)),
    accepted: text.acceptedNote,
    declined: text.declinedNote,
    superseded: text.superseded,
  }[found.state];
  if (!note) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {note}
      {found.state === 'accepted' && found.order !== null && <> {text.orderNote(found.order)}</>}
    </p>
  );
}

/**
 * A quotation as its customer reads it, with Accept and Decline while it is open: a plain form post to the
 * page's own action, so it works without JavaScript. The public page (/quote/{token}) and the signed-in
 * account's page (/account/quotations/{id}) both render it.
 */
export function QuoteDocument({
  found,
  actionData,
  download,
  before,
}: {
  found: QuoteDocumentData;
  actionData: QuoteAnswerResult | undefined;
  /** Where the PDF is: the e-mail's attachment, or a link. */
  download: ReactNode;
  /** Shown above the heading (the account's way back). */
  before?: ReactNode;
}) {
  const { quotation } = found;
  const state = actionData?.ok ? null : found.state;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      {before}
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{text.title(quotation.number)}</h1>
        <p className="text-slate-600">
          {text.for} <strong>{quotation.customer_name}</strong>
          {quotation.customer_company && <>, {quotation.customer_company}</>}
        </p>
        <p className="text-slate-600">
          {text.validUntil}: <strong>{formatShopDay(quotation.valid_until)}</strong>
        </p>
      </header>

      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`rounded-lg border p-4 ${actionData.ok ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}
        >
          {actionData.text}
        </p>
      )}
      {!actionData?.ok && <StateNote found={found} />}

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th className="py-2 pr-2">{text.columns.description}</th>
              <th className="py-2 pr-2 text-right">{text.columns.quantity}</th>
              <th className="py-2 pr-2 text-right">{text.columns.unitPrice}</th>
              <th className="py-2 text-right">{text.columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {quotation.lines.map((line, index) => (
              // Lines never move on this page, and their ids stay on the server.
              <tr key={index} className="border-b border-slate-200">
                <td className="py-2 pr-2">{line.description}</td>
                <td className="py-2 pr-2 text-right">{line.quantity}</td>
                <td className="py-2 pr-2 text-right">{formatPeso(line.unit_price)}</td>
                <td className="py-2 text-right">{formatPeso(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ml-auto grid max-w-sm grid-cols-2 gap-y-1 text-sm">
        {Number(quotation.discount) > 0 && (
          <>
            <dt>{text.linesTotal}</dt>
            <dd className="text-right">{formatPeso(quotation.lines_total)}</dd>
            <dt>{text.discount}</dt>
            <dd className="text-right">−{formatPeso(quotation.discount)}</dd>
          </>
        )}
        <dt>{text.vatableSales}</dt>
        <dd className="text-right">{formatPeso(quotation.subtotal)}</dd>
        <dt>{text.vat}</dt>
        <dd className="text-right">{formatPeso(quotation.vat)}</dd>
        <dt className="border-t border-slate-400 pt-1 text-base font-bold">{text.total}</dt>
        <dd className="border-t border-slate-400 pt-1 text-right text-base font-bold">
          {formatPeso(quotation.total)}
        </dd>
      </dl>

      {quotation.terms && (
        <section>
          <h2 className="font-semibold text-slate-900">{text.terms}</h2>
          <p className="whitespace-pre-line text-slate-700">{quotation.terms}</p>
        </section>
      )}
      {quotation.notes && (
        <section>
          <h2 className="font-semibold text-slate-900">{text.notes}</h2>
          <p className="whitespace-pre-line text-slate-700">{quotation.notes}</p>
        </section>
      )}
      <div className="text-sm text-slate-600">{download}</div>

      {state === 'open' && (
        <form method="post" className="space-y-3 rounded-lg border border-slate-200 p-4">
          <p className="text-slate-700">{text.answerPrompt}</p>
          <label htmlFor="quote-comment" className="block text-sm font-medium text-slate-800">
            {text.commentLabel}
          </label>
          <textarea
            id="quote-comment"
            name="comment"
            rows={3}
            maxLength={2000}
            defaultValue={actionData?.comment ?? ''}
            aria-describedby="quote-comment-hint"
            className="w-full rounded-md border border-slate-300 p-2"
          />
          <p id="quote-comment-hint" className="text-xs text-slate-600">
            {text.commentHint}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="accept"
              className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
            >
              {text.accept}
            </button>
            <button
              type="submit"
              name="intent"
              value="decline"
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              {text.decline}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
