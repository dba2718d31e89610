/** Postgres reports a unique violation as SQLSTATE 23505; drizzle wraps the driver error in `cause`. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint ?? /"([^"]+)"/.exec(candidate.message ?? '')?.[1] ?? 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Values Postgres refuses to store (a NUL character, a number out of an integer column's range, bad text for a
 * typed column). They come from client input that slipped past validation, so they are the client's 400, not
 * our 500.
 */
export function unstorableInput(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: string }).code;
    if (code === '22021' || code === '22P05' || code === '22003' || code === '22P02') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Connection classes and codes meaning the database cannot answer now, not that a statement was wrong:
 * unreachable, shutting down, starting up, or a statement cancelled by its timeout (57014, the search's bound).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
/**
 * "Query read timeout" is a connection cut for going silent (db/client.ts); "timeout exceeded when trying to
 * connect" is a request that waited for a free connection while every one of them was stalled.
 */
const UNREACHABLE_MESSAGES =
  /PGlite is closed|pool after calling end|Connection terminated|connection timeout|is not queryable|Query read timeout|timeout exceeded when trying to connect/i;

/**
 * The database is closed, down, out of reach or too slow to answer in time: the request may well succeed
 * later, so it is a 503 the client can retry, not a 500 that says something in the request or the code went wrong.
 */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a database failure struck the COMMIT itself: then the server may have kept the transaction before
 * the connection dropped, and nobody can say which. Every other failure rolled the transaction back.
 */
export function failedAtCommit(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { query } = current as { query?: unknown };
    if (typeof query === 'string' && /^\s*commit\b/i.test(query)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
