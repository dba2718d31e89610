import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'development', SEED: 'none', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(started: Started, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = started.output().match(pattern);
    if (match) return match;
    if (started.child.exitCode !== null) throw new Error(`process exited early:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${started.output()}`);
}

describe('the shop process', () => {
  it('starts on an empty data directory, refuses a second process, stops cleanly on SIGTERM and keeps its data', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-proc-')), 'data');
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    const password = (await waitFor(first, /Password: (\S+)/))[1]!;
    await waitFor(first, /server\.started/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const login = await fetch(`http://127.0.0.1:${port}/api/user/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(login.status).toBe(200);
    expect(first.output()).toMatch(
      /"event":"request","method":"POST","path":"\/api\/user\/admin-login\/?","status":200,"ms":[\d.]+,"request_id":"[\w-]+"/,
    );
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(page).toContain('Innovation, Delivered Today.');

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another shop process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('server.stopped');
    expect(existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);

    const restartPort = await freePort();
    const restarted = start({ PORT: String(restartPort), DATA_DIR: dataDir });
    await waitFor(restarted, /server\.started/);
    expect(restarted.output()).not.toContain('Password:');
    const again = await fetch(`http://127.0.0.1:${restartPort}/api/user/admin-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(again.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('exits with a readable list when the configuration is wrong', async () => {
    const started = start({ PORT: 'not-a-port', DATABASE_URL: 'mysql://nope', NODE_ENV: 'production' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('PORT');
    expect(started.output()).toContain('DATABASE_URL');
  }, 60_000);
});
