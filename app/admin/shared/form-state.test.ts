import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { hasMessages, serverFieldMessages } from './form-state';

describe('field messages', () => {
  it('keys the server errors by field', () => {
    expect(
      serverFieldMessages({ detail: 'x', username: [messages.staff.usernameTaken], email: ['a', 'b'] }),
    ).toEqual({ username: messages.staff.usernameTaken, email: 'a b' });
  });

  it("keys the errors of nested input by path, an item's own problem by the item", () => {
    expect(
      serverFieldMessages({
        detail: 'Item 2: bad',
        items: [{}, { quantity: ['Enter a whole number.'] }],
        address: { street: ['Required.'] },
        phones: [{}, { non_field_errors: ['Too long.'] }],
        notify_emails: ['At most 10 addresses.'],
      }),
    ).toEqual({
      'items.1.quantity': 'Enter a whole number.',
      'address.street': 'Required.',
      'phones.1': 'Too long.',
      notify_emails: 'At most 10 addresses.',
    });
  });

  it('counts only fields that have a message', () => {
    expect(hasMessages({ username: undefined, email: '' })).toBe(false);
    expect(hasMessages({ email: messages.common.required })).toBe(true);
  });
});
