import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import { hasMessages, serverFieldMessages } from './form-state';

describe('field messages', () => {
  it('keys the server errors by field', () => {
    expect(
      serverFieldMessages({ detail: 'x', username: [messages.staff.usernameTaken], email: ['a', 'b'] }),
    ).toEqual({ username: messages.staff.usernameTaken, email: 'a b' });
  });

  it('counts only fields that have a message', () => {
    expect(hasMessages({ username: undefined, email: '' })).toBe(false);
    expect(hasMessages({ email: messages.common.required })).toBe(true);
  });
});
