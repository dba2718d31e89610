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
