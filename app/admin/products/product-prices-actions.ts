import { adminMessages } from '~/domain/admin-messages';
import { productPricingInputSchema } from '~/domain/pricing-schemas';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';
import { pricingBody, pricingMessagesByRow, type PricingDraft } from './product-prices-model';

const text = adminMessages.pricing;

/** The Prices section's intent on the edit screen; it posts its rows as they are, as JSON. */
export const SAVE_PRICES_INTENT = 'save-prices';

const refused = (notice: string, errors?: FieldMessages): FormResult => ({
  errors,
  notice: { tone: 'error', text: notice },
});

/** The server's refusal: its messages beside the rows, else its reason under the notice. */
function serverRefusal(failure: unknown, notice: string, byRow: (errors: FieldMessages) => FieldMessages) {
  const body = failure instanceof ApiError ? failure.body : null;
  const errors = byRow(serverFieldMessages(body));
  return refused(hasMessages(errors) ? notice : withReason(notice, body), errors);
}

/**
 * Checks a product's prices with the API's schema, then replaces them with one PUT; the product's own fields are
 * another intent and stay as they are. Tier prices left empty are not sent, so their messages are moved back to
 * the tier they came from (`tier_price.3`).
 */
export async function savePrices(productId: number, draft: PricingDraft): Promise<FormResult> {
  const { body, tierOfPrice } = pricingBody(draft);
  const byRow = (messages: FieldMessages) => pricingMessagesByRow(messages, tierOfPrice);
  const errors = byRow(schemaMessages(productPricingInputSchema, body));
  if (hasMessages(errors)) return refused(text.pricesSaveFailed, errors);
  try {
    await unwrap(
      api.PUT('/api/products/id/{id}/pricing/', { params: { path: { id: productId } }, body: body as never }),
    );
  } catch (failure) {
    return serverRefusal(failure, text.pricesSaveFailed, byRow);
  }
  return { notice: { tone: 'success', text: text.pricesSaved } };
}

/**
 * A product's prices and the tiers to price, for its edit screen. A failure is part of the answer, not thrown:
 * the Prices section says so, and the product's own form still works.
 */
export async function loadProductPrices(productId: number) {
  try {
    const [pricing, tiers] = await Promise.all([
      unwrap(api.GET('/api/products/id/{id}/pricing/', { params: { path: { id: productId } } })),
      unwrap(api.GET('/api/price-tiers/')),
    ]);
    return { pricing, tiers };
  } catch {
    return null;
  }
}

export type ProductPrices = NonNullable<Awaited<ReturnType<typeof loadProductPrices>>>;
