import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from './build-if-changed';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-hash-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('sourceHash (npm start rebuilds only when this changes)', () => {
  const base = {
    'package.json': '{}',
    'vite.config.ts': 'export default {}',
    'app/root.tsx': 'export default 1',
    'server/services/a.ts': 'export const a = 1',
  };

  it('is the same for the same sources', () => {
    expect(sourceHash(tree(base))).toBe(sourceHash(tree(base)));
  });

  it('changes with a source, a config or a new file', () => {
    const before = sourceHash(tree(base));
    expect(sourceHash(tree({ ...base, 'app/root.tsx': 'export default 2' }))).not.toBe(before);
    expect(sourceHash(tree({ ...base, 'vite.config.ts': 'export default { a: 1 }' }))).not.toBe(before);
    expect(sourceHash(tree({ ...base, 'domain/new.ts': '' }))).not.toBe(before);
  });

  it('ignores tests, data and anything outside the sources', () => {
    const before = sourceHash(tree(base));
    expect(
      sourceHash(
        tree({ ...base, 'server/services/a.test.ts': 'test', 'data/x.db': 'rows', 'README.md': 'words' }),
      ),
    ).toBe(before);
  });
});
