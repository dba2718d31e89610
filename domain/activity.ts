import { z } from 'zod';
import { ROW_ID_MAX } from './constants';
import type { activityPageSchema, activityViewSchema } from './views';

/** What the history records changes to. Staff-account entries are for superusers only. */
export const ACTIVITY_ENTITY_TYPES = [
  'product',
  'category',
  'order',
  'inquiry',
  'quotation',
  'staff',
  'settings',
  'pricing',
  'customer',
  'shipment',
  'invoice',
  'payment',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];
/** History only superusers read: staff accounts and the company settings are their screens alone. */
export const SUPERUSER_ONLY_TYPES: ReadonlySet<ActivityEntityType> = new Set(['staff', 'settings']);

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'hidden',
  'unhidden',
  'image_added',
  'image_removed',
  'import_created',
  'import_updated',
  'shipped',
  'delivered',
  'cancelled',
  'stock_out',
  'stock_back',
  'received',
  'sent',
  'revised',
  'accepted',
  'declined',
  'merged',
  'confirmed',
  'reserved',
  'released',
  'stock_received',
  'stock_adjusted',
  'voided',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export type ActivityValue = string | number | boolean | null;
/** Field name → its value before and after; only the fields that changed. */
export type ActivityChanges = Record<string, { from: ActivityValue; to: ActivityValue }>;

export type ActivityView = z.infer<typeof activityViewSchema>;

export type ActivityPage = z.infer<typeof activityPageSchema>;

const ACTIVITY_PAGE_SIZE = 50;
const ACTIVITY_MAX_PAGE_SIZE = 100;

const positiveId = z.coerce
  .number({ error: 'Enter a whole number.' })
  .int({ error: 'Enter a whole number.' })
  .positive({ error: 'Enter a whole number.' })
  .max(ROW_ID_MAX, { error: `Ensure this value is at most ${ROW_ID_MAX}.` });

export const activityQuerySchema = z.object({
  entity_type: z
    .enum(ACTIVITY_ENTITY_TYPES, { error: `Choose one of: ${ACTIVITY_ENTITY_TYPES.join(', ')}.` })
    .optional(),
  entity_id: positiveId.optional(),
  actor: positiveId.optional(),
  q: z.string().trim().max(200, { error: 'Ensure this field has no more than 200 characters.' }).optional(),
  before: positiveId.optional(),
  limit: z.coerce
    .number({ error: 'Enter a whole number.' })
    .int({ error: 'Enter a whole number.' })
    .min(1, { error: 'Enter a whole number.' })
    .max(ACTIVITY_MAX_PAGE_SIZE, { error: `Ensure this value is at most ${ACTIVITY_MAX_PAGE_SIZE}.` })
    .default(ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * The fields of `after` whose value differs from `before`. Both sides must be in one representation (money
 * as the database's "1234.50" strings, ids replaced by names) for equal values to compare equal.
 */
export function changedFields(
  before: Record<string, ActivityValue>,
  after: Record<string, ActivityValue>,
): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}
