import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { hasMessages, serverFieldMessages } from './form-state';

describe('field messages', () => {
  it('keys the server errors by field', () => {
    expect(
      serverFieldMessages({ detail: 'x', username: [messages.staff.usernameTaken], email: ['a', 'b'] }),
    ).toEqual({ username: messages.staff.usernameTaken, email: 'a b' });
  });

  it("keys a list's item errors by their path, as the browser's schema check does", () => {
    expect(
      serverFieldMessages({
        detail: 'Line 2: x',
        customer_name: ['Required.'],
        lines: [{}, { quantity: ['Enter a whole number.'], non_field_errors: ['Gone.'] }],
      }),
    ).toEqual({
      customer_name: 'Required.',
      'lines.1.quantity': 'Enter a whole number.',
      'lines.1.non_field_errors': 'Gone.',
    });
    expect(serverFieldMessages({ lines: ['Add at least one line.'] })).toEqual({
      lines: 'Add at least one line.',
    });
  });

  it('counts only fields that have a message', () => {
    expect(hasMessages({ username: undefined, email: '' })).toBe(false);
    expect(hasMessages({ email: messages.common.required })).toBe(true);
  });
});
