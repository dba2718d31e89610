import { adminMessages } from '~/domain/admin-messages';
import { priceTiersInputSchema } from '~/domain/pricing-schemas';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { withReason } from '../shared/failure-reason';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';
import { tiersBody, type TierDraft } from './tier-model';

const text = adminMessages.pricing;

/** The tiers editor's one intent; it posts the rows as they are, as JSON. */
export const SAVE_TIERS_INTENT = 'save-tiers';

const refused = (notice: string, errors?: FieldMessages): FormResult => ({
  errors,
  notice: { tone: 'error', text: notice },
});

/** The server's refusal: its messages beside the rows, else its reason under the notice. */
function serverRefusal(failure: unknown, notice: string) {
  const body = failure instanceof ApiError ? failure.body : null;
  const errors = serverFieldMessages(body);
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
    return serverRefusal(failure, text.tiersSaveFailed);
  }
  return { notice: { tone: 'success', text: text.tiersSaved } };
}
