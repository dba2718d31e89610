import { adminMessages } from '~/domain/admin-messages';
import { priceTiersInputSchema, productPricingInputSchema } from '~/domain/pricing-schemas';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';
import {
  pricingBody,
  pricingMessagesByRow,
  tiersBody,
  type PricingDraft,
  type TierDraft,
} from './pricing-model';

const text = adminMessages.pricing;

/** What a form intent of the pricing screens posts, as JSON: the editor's rows as they are. */
export const PRICING_INTENTS = { saveTiers: 'save-tiers', savePrices: 'save-prices' } as const;

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
 * Checks the tiers with the schema the API parses them with, then replaces them all with one PUT. Messages are
 * keyed by the API's paths (`tiers.1.category_discounts.0.percent`): every row is sent, so a path is its row.
 */
export async function saveTiers(tiers: TierDraft[]): Promise<FormResult> {
  const body = tiersBody(tiers);
  const errors = schemaMessages(priceTiersInputSchema, body);
  if (hasMessages(errors)) return refused(text.tiersSaveFailed, errors);
  try {
    await unwrap(api.PUT('/api/price-tiers/', { body: body as never }));
  } catch (failure) {
    return serverRefusal(failure, text.tiersSaveFailed, (messages) => messages);
  }
  return { notice: { tone: 'success', text: text.tiersSaved } };
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
