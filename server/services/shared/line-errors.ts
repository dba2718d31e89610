import { z } from 'zod';
import { validationError } from '../../errors';

/**
 * Parses a body with a list of lines under `field`, naming the line of each line problem ("Item 2: ...") under
 * that field, since field errors are keyed by top-level field only.
 */
export function parseNamingLines<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  field: string,
  label: string,
): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) =>
    issue.path[0] === field && typeof issue.path[1] === 'number'
      ? { ...issue, path: [field], message: `${label} ${issue.path[1] + 1}: ${issue.message}` }
      : issue,
  );
  throw validationError(new z.ZodError(issues));
}
