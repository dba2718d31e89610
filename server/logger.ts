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
