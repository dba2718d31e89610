import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer as start, waitFor } from './processes';

describe('the shop process', () => {
  it('starts on an empty data directory, refuses a second process, stops cleanly on SIGTERM and keeps its data', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-proc-')), 'data');
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    // Not a terminal: the generated password is in a file, and the output names it.
    const file = (await waitFor(first, /Password: in (\S+) /))[1]!;
    const password = /^Password: (\S+)$/m.exec(readFileSync(file, 'utf8'))![1]!;
    await waitFor(first, /server\.started/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
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
