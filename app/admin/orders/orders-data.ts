import { redirect } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_PAGE_SIZE } from '~/domain/constants';
import { orderInputSchema, orderUpdateSchema, type OrderStatus } from '~/domain/order';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { isSuperuser } from '../../lib/session';
import { loadRecordHistory } from '../shared/activity-history';
import { requireStaff } from '../shared/admin-session';
import { errorSentence } from '../shared/api-errors';
import { formValues, schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';
import {
  listHref,
  pageCount,
  positiveInt,
  readListState,
  type ListParamsConfig,
} from '../shared/list-params';
import { isOrderStatus } from './order-model';
import { orderBody, prefillFromInquiry } from './order-form-model';
import { searchCatalogue } from '../shared/catalogue-search';

const text = adminMessages.orders;

/** What the orders list keeps in its URL; `new` and `inquiry` open the new order's form besides. */
export const ORDER_LIST: ListParamsConfig<'status'> = {
  search: 'query',
  detail: 'order',
  filters: { status: isOrderStatus },
};

/** The URL without the names that open the new order's form, which a save or a cancel closes. */
export const WITHOUT_FORM = { extra: { new: null, inquiry: null } };

/** What the orders screen posts as `intent`. */
export const ORDER_INTENTS = {
  status: 'change-status',
  remove: 'delete-order',
  save: 'save-order',
  reserve: 'reserve-stock',
} as const;

/** The action's answer, with the intent it answers so the list and the form each show their own. */
export interface OrderOutcome extends FormResult {
  intent: (typeof ORDER_INTENTS)[keyof typeof ORDER_INTENTS];
  /** The order was created, changed or reserved: the form or the reserve dialog closes. */
  saved?: boolean;
}

const STATUS_DONE: Record<Exclude<OrderStatus, 'pending'>, string> = {
  shipped: text.shipped,
  delivered: text.delivered,
  cancelled: text.cancelled,
};

const bodyOf = (failure: unknown) => (failure instanceof ApiError ? failure.body : null);

/** The open order with its history, fetched together; a failed history is the history panel's to show. */
async function loadDetail(id: number) {
  const [shown, history] = await Promise.all([
    unwrap(api.GET('/api/orders/{id}/', { params: { path: { id } } })).then(
      (order) => ({ order, error: null }),
      (failure: unknown) => ({ order: null, error: errorSentence(bodyOf(failure)) ?? text.loadFailed }),
    ),
    loadRecordHistory('order', id),
  ]);
  return { id, ...shown, history };
}

async function loadPrefill(id: number) {
  try {
    const prefill = prefillFromInquiry(
      await unwrap(api.GET('/api/inquiries/{id}/', { params: { path: { id } } })),
    );
    return {
      ...prefill,
      pickerSearch: prefill.pickerQuery ? await searchCatalogue(prefill.pickerQuery) : null,
    };
  } catch {
    return 'failed' as const;
  }
}

/**
 * The page of orders the URL asks for, the open order's details, and the inquiry a new order is filled in from.
 * A failed list keeps the screen (the list offers a retry); a page past the end, such as after deleting the last
 * order of the last page, goes to the last page there is.
 */
export async function loadOrders(request: Request) {
  await requireStaff();
  const url = new URL(request.url);
  const { search, page, detail, filters } = readListState(url.searchParams, ORDER_LIST);
  const inquiry = positiveInt(url.searchParams.get('inquiry'));
  const query = {
    page_size: ORDER_PAGE_SIZE,
    page,
    status: isOrderStatus(filters.status) ? filters.status : undefined,
    query: search.slice(0, 200) || undefined,
  };
  const [orders, shown, prefill] = await Promise.all([
    unwrap(api.GET('/api/orders/', { params: { query } })).catch(() => null),
    detail === null ? null : loadDetail(detail),
    inquiry === null ? null : loadPrefill(inquiry),
  ]);
  if (orders && orders.results.length === 0 && page > 1 && orders.count > 0) {
    const last = pageCount(orders.count, ORDER_PAGE_SIZE);
    throw redirect(`${url.pathname}${listHref(url.searchParams, ORDER_LIST, { page: last })}`);
  }
  return { orders, detail: shown, prefill, superuser: isSuperuser() };
}

async function changeStatus(id: number, status: string): Promise<OrderOutcome> {
  const intent = ORDER_INTENTS.status;
  try {
    const next = status as Exclude<OrderStatus, 'pending'>;
    await unwrap(api.PATCH('/api/orders/{id}/', { params: { path: { id } }, body: { status: next } }));
    return { intent, notice: { tone: 'success', text: STATUS_DONE[next] } };
  } catch (failure) {
    return { intent, notice: { tone: 'error', text: errorSentence(bodyOf(failure)) ?? text.statusFailed } };
  }
}

/** Confirms the order, reserving its stock; a shortfall's refusal stays in the dialog, which asks for a reason. */
async function reserveStock(id: number, reason: string): Promise<OrderOutcome> {
  const intent = ORDER_INTENTS.reserve;
  try {
    await unwrap(
      api.POST('/api/orders/{id}/confirm/', { params: { path: { id } }, body: reason ? { reason } : {} }),
    );
    return { intent, saved: true, notice: { tone: 'success', text: text.reserved } };
  } catch (failure) {
    const fields = serverFieldMessages(bodyOf(failure));
    const sentence = hasMessages(fields) ? null : errorSentence(bodyOf(failure));
    return { intent, errors: fields, notice: { tone: 'error', text: sentence ?? text.reserveFailed } };
  }
}

async function deleteOrder(id: number): Promise<OrderOutcome> {
  const intent = ORDER_INTENTS.remove;
  try {
    await unwrap(api.DELETE('/api/orders/{id}/', { params: { path: { id } } }));
    return { intent, notice: { tone: 'success', text: text.deleted } };
  } catch (failure) {
    return { intent, notice: { tone: 'error', text: errorSentence(bodyOf(failure)) ?? text.deleteFailed } };
  }
}

/**
 * Records a new order, or replaces a pending one's details and lines (`order` names it). The body is checked
 * first with the schema the API parses it with, so a line of 0 is refused beside that line before any request;
 * the server's refusals come back by the same paths.
 */
async function saveOrder(values: Record<string, string>): Promise<OrderOutcome> {
  const intent = ORDER_INTENTS.save;
  const id = positiveInt(values.order ?? null);
  const body = orderBody(values, id !== null);
  const errors = schemaMessages(id === null ? orderInputSchema : orderUpdateSchema, body);
  if (hasMessages(errors)) return { intent, errors, notice: { tone: 'error', text: text.saveFailed } };
  try {
    if (id === null) await unwrap(api.POST('/api/orders/', { body }));
    else await unwrap(api.PUT('/api/orders/{id}/', { params: { path: { id } }, body }));
    return {
      intent,
      saved: true,
      notice: { tone: 'success', text: id === null ? text.created : text.updated },
    };
  } catch (failure) {
    const fields = serverFieldMessages(bodyOf(failure));
    const sentence = hasMessages(fields) ? null : errorSentence(bodyOf(failure));
    return { intent, errors: fields, notice: { tone: 'error', text: sentence ?? text.saveFailed } };
  }
}

export async function changeOrders(request: Request): Promise<OrderOutcome> {
  const { intent, id = '', status = '', ...values } = await formValues(request);
  if (intent === ORDER_INTENTS.status) return changeStatus(Number(id), status);
  if (intent === ORDER_INTENTS.reserve) return reserveStock(Number(id), values.reason?.trim() ?? '');
  if (intent === ORDER_INTENTS.remove) return deleteOrder(Number(id));
  return saveOrder(values);
}
