import { adminMessages } from '~/domain/admin-messages';
import { stockMovementInputSchema } from '~/domain/stock-schemas';
import { api, ApiError, formData, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';

const text = adminMessages.stockSection;

/** The Stock section's intents on the edit screen, posted as plain forms beside the product's own. */
export const RECORD_MOVEMENT_INTENT = 'record-movement';
export const SAVE_TRACKING_INTENT = 'save-tracking';

/** How many of the newest movements the section lists. */
const LEDGER_ROWS = 25;

/** The product's newest movements; a failure is part of the answer, shown by the section alone. */
export async function loadStockLedger(productId: number) {
  try {
    return await unwrap(
      api.GET('/api/stock-movements/', {
        params: { query: { product: productId, page_size: LEDGER_ROWS } },
      }),
    );
  } catch {
    return null;
  }
}

export type StockLedger = NonNullable<Awaited<ReturnType<typeof loadStockLedger>>>;

function refusal(failure: unknown, notice: string): FormResult {
  const body = failure instanceof ApiError ? failure.body : null;
  const errors = serverFieldMessages(body);
  return {
    errors,
    notice: { tone: 'error', text: hasMessages(errors) ? notice : withReason(notice, body) },
  };
}

/** A receipt, a return or an adjustment, checked with the API's own schema first. */
export async function recordMovement(productId: number, values: Record<string, string>): Promise<FormResult> {
  const body = {
    product: productId,
    kind: values.kind ?? '',
    quantity: values.quantity ?? '',
    reason: values.reason ?? '',
  };
  const errors = schemaMessages(stockMovementInputSchema, body);
  if (hasMessages(errors)) return { errors, notice: { tone: 'error', text: text.recordFailed } };
  try {
    await unwrap(api.POST('/api/stock-movements/', { body: stockMovementInputSchema.parse(body) }));
  } catch (failure) {
    return refusal(failure, text.recordFailed);
  }
  return { notice: { tone: 'success', text: text.recorded } };
}

/** Whether deliveries ask for serial numbers, and the warranty they carry; the rest of the product stays. */
export async function saveTracking(productId: number, values: Record<string, string>): Promise<FormResult> {
  try {
    await unwrap(
      api.PUT('/api/products/id/{id}/', {
        params: { path: { id: productId } },
        body: {
          serialized: values.serialized === 'on',
          warranty_months: values.warranty_months ?? '',
          version: values.version ?? '',
        } as never,
        bodySerializer: formData,
      }),
    );
  } catch (failure) {
    return refusal(failure, text.trackingFailed);
  }
  return { notice: { tone: 'success', text: text.trackingSaved } };
}
