import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULE = '@typescript-eslint/no-restricted-imports';

/**
 * Each fixture is linted as if it were a file at `file` with the repository's own eslint.config.js. The files
 * exist only here: a real file in a layer's folder would be part of the shop (and of the normal lint run).
 */
async function layerErrors(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the layer rules in eslint.config.js', () => {
  it.each([
    ['db/schema/fixture.ts', "import { storeImage } from '~/server/services/media/media';"],
    ['db/fixture.ts', "import { storeImage } from '../server/services/media/media';"],
    ['db/fixture.ts', "import { Button } from '~/app/components/ui/button';"],
    ['server/services/catalogue/fixture.ts', "import { HttpError } from '~/server/http/errors';"],
    ['server/services/catalogue/fixture.ts', "import { HttpError } from '../../http/errors';"],
    ['server/services/orders/fixture.ts', "import { orderRoutes } from '../../api/orders/orders.routes';"],
    [
      'app/components/admin/fixture.tsx',
      "import { listProducts } from '~/server/services/catalogue/products';",
    ],
    ['app/lib/fixture.ts', "import { getCompany } from '../../server/services/settings/settings';"],
    ['domain/fixture.ts', "import { products } from '~/db/schema';"],
  ])('refuses %s importing across a layer: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ['db/fixture.ts', "import { products } from './schema';"],
    ['db/fixture.ts', "import { slugify } from '~/domain/slug';"],
    ['server/services/catalogue/fixture.ts', "import { NotFoundError } from '../../errors';"],
    ['server/services/catalogue/fixture.ts', "import { likePattern } from '../shared/like-pattern';"],
    ['server/api/products/fixture.ts', "import { readJson } from '../../http/validate';"],
    ['app/routes/store/fixture.tsx', "import { listProducts } from '~/server/services/catalogue/products';"],
    ['app/lib/fixture.server.ts', "import { listProducts } from '~/server/services/catalogue/products';"],
    ['app/load-context.ts', "import type { Env } from '~/server/env';"],
    ['server/demo/fixture.ts', "import { storeImage } from '../services/media/media';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });

  it('names the rule that was broken', async () => {
    const [message] = await layerErrors(
      'server/services/fixture.ts',
      "import { x } from '~/server/http/validate';",
    );
    expect(message).toContain('Services know no HTTP');
  });
});
