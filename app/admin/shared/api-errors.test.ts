import { describe, expect, it } from 'vitest';
import { errorSentence, fieldErrorLines, fieldErrors, fieldLabel, itemErrors } from './api-errors';

describe('fieldErrors', () => {
  it('lists field messages and leaves out the summary keys', () => {
    const body = {
      detail: 'name: Product name is required.',
      name: ['Product name is required.'],
      stock: ['Stock is required.', 'Must be a whole number.'],
      request_id: 'abc',
    };
    expect(fieldErrors(body)).toEqual([
      ['name', 'Product name is required.'],
      ['stock', 'Stock is required. Must be a whole number.'],
    ]);
    expect(fieldErrorLines(body)).toEqual([
      'name: Product name is required.',
      'stock: Stock is required. Must be a whole number.',
    ]);
  });

  it('answers nothing for bodies without fields', () => {
    expect(fieldErrors(null)).toEqual([]);
    expect(fieldErrors('boom')).toEqual([]);
    expect(fieldErrors([1, 2])).toEqual([]);
    expect(fieldErrors({ detail: 'x' })).toEqual([]);
  });
});

describe('itemErrors', () => {
  it('reads a list’s errors by item and field, as the API nests them by path', () => {
    const body = {
      detail: 'Item 2: Quantity must be a whole number from 1 to 100000.',
      items: [{}, { quantity: ['Quantity must be a whole number from 1 to 100000.'], product: ['A', 'B'] }],
    };
    expect(fieldErrors(body)).toEqual([]);
    expect(itemErrors(body, 'items')).toEqual({
      list: [],
      items: [{}, { quantity: 'Quantity must be a whole number from 1 to 100000.', product: 'A B' }],
    });
  });

  it('keeps the list’s own messages apart, and answers nothing for a list without errors', () => {
    expect(itemErrors({ items: ['Add at least one item.'] }, 'items')).toEqual({
      list: ['Add at least one item.'],
      items: [],
    });
    expect(itemErrors({ detail: 'x' }, 'items')).toEqual({ list: [], items: [] });
    expect(itemErrors(null, 'items')).toEqual({ list: [], items: [] });
  });
});

describe('errorSentence', () => {
  it('prefers error, then detail, then a plain text body', () => {
    expect(errorSentence({ error: 'E', detail: 'D' })).toBe('E');
    expect(errorSentence({ detail: 'D' })).toBe('D');
    expect(errorSentence('Plain text')).toBe('Plain text');
    expect(errorSentence('<html>proxy error</html>')).toBeNull();
    expect(errorSentence({ name: ['x'] })).toBeNull();
    expect(errorSentence(undefined)).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('capitalises and spaces the field name', () => {
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('discounted_price')).toBe('Discounted price');
  });
});
