import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStaffSchema } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { schemaMessages } from './form-action';

describe('schemaMessages', () => {
  it("gives the server schema's messages by field, before any request", () => {
    expect(
      schemaMessages(createStaffSchema, {
        username: ' ',
        email: '',
        password1: 'A-long-passphrase',
        password2: 'A-long-passphrase',
      }),
    ).toEqual({ username: messages.common.required, email: messages.common.required });
    expect(
      schemaMessages(createStaffSchema, {
        username: 'maria',
        email: 'maria@example.ph',
        password1: 'A-long-passphrase',
        password2: 'A-long-passphrase!',
      }),
    ).toEqual({ password2: messages.staff.passwordsDoNotMatch });
  });

  it('keys nested input by its path, as the API nests its errors, and is empty for valid values', () => {
    const schema = z.object({
      lines: z.array(z.object({ quantity: z.number().min(1, { error: 'At least 1.' }) })),
    });
    expect(schemaMessages(schema, { lines: [{ quantity: 2 }, { quantity: 0 }] })).toEqual({
      'lines.1.quantity': 'At least 1.',
    });
    expect(schemaMessages(schema, { lines: [{ quantity: 2 }] })).toEqual({});
  });
});
