/**
 * Lints the OpenAPI document as the routes generate it (no server needed) with two linters nobody here wrote:
 * Redocly's `recommended` rules (redocly.yaml) and Spectral's `spectral:oas` (.spectral.yaml). An error from
 * either fails the run. Both run offline: their rulesets ship in their packages, and Redocly's telemetry and
 * update check are off.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { openApiDocument } from '~/server/api/openapi-document';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const folder = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
writeFileSync(join(folder, 'openapi.json'), JSON.stringify(await openApiDocument(), null, 2));

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const linters: [string, string[]][] = [
  [bin('redocly'), ['lint', 'openapi.json', '--config', join(root, 'redocly.yaml'), '--format', 'stylish']],
  [
    bin('spectral'),
    ['lint', 'openapi.json', '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'error'],
  ],
];

/** Both at once (the run is part of `npm test`), each one's output printed whole. */
const results = await Promise.all(
  linters.map(([command, args]) =>
    run(command, args, { cwd: folder, env }).then(
      ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
      (error: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        output: (error.stdout ?? '') + (error.stderr ?? '') || error.message,
      }),
    ),
  ),
);
rmSync(folder, { recursive: true, force: true });
for (const { output } of results) console.log(output.trim());
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
