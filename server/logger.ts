export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

/** One JSON object per line: easy to grep locally and to ship to any log collector. */
export function createLogger(level: 'info' | 'error' | 'silent'): Logger {
  const write = (severity: string, event: string, fields: Record<string, unknown> = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level: severity, event, ...fields });
    if (severity === 'error') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    info: (event, fields) => {
      if (level === 'info') write('info', event, fields);
    },
    error: (event, fields) => {
      if (level !== 'silent') write('error', event, fields);
    },
  };
}

/**
 * What a log may say about a failure. A database error's message quotes the statement's parameter values
 * (drizzle's "Failed query: … params: …", Postgres's "Key (email)=(…)") and those can be passwords' hashes,
 * tokens or a customer's details, so database errors are reduced to their SQLSTATE, constraint and the
 * statement text with its placeholders. Other errors keep their message and stack frames.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const chain: Record<string, unknown>[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  const code = chain.map((link) => link.code).find((value) => typeof value === 'string');
  const query = chain.map((link) => link.query).find((value) => typeof value === 'string');
  if (code === undefined && query === undefined) {
    return { error: `${error.name}: ${error.message}`, stack: frames };
  }
  const constraint = chain.map((link) => link.constraint).find((value) => typeof value === 'string');
  return { error: error.name, code, constraint, query, stack: frames };
}
