import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPglite } from '~/db/client';
import { users } from '~/db/schema';
import { messages } from '~/domain/messages';
import { verifyPassword } from '~/server/services/auth/auth';

const run = promisify(execFile);

async function createSuperuser(dataDir: string, args: string[], password = 'correct-horse-9') {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/create-superuser.ts', ...args],
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

describe('npm run create-superuser', () => {
  it('adds a superuser, refuses duplicates and bad input', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cs-'));
    const created = await createSuperuser(dataDir, ['--email', 'owner@example.ph', '--username', 'owner']);
    expect(created.output).toContain('Superuser owner <owner@example.ph> created.');
    expect(created.code).toBe(0);

    const duplicate = await createSuperuser(dataDir, ['--email', 'OWNER@example.ph', '--username', 'owner2']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain(messages.staff.emailTaken);

    const invalid = await createSuperuser(dataDir, ['--email', 'not-an-email', '--username', 'x']);
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain(messages.common.invalidEmail);

    const usage = await createSuperuser(dataDir, []);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage:');

    const database = await openPglite(dataDir);
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({
      email: 'owner@example.ph',
      isSuperuser: true,
      isStaff: true,
      isActive: true,
    });
    expect(await verifyPassword(row!.passwordHash, 'correct-horse-9')).toBe(true);
    await database.close();
  }, 120_000);
});
