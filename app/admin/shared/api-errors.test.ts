import { describe, expect, it } from 'vitest';
import { errorSentence, fieldErrorLines, fieldErrors, fieldLabel } from './api-errors';

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
