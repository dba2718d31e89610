import { adminMessages } from '~/domain/admin-messages';
import { inquiryUpdateSchema } from '~/domain/inquiry';
import { QUOTATION_PAGE_SIZE, type QuotationView } from '~/domain/quotation';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { loadRecordHistory, type HistoryPage } from '../shared/activity-history';
import { errorSentence } from '../shared/api-errors';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import { inboxRequest, type InquiryView } from './inquiry-inbox';

const text = adminMessages.inquiryInbox;

/** The inquiry open beside the list, with its quotations and its history; or why it cannot be shown. */
export type OpenInquiry =
  | { inquiry: InquiryView; quotations: QuotationView[] | null; history: HistoryPage }
  | { inquiry: null; missing: boolean };

/**
 * The inquiry, its quotations and its history, fetched together. Its quotations or history failing leaves
 * the inquiry readable with a sentence in their place; the inquiry failing is told apart as gone (404) or
 * not loaded.
 */
async function loadInquiry(id: number): Promise<OpenInquiry> {
  const [[inquiry, quotations], history] = await Promise.all([
    Promise.allSettled([
      unwrap(api.GET('/api/inquiries/{id}/', { params: { path: { id } } })),
      unwrap(
        api.GET('/api/quotations/', { params: { query: { inquiry: id, page_size: QUOTATION_PAGE_SIZE } } }),
      ),
    ]),
    loadRecordHistory('inquiry', id),
  ]);
  if (inquiry.status === 'rejected') {
    return { inquiry: null, missing: inquiry.reason instanceof ApiError && inquiry.reason.status === 404 };
  }
  return {
    inquiry: inquiry.value,
    quotations: quotations.status === 'fulfilled' ? quotations.value.results : null,
    history,
  };
}

/**
 * What an inbox URL shows: the listed page (null and `failed` when it could not be loaded, so the screen keeps
 * its frame and offers a retry) and the open inquiry, loaded side by side.
 */
export async function loadInbox(url: URL) {
  const { query, detail } = inboxRequest(url.searchParams);
  const [list, open] = await Promise.all([
    unwrap(api.GET('/api/inquiries/', { params: { query } })).catch(() => null),
    detail === null ? null : loadInquiry(detail),
  ]);
  return { list, failed: list === null, open };
}

/**
 * Saves the follow-up form (status and notes) after checking it with the API's own schema; the server's field
 * refusals come back beside their fields, any other refusal as its sentence.
 */
export async function saveFollowUp(form: Record<string, string>): Promise<FormResult> {
  const { id, ...values } = form;
  const checked = inquiryUpdateSchema.safeParse(values);
  if (!checked.success) {
    return { errors: schemaMessages(inquiryUpdateSchema, values), notice: failed(text.updateFailed) };
  }
  try {
    await unwrap(
      api.PATCH('/api/inquiries/{id}/', { params: { path: { id: Number(id) } }, body: checked.data }),
    );
    return { notice: { tone: 'success', text: text.updated } };
  } catch (failure) {
    const body = failure instanceof ApiError ? failure.body : null;
    const errors = serverFieldMessages(body);
    const sentence = hasMessages(errors) ? null : errorSentence(body);
    return { errors, notice: failed(sentence ?? text.updateFailed) };
  }
}

function failed(sentence: string): FormResult['notice'] {
  return { tone: 'error', text: sentence };
}

const customerText = adminMessages.documentCustomer;

/** The intents of the inquiry's Customer section, answered by `changeCustomer`. */
export const CUSTOMER_INTENTS = { link: 'link-customer', create: 'create-customer' } as const;

/**
 * The Customer section's changes: link the inquiry to a customer (`customer` blank unlinks it), or make a
 * customer from it. The router then loads the inquiry again, so the section shows the change.
 */
export async function changeCustomer(intent: string, form: Record<string, string>): Promise<FormResult> {
  const id = Number(form.id);
  try {
    if (intent === CUSTOMER_INTENTS.create) {
      const linked = await unwrap(api.POST('/api/inquiries/{id}/customer/', { params: { path: { id } } }));
      return { notice: { tone: 'success', text: customerText.createdNotice(linked.customer?.code ?? '') } };
    }
    const customer = form.customer ? Number(form.customer) : null;
    const linked = await unwrap(
      api.PATCH('/api/inquiries/{id}/', { params: { path: { id } }, body: { customer_id: customer } }),
    );
    return {
      notice: {
        tone: 'success',
        text: linked.customer ? customerText.linkedNotice(linked.customer.name) : customerText.unlinkedNotice,
      },
    };
  } catch (failure) {
    const reason = failure instanceof ApiError ? errorSentence(failure.body) : null;
    return { notice: failed(reason ?? customerText.failed) };
  }
}
