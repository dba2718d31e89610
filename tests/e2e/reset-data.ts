import { rmSync } from 'node:fs';
import path from 'node:path';

/** Every e2e run starts the shop on empty data directories: no state leaks between runs. */
for (const dir of process.argv.slice(2)) {
  rmSync(path.resolve(dir), { recursive: true, force: true });
}
