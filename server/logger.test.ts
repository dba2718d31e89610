import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat, type LogLevel } from './logger';

function capture(level: LogLevel, format: LogFormat) {
  const out: string[] = [];
  const err: string[] = [];
  const logger = createLogger(level, format, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { logger, out, err };
}

describe('logger', () => {
  it('writes one JSON object a line for collectors', () => {
    const { logger, out, err } = capture('info', 'json');
    logger.info('request', { method: 'GET', path: '/', status: 200, ms: 3.2 });
    logger.error('unhandled_error', { request_id: 'abc' });
    expect(JSON.parse(out[0]!)).toMatchObject({ level: 'info', event: 'request', path: '/', status: 200 });
    expect(JSON.parse(err[0]!)).toMatchObject({
      level: 'error',
      event: 'unhandled_error',
      request_id: 'abc',
    });
  });

  it('tells a person at a terminal where the shop is, then one short line a request', () => {
    const { logger, out, err } = capture('info', 'pretty');
    logger.info('server.started', { url: 'http://localhost:3000', database: 'pglite' });
    logger.info('request', { method: 'GET', path: '/products', status: 200, ms: 12.5, request_id: 'x' });
    logger.error('database_unavailable', { request_id: 'y' });
    expect(out[0]).toBe(
      'Shop ready at http://localhost:3000 — back office at http://localhost:3000/Adminlogin',
    );
    expect(out[1]).toMatch(/^\d\d:\d\d:\d\d GET \/products 200 12\.5 ms$/);
    expect(err[0]).toMatch(/^\d\d:\d\d:\d\d ERROR database_unavailable request_id=y$/);
  });

  it('keeps quiet below its level', () => {
    const errorsOnly = capture('error', 'pretty');
    errorsOnly.logger.info('request', {});
    errorsOnly.logger.error('boom');
    expect(errorsOnly.out).toEqual([]);
    expect(errorsOnly.err).toHaveLength(1);
    const silent = capture('silent', 'json');
    silent.logger.error('boom');
    expect(silent.err).toEqual([]);
  });
});
