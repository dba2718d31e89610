import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestContext } from '../test/harness';
import { JSON_BODY_MAX } from './body-limit';

const ctx = await openTestContext();
const server: Server = createServer(getRequestListener(ctx.app.fetch));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    // Writing a large body into a socket the server no longer reads may fail: the answer is what counts.
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('a 413 on a keep-alive connection', () => {
  it('closes the connection, so the same client’s next request goes through on a new one', async () => {
    const oversized = Buffer.alloc(JSON_BODY_MAX + 1024, 'a');
    const refused = await send('POST', '/api/inquiries/', oversized);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');

    const next = await send('GET', '/api/health/');
    expect(next.status).toBe(200);
  });
});
