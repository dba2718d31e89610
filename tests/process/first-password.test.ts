import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '~/db/client';
import { recoveryCodes, refreshTokens, users } from '~/db/schema';
import { messages } from '~/domain/messages';
import { verifyPassword } from '~/server/services/auth/auth';
import { totpCode } from '~/server/services/auth/two-factor';
import { freePort, startServer, waitFor } from './processes';

const run = promisify(execFile);

async function resetPassword(dataDir: string, args: string[], password: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/reset-password.ts', ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, NODE_ENV: 'development' },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the generated first password', () => {
  it('only lets its holder choose a new one; reset-password sets one and ends every session', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-first-')), 'data');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    // Output that is no terminal (here a pipe; in production a log) gets the file's path, never the password.
    const file = (await waitFor(server, /Password: in (\S+) /))[1]!;
    await waitFor(server, /server\.started/);
    expect(file).toBe(path.join(dataDir, 'first-admin-password.txt'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const generated = /^Password: (\S+)$/m.exec(readFileSync(file, 'utf8'))![1]!;
    expect(generated.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).not.toContain(generated);
    const post = (url: string, body: unknown, token?: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    const login = await (
      await post('/user/admin-login/', { email: 'admin@example.com', password: generated })
    ).json();
    expect(login.must_change_password).toBe(true);
    const blocked = await fetch(`${base}/orders/`, { headers: { authorization: `Bearer ${login.access}` } });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      detail: messages.auth.passwordChangeRequired,
      code: 'password_change_required',
    });

    const chosen = 'Owner-chose-this-one-2026';
    const changed = await post(
      '/user/change-password/',
      { current_password: generated, new_password: chosen, new_password2: chosen },
      login.access,
    );
    expect(changed.status).toBe(200);
    const allowed = await fetch(`${base}/orders/`, { headers: { authorization: `Bearer ${login.access}` } });
    expect(allowed.status).toBe(200);
    const again = await (
      await post('/user/admin-login/', { email: 'admin@example.com', password: chosen })
    ).json();
    expect(again.must_change_password).toBe(false);
    // The owner turns on two-factor sign-in, then loses the phone and the recovery codes.
    const setup = (await (await post('/user/two-factor/setup/', {}, login.access)).json()) as {
      secret: string;
    };
    const confirmed = await post(
      '/user/two-factor/confirm/',
      { code: totpCode(setup.secret, new Date()) },
      login.access,
    );
    expect(confirmed.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const tooShort = await resetPassword(dataDir, ['--email', 'admin@example.com'], 'short-one');
    expect(tooShort.code).toBe(1);
    const tooWeak = await resetPassword(dataDir, ['--email', 'admin@example.com'], 'password123!');
    expect(tooWeak.code).toBe(1);
    expect(tooWeak.output).toContain(messages.staff.passwordTooWeak);
    const unknown = await resetPassword(dataDir, ['--email', 'nobody@example.com'], 'Locked-out-owner-2026');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account has the email');
    const reset = await resetPassword(
      dataDir,
      ['--email', 'ADMIN@example.com', '--turn-off-two-factor'],
      'Locked-out-owner-2026',
    );
    expect(reset.output).toContain('all its sessions are signed out');
    expect(reset.output).toContain('Two-factor sign-in is off.');
    expect(reset.code).toBe(0);

    const database = await openPglite(dataDir);
    const [row] = await database.db.select().from(users);
    expect(await verifyPassword(row!.passwordHash, 'Locked-out-owner-2026')).toBe(true);
    expect(await database.db.select().from(refreshTokens).where(isNull(refreshTokens.revokedAt))).toEqual([]);
    expect(row!.totpConfirmedAt).toBeNull();
    expect(row!.totpSecret).toBeNull();
    expect(await database.db.select().from(recoveryCodes)).toEqual([]);
    await database.close();
  }, 180_000);
});
