import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  fieldError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  statusOf,
  TooLargeError,
  TooManyError,
  UnauthenticatedError,
  UnsupportedError,
  validationError,
} from './errors';

describe('the shop’s typed errors', () => {
  it('map to one status each', () => {
    expect(statusOf(new InvalidError('x'))).toBe(400);
    expect(statusOf(new UnauthenticatedError('x'))).toBe(401);
    expect(statusOf(new ForbiddenError('x'))).toBe(403);
    expect(statusOf(new NotFoundError('x'))).toBe(404);
    expect(statusOf(new ConflictError('x'))).toBe(409);
    expect(statusOf(new TooLargeError('x'))).toBe(413);
    expect(statusOf(new UnsupportedError('x'))).toBe(415);
    expect(statusOf(new TooManyError('x', 30))).toBe(429);
  });

  it('are known by their kind in every copy of the module, as the server and its page bundle each load one', async () => {
    vi.resetModules();
    const other = await import('./errors');
    expect(other.TooManyError).not.toBe(TooManyError);

    const refused = new other.TooManyError('Wait.', 30);
    expect(refused).toBeInstanceOf(TooManyError);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(InvalidError);
    expect(statusOf(refused)).toBe(429);
    expect(refused.status).toBe(429);
    expect(new NotFoundError('x')).toBeInstanceOf(other.NotFoundError);
    expect(statusOf(new other.NotFoundError('x'))).toBe(404);

    for (const stranger of [new Error('x'), null, undefined, 'TooManyError', { name: 'TooManyError' }]) {
      expect(stranger instanceof TooManyError).toBe(false);
    }
  });

  it('carry the {detail, field: [...]} body', () => {
    expect(fieldError('name', 'Taken.').body()).toEqual({ detail: 'Taken.', name: ['Taken.'] });
    const parsed = z.object({ price: z.number({ error: 'A number, please.' }) }).safeParse({ price: 'x' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(validationError(parsed.error).body()).toEqual({
        detail: 'price: A number, please.',
        price: ['A number, please.'],
      });
    }
  });

  it('nest the errors of nested input by path, as Django REST Framework does', () => {
    const schema = z
      .object({
        customer: z.object({ email: z.email({ error: 'An e-mail, please.' }) }),
        lines: z.array(
          z
            .object({ quantity: z.number({ error: 'A number, please.' }), note: z.string().optional() })
            .refine((line) => line.note !== 'x', { error: 'Not x.' }),
        ),
      })
      .strict();
    const parsed = schema.safeParse({
      customer: { email: 'nope' },
      lines: [{ quantity: 1 }, { quantity: 'two' }, { quantity: 3 }, { quantity: 4, note: 'x' }],
      extra: true,
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(validationError(parsed.error).body()).toEqual({
        detail: 'customer.email: An e-mail, please.',
        customer: { email: ['An e-mail, please.'] },
        // One object a line, `{}` for a valid one; a line's own problem goes under non_field_errors.
        lines: [{}, { quantity: ['A number, please.'] }, {}, { non_field_errors: ['Not x.'] }],
        non_field_errors: [expect.stringContaining('extra')],
      });
    }
  });

  it('name the line of a nested problem in detail, and refuse a whole list by its own messages', () => {
    const items = z.array(z.object({ quantity: z.number({ error: 'A number, please.' }) }));
    const line = z.object({ items }).safeParse({ items: [{ quantity: 1 }, { quantity: 'x' }] });
    const many = z.object({ items: items.max(1, { error: 'One at most.' }) }).safeParse({
      items: [{ quantity: 'x' }, { quantity: 2 }],
    });
    expect(line.success || many.success).toBe(false);
    if (!line.success) expect(validationError(line.error).detail).toBe('Item 2: A number, please.');
    if (!many.success) {
      expect(validationError(many.error).body()).toEqual({
        detail: 'items: One at most.',
        items: ['One at most.'],
      });
    }
  });
});
