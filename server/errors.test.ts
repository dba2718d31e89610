import { describe, expect, it } from 'vitest';
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
});
