import { Download, Eye, FilePlus2, Inbox, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import type { QuotationView } from '~/domain/quotation';
import { adminPaths } from '../../lib/admin-paths';
import { orderNumber, QUOTATION_STATUS_LABELS } from '../shared/labels';
import { QuotationStatusBadge } from '../shared/quotation-status-badge';
import { formatOrderDateTime } from '../shared/shop-dates';
import { AdminPageHeader, Button, Notice } from '../shared/ui';
import type { Message } from '../shared/left-notice';
import { BackToList } from './quotation-form-parts';
import type { quotationButtons } from './quotation-model';
import { downloadPdf, previewPdf } from './quotation-pdf';
import type { QuotationActions } from './use-quotation-actions';

const text = adminMessages.quotations;

/** The title, and for a stored quotation its status and the actions it allows: PDF, revise, delete. */
export function QuotationHeader({
  view,
  allowed,
  actions,
}: {
  view: QuotationView | null;
  allowed: ReturnType<typeof quotationButtons> | null;
  actions: QuotationActions;
}) {
  const { busy } = actions;
  return (
    <>
      <BackToList />
      <AdminPageHeader
        title={view ? `Quotation ${view.number}` : 'New Quotation'}
        description={
          view ? (
            <span className="flex flex-wrap items-center gap-2">
              <QuotationStatusBadge status={view.status} />
              <span>
                Created {formatOrderDateTime(view.created_at)}
                {view.created_by ? ` by ${view.created_by}` : ''}
              </span>
            </span>
          ) : (
            'A priced offer for a customer, saved as a draft until you send it.'
          )
        }
        actions={
          view && (
            <>
              <Button variant="secondary" busy={busy === 'pdf'} onClick={() => actions.pdf(previewPdf)}>
                <Eye aria-hidden="true" className="size-4" />
                Preview PDF
              </Button>
              <Button variant="secondary" disabled={busy === 'pdf'} onClick={() => actions.pdf(downloadPdf)}>
                <Download aria-hidden="true" className="size-4" />
                Download PDF
              </Button>
              {allowed?.revise && (
                <Button variant="secondary" busy={busy === 'revise'} onClick={actions.revise}>
                  <FilePlus2 aria-hidden="true" className="size-4" />
                  Revise
                </Button>
              )}
              {allowed?.delete && (
                <Button variant="danger" onClick={() => actions.ask('delete')}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              )}
            </>
          )
        }
      />
    </>
  );
}

/**
 * Over the form: what the last action did (and where a sent quotation went), where the quotation came from and
 * what it became, and why it can no longer be edited.
 */
export function QuotationNotes({
  view,
  newer,
  editable,
  message,
}: {
  view: QuotationView | null;
  newer: QuotationView | null;
  editable: boolean;
  message: Message | null;
}) {
  return (
    <div className="space-y-4">
      {message && (
        <Notice tone={message.tone}>
          {message.text}
          {message.address && (
            <p className="mt-1">
              {text.publicAddress}:{' '}
              <a href={message.address} target="_blank" rel="noreferrer" className="break-all underline">
                {message.address}
              </a>
            </p>
          )}
        </Notice>
      )}
      {view && <Links view={view} />}
      {view && !editable && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {view.superseded ? (
            <>
              {text.superseded}{' '}
              {newer && (
                <Link
                  to={adminPaths.quotation(newer.id)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  Open {newer.number}
                </Link>
              )}
            </>
          ) : (
            text.readOnly(QUOTATION_STATUS_LABELS[view.status].toLowerCase())
          )}
        </p>
      )}
    </div>
  );
}

/** Where the quotation came from and what it became. */
function Links({ view }: { view: QuotationView }) {
  if (view.inquiry === null && view.order === null && !view.sent_at) return null;
  const link =
    'inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
      {view.inquiry !== null && (
        <Link to={adminPaths.inquiry(view.inquiry)} className={link}>
          <Inbox aria-hidden="true" className="size-4" />
          Inquiry #{view.inquiry}
        </Link>
      )}
      {view.order !== null && (
        <Link to={adminPaths.order(view.order)} className={link}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          Order {orderNumber(view.order)}
        </Link>
      )}
      {view.sent_at && view.status !== 'draft' && (
        <span>
          Sent {formatOrderDateTime(view.sent_at)} ·{' '}
          <a href={view.public_path} target="_blank" rel="noreferrer" className={link}>
            {text.publicAddress}
          </a>
        </span>
      )}
      {view.answered_at && (
        <span>
          {QUOTATION_STATUS_LABELS[view.status]} {formatOrderDateTime(view.answered_at)}
          {view.answer_comment && `: “${view.answer_comment}”`}
        </span>
      )}
    </p>
  );
}
