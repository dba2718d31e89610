/** Sending a draft to the customer: the status change, the PDF and the e-mail, in one transaction. */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db/client';
import { quotations } from '~/db/schema';
import { adminMessages } from '~/domain/admin-messages';
import {
  effectiveStatus,
  quotationAllows,
  quotationNumber,
  quotationFileName,
  shopDate,
  type QuotationView,
} from '~/domain/quotation';
import { ConflictError, fieldError } from '~/server/errors';
import { recordActivity, type Actor } from '../activity/activity';
import { selectWithCreator } from '../shared/created-by';
import { markInquiryQuoted } from '../inquiries/inquiries';
import { linkTo, quotationMessage } from '../mail/mail-messages';
import type { MediaStore } from '../media/media-store';
import { queueMail, type MailEnv } from '../mail/outbox';
import { currentSettings } from '../settings/settings';
import { toViews, getQuotation, lockQuotation, quotationLabel, siteOf } from './quotations';
import { latestRevision } from './numbering';

export interface SendDeps {
  db: Db;
  env: MailEnv;
  media: MediaStore;
  wakeMail?: () => void;
}

export interface SentQuotation extends QuotationView {
  /** The customer's page: a full address when the shop's public address is known, else its path. */
  public_url: string;
  /** Whether an e-mail was queued (false when mail is not configured). */
  emailed: boolean;
}

/**
 * Marks a draft sent and e-mails the customer the PDF with the link to their page, in one transaction: the
 * message is queued exactly when the status changes. A superseded or already expired draft cannot go out.
 */
export async function sendQuotation(
  deps: SendDeps,
  id: number,
  actor: Actor,
  now: Date,
): Promise<SentQuotation> {
  const today = shopDate(now);
  let emailed = false;
  await deps.db.transaction(async (tx) => {
    const row = await lockQuotation(tx, id);
    const status = effectiveStatus(row.status, row.validUntil, today);
    if (!quotationAllows(status, 'send')) {
      throw new ConflictError(adminMessages.quotation.notSendable(status));
    }
    if ((await latestRevision(tx, row.number)) > row.revision) {
      throw new ConflictError(adminMessages.quotation.notLatest(quotationNumber(row.number, row.revision)));
    }
    if (row.validUntil < today) throw fieldError('valid_until', adminMessages.quotation.validUntilPast);
    await tx
      .update(quotations)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(eq(quotations.id, id));
    const [view] = await toViews(
      tx,
      await selectWithCreator(tx, quotations).where(eq(quotations.id, id)),
      today,
    );
    const { settings } = await currentSettings(tx);
    const pdf = await renderQuotationPdf(tx, deps.media, view!);
    emailed = await queueMail(
      tx,
      deps.env,
      settings,
      {
        kind: 'quotation',
        quotationId: id,
        recipients: [row.customerEmail],
        replyTo: settings.email,
        ...quotationMessage(view!, settings, linkTo(siteOf(deps.env, settings), view!.public_path)),
        attachments: [
          {
            filename: quotationFileName(view!.number),
            contentType: 'application/pdf',
            base64: pdf.toString('base64'),
          },
        ],
      },
      now,
    );
    await recordActivity(tx, actor, now, {
      entityType: 'quotation',
      entityId: id,
      entityLabel: quotationLabel(row),
      action: 'sent',
      changes: { status: { from: 'draft', to: 'sent' } },
      note: row.customerEmail,
    });
    if (row.inquiryId !== null) await markInquiryQuoted(tx, row.inquiryId, actor, now, view!.number);
  });
  if (emailed) deps.wakeMail?.();
  const view = (await getQuotation(deps.db, id, now))!;
  const site = siteOf(deps.env, (await currentSettings(deps.db)).settings);
  return { ...view, public_url: `${site}${view.public_path}`, emailed };
}

/**
 * The PDF renderer is imported when a quotation is first drawn: @react-pdf/renderer and its fonts cost the
 * server about 54 MB of resident memory that serving the shop's pages never needs.
 */
export async function renderQuotationPdf(
  db: DbOrTx,
  media: MediaStore,
  quotation: QuotationView,
): Promise<Buffer> {
  const { quotationPdf } = await import('./quotation-pdf');
  return quotationPdf(db, media, quotation);
}
