import { describe, expect, it } from 'vitest';
import type { ActivityView } from '~/domain/activity';
import {
  activityQuery,
  activitySentence,
  actorLabel,
  changeLines,
  entityPath,
  valueText,
} from './activity-model';

const entry = (fields: Partial<ActivityView>): ActivityView => ({
  id: 1,
  occurred_at: '2026-11-22T08:00:00.000Z',
  actor: { id: 2, name: 'maria' },
  entity_type: 'product',
  entity_id: 7,
  entity_label: 'HP LaserJet Pro',
  action: 'updated',
  changes: {},
  note: '',
  ...fields,
});

describe('activitySentence', () => {
  it('reads as a sentence about the kind of record', () => {
    expect(activitySentence(entry({}))).toBe('Edited product');
    expect(activitySentence(entry({ action: 'stock_out' }))).toBe('Shipped stock of product');
    expect(activitySentence(entry({ action: 'received', entity_type: 'inquiry' }))).toBe('Received inquiry');
    expect(activitySentence(entry({ action: 'created', entity_type: 'staff' }))).toBe(
      'Created staff account',
    );
  });
});

describe('actorLabel', () => {
  it('names the person, the website visitor or the system', () => {
    expect(actorLabel(entry({}))).toBe('maria');
    expect(actorLabel(entry({ actor: { id: null, name: '' }, action: 'received' }))).toBe('Website visitor');
    expect(actorLabel(entry({ actor: { id: null, name: '' } }))).toBe('System');
  });
});

describe('valueText and changeLines', () => {
  it('shows pesos, visibility, yes/no, statuses and a dash for nothing', () => {
    expect(valueText('price', '1299.5')).toBe('₱1,299.50');
    expect(valueText('hidden', true)).toBe('Hidden');
    expect(valueText('is_superuser', false)).toBe('No');
    expect(valueText('status', 'in_progress')).toBe('In progress');
    expect(valueText('status', 'shipped')).toBe('Shipped');
    expect(valueText('status', 'sent')).toBe('Sent');
    expect(valueText('total', '2240.00')).toBe('₱2,240.00');
    expect(valueText('discounted_price', null)).toBe('—');
    expect(valueText('stock', 0)).toBe('0');
  });

  it('shortens long texts to one line', () => {
    const long = `${'Fast printing. '.repeat(10)}\nDuplex`;
    const shown = valueText('key_features', long);
    expect(shown.length).toBe(80);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toContain('\n');
  });

  it('labels fields, laptop specs included', () => {
    expect(
      changeLines(
        entry({
          changes: { price: { from: '1000.00', to: '900.00' }, ram_size: { from: '8GB', to: '16GB' } },
        }),
      ),
    ).toEqual([
      { field: 'price', label: 'Price', from: '₱1,000.00', to: '₱900.00' },
      { field: 'ram_size', label: 'RAM', from: '8GB', to: '16GB' },
    ]);
  });
});

describe('entityPath', () => {
  it('links to the screen of each kind of record, never to a deleted one', () => {
    expect(entityPath(entry({}))).toBe('/admin-edit-product/7');
    expect(entityPath(entry({ entity_type: 'order' }))).toBe('/admin-orders?order=7');
    expect(entityPath(entry({ entity_type: 'inquiry' }))).toBe('/admin-inquiries?id=7');
    expect(entityPath(entry({ entity_type: 'staff' }))).toBe('/edit-staff/7');
    expect(entityPath(entry({ entity_type: 'category' }))).toBe('/admin/categories/7/edit');
    expect(entityPath(entry({ entity_type: 'quotation' }))).toBe('/admin-quotations/7');
    expect(entityPath(entry({ entity_type: 'customer' }))).toBe('/admin-customers/7');
    expect(entityPath(entry({ action: 'deleted' }))).toBeNull();
  });
});

describe('activityQuery', () => {
  it('leaves out empty filters', () => {
    expect(activityQuery({ entityType: null, entityId: null, q: '  ', before: null })).toEqual({});
    expect(activityQuery({ entityType: 'product', entityId: 7, q: '  hp ', before: 40, limit: 20 })).toEqual({
      entity_type: 'product',
      entity_id: 7,
      q: 'hp',
      before: 40,
      limit: 20,
    });
  });
});
