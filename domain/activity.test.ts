import { describe, expect, it } from 'vitest';
import { activityQuerySchema, changedFields } from './activity';

describe('changedFields', () => {
  it('lists only the fields whose value differs, with both values', () => {
    expect(
      changedFields(
        { name: 'Printer', price: '1000.00', hidden: false, stock: 3 },
        { name: 'Printer', price: '900.00', hidden: true, stock: 3 },
      ),
    ).toEqual({ price: { from: '1000.00', to: '900.00' }, hidden: { from: false, to: true } });
  });

  it('treats a field missing before as null, and compares 0 and null as different', () => {
    expect(changedFields({}, { discounted_price: null, stock: 0 })).toEqual({ stock: { from: null, to: 0 } });
    expect(changedFields({ stock: null }, { stock: 0 })).toEqual({ stock: { from: null, to: 0 } });
  });

  it('answers nothing for equal records', () => {
    expect(changedFields({ a: 'x', b: 1 }, { a: 'x', b: 1 })).toEqual({});
  });
});

describe('activityQuerySchema', () => {
  it('reads query strings and defaults the page size', () => {
    expect(activityQuerySchema.parse({ entity_type: 'order', entity_id: '12', before: '99' })).toEqual({
      entity_type: 'order',
      entity_id: 12,
      before: 99,
      limit: 50,
    });
  });

  it('refuses unknown types, zero or fractional ids and oversized pages', () => {
    for (const query of [
      { entity_type: 'planet' },
      { entity_id: '0' },
      { before: '1.5' },
      { limit: '101' },
    ]) {
      expect(activityQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
