import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start` runs this first: it builds only when there is no build or the sources changed since the last one,
 * and shows the build's output only when it fails. A restart then costs nothing and needs no dev tools.
 */
const SOURCE_DIRS = ['app', 'domain', 'server', 'db', 'public', 'scripts'];
const ROOT_FILE = /^(package(-lock)?\.json|tsconfig\.json|.*\.config\.ts)$/;
const STAMP = path.join('build', '.source-hash');
/** The server compiled to JavaScript and the app's server build: both must exist to start. */
const BUILT_FILES = [path.join('build', 'node', 'index.js'), path.join('build', 'server', 'index.js')];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function sourceHash(root = '.'): string {
  const files = [
    ...readdirSync(root).filter((name) => ROOT_FILE.test(name)),
    ...SOURCE_DIRS.flatMap((dir) =>
      sourceFiles(path.join(root, dir)).map((file) => path.relative(root, file)),
    ),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

function build(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function main(): Promise<void> {
  const hash = sourceHash();
  const current = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
  if (current === hash && BUILT_FILES.every((file) => existsSync(file))) return;
  process.stdout.write('Building the shop (first start, or the sources changed)…\n');
  const { code, output } = await build();
  if (code !== 0) {
    process.stderr.write(
      `${output}\nThe build failed (exit code ${String(code)}); the shop was not started.\n`,
    );
    process.exit(code ?? 1);
  }
  writeFileSync(STAMP, `${hash}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
