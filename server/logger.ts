export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

export type LogLevel = 'info' | 'error' | 'silent';
/** `json`: one object a line, for collectors; `pretty`: short lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const processSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export function createLogger(
  level: LogLevel,
  format: LogFormat = 'json',
  sink: LogSink = processSink,
): Logger {
  const render = format === 'pretty' ? prettyLine : jsonLine;
  const write = (severity: 'info' | 'error', event: string, fields: Record<string, unknown> = {}) => {
    const line = render(new Date(), severity, event, fields);
    if (severity === 'error') sink.err(line);
    else sink.out(line);
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

function jsonLine(time: Date, level: string, event: string, fields: Record<string, unknown>): string {
  return JSON.stringify({ time: time.toISOString(), level, event, ...fields });
}

function prettyLine(time: Date, level: string, event: string, fields: Record<string, unknown>): string {
  if (event === 'server.started' && typeof fields.url === 'string') {
    return `Shop ready at ${fields.url} — back office at ${fields.url}/Adminlogin`;
  }
  const clock = time.toTimeString().slice(0, 8);
  if (event === 'request') {
    const { method, path, status, ms } = fields;
    return `${clock} ${String(method)} ${String(path)} ${String(status)} ${String(ms)} ms`;
  }
  const details = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${clock} ${level === 'error' ? 'ERROR ' : ''}${event}${details ? ` ${details}` : ''}`;
}

/**
 * What a log may say about a failure. A database error's message quotes the statement's parameter values
 * (drizzle's "Failed query: … params: …", Postgres's "Key (email)=(…)") and those can be passwords' hashes,
 * tokens or a customer's details, so database errors are reduced to their SQLSTATE, constraint and the
 * statement text with its placeholders (and, for a failure that never reached the database, the driver's own
 * message of it). Other errors keep their message and stack frames.
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
  // A failure with no SQLSTATE never reached the database (a pool that waited too long, a cut connection):
  // the driver's own message says which, and quotes no parameters.
  const root = chain.at(-1)!;
  const cause =
    code === undefined && chain.length > 1 && typeof root.message === 'string' ? root.message : undefined;
  return { error: error.name, code, constraint, query, cause, stack: frames };
}
