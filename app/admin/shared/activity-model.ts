import type { ActivityEntityType, ActivityValue, ActivityView } from '~/domain/activity';
import { adminMessages } from '~/domain/admin-messages';
import { INQUIRY_STATUSES, ORDER_STATUSES } from '~/domain/constants';
import { LAPTOP_FIELD_LABELS } from '~/domain/catalogue';
import { formatPeso } from '~/domain/price';
import { ORDER_STATUS_LABELS, isQuotationStatus, QUOTATION_STATUS_LABELS } from './labels';
import { formatOrderDateTime } from './shop-dates';
import { adminPaths } from '../../lib/admin-paths';

const text = adminMessages.activity;
const MONEY_FIELDS = new Set(['price', 'discounted_price', 'total', 'discount_amount']);
/** Long texts are shown shortened: the change is the news, the whole text is on the record's own screen. */
const LONG_TEXT = 80;
const LONG_TEXT_FIELDS = new Set(['key_features', 'description', 'notes']);

export interface ChangeLine {
  field: string;
  label: string;
  /** Null for a value a record was created with: there is no "before" to show. */
  from: string | null;
  to: string;
}

/** "Edited product", "Shipped order", "Received inquiry". */
export function activitySentence(entry: Pick<ActivityView, 'action' | 'entity_type'>): string {
  const template: string = text.actions[entry.action] ?? `${entry.action} {entity}`;
  return template.replace('{entity}', text.entity[entry.entity_type] ?? entry.entity_type);
}

/** The name of who did it; nobody signed in means the public website or a command-line script. */
export function actorLabel(entry: Pick<ActivityView, 'actor' | 'action'>): string {
  if (entry.actor.name) return entry.actor.name;
  return entry.action === 'received' ? text.visitor : text.system;
}

export const activityTime = formatOrderDateTime;

function statusLabel(value: string): string {
  if ((ORDER_STATUSES as readonly string[]).includes(value)) {
    return ORDER_STATUS_LABELS[value as keyof typeof ORDER_STATUS_LABELS];
  }
  if ((INQUIRY_STATUSES as readonly string[]).includes(value)) {
    return adminMessages.inquiryInbox.statuses[value as keyof typeof adminMessages.inquiryInbox.statuses];
  }
  if (isQuotationStatus(value)) return QUOTATION_STATUS_LABELS[value];
  return value;
}

function shorten(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > LONG_TEXT ? `${line.slice(0, LONG_TEXT - 1).trimEnd()}…` : line;
}

/** One recorded value as a person reads it: pesos, Hidden/Visible, Yes/No, status names, a dash for none. */
export function valueText(field: string, value: ActivityValue): string {
  if (value === null || value === '') return text.none;
  if (typeof value === 'boolean') {
    return field === 'hidden' ? text.hiddenValues[`${value}`] : text.yesNo[`${value}`];
  }
  if (MONEY_FIELDS.has(field)) return formatPeso(value);
  if (field === 'status') return statusLabel(String(value));
  if (field === 'inquiry') return `#${value}`;
  return LONG_TEXT_FIELDS.has(field) ? shorten(String(value)) : String(value);
}

function fieldLabelOf(field: string): string {
  return text.fields[field] ?? LAPTOP_FIELD_LABELS[field as keyof typeof LAPTOP_FIELD_LABELS] ?? field;
}

export function changeLines(entry: Pick<ActivityView, 'changes' | 'action'>): ChangeLine[] {
  const creation = entry.action === 'created' || entry.action === 'import_created';
  return Object.entries(entry.changes).map(([field, { from, to }]) => ({
    field,
    label: fieldLabelOf(field),
    from: creation && from === null ? null : valueText(field, from),
    to: valueText(field, to),
  }));
}

/** The back-office screen of a recorded thing, or null when it has none (or no longer exists). */
export function entityPath(entry: Pick<ActivityView, 'entity_type' | 'entity_id' | 'action'>): string | null {
  if (entry.entity_id === null || entry.action === 'deleted') return null;
  const paths: Record<ActivityEntityType, string | null> = {
    product: adminPaths.editProduct(entry.entity_id),
    category: adminPaths.editCategory(entry.entity_id),
    order: adminPaths.order(entry.entity_id),
    inquiry: adminPaths.inquiry(entry.entity_id),
    quotation: adminPaths.quotation(entry.entity_id),
    staff: adminPaths.editStaff(entry.entity_id),
    settings: adminPaths.settings,
    pricing: null,
    customer: adminPaths.customer(entry.entity_id),
    shipment: adminPaths.deliveries,
    invoice: adminPaths.invoice(entry.entity_id),
    payment: adminPaths.payments,
  };
  return paths[entry.entity_type] ?? null;
}

/** The API query of a history page; empty filters are left out. */
export function activityQuery(filters: {
  entityType?: ActivityEntityType | null;
  entityId?: number | null;
  q?: string;
  before?: number | null;
  limit?: number;
}) {
  return {
    entity_type: filters.entityType || undefined,
    entity_id: filters.entityId || undefined,
    q: filters.q?.trim().slice(0, 200) || undefined,
    before: filters.before || undefined,
    limit: filters.limit || undefined,
  };
}
