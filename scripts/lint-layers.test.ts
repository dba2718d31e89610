import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAYER_RULE = '@typescript-eslint/no-restricted-imports';
const BOUNDARY_RULE = 'no-restricted-imports';

/**
 * Each fixture is linted as if it were a file at `file` with the repository's own eslint.config.js. The files
 * exist only here: a real file in a layer's folder would be part of the shop (and of the normal lint run).
 */
async function ruleErrors(rule: string, file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const layerErrors = (file: string, source: string) => ruleErrors(LAYER_RULE, file, source);
const boundaryErrors = (file: string, source: string) => ruleErrors(BOUNDARY_RULE, file, source);

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

describe("the admin's boundaries in eslint.config.js", () => {
  it.each([
    ['app/admin/quotations/x.tsx', "import { canEditOrder } from '../orders/order-model';"],
    ['app/admin/quotations/x.tsx', "import { canEditOrder } from '~/app/admin/orders/order-model';"],
    ['app/admin/quotations/x.tsx', "import type { StaffUser } from '../staff/staff-admin';"],
    ['app/admin/quotations/x.tsx', "export { canEditOrder } from '../orders/order-model';"],
    ['app/admin/dashboard/x.tsx', "import Layout from '../layout';"],
    ['app/admin/dashboard/x.tsx', "import { Island } from '../../islands/island';"],
    ['app/admin/shared/x.tsx', "import { canEditOrder } from '../orders/order-model';"],
    ['app/admin/shared/x.tsx', "import { canEditOrder } from '~/app/admin/orders/order-model';"],
    ['app/components/auth/x.tsx', "import { useApiGet } from '../../admin/shared/use-api-data';"],
    ['app/lib/x.ts', "import { useApiGet } from '../admin/shared/use-api-data';"],
    ['app/routes/store/x.tsx', "import { useApiGet } from '~/app/admin/shared/use-api-data';"],
    ['app/x.tsx', "import { useApiGet } from './admin/shared/use-api-data';"],
    ['tests/e2e/x.spec.ts', "import { useApiGet } from '~/app/admin/shared/use-api-data';"],
    ['tests/e2e/x.spec.ts', "import { useApiGet } from '../../app/admin/shared/use-api-data';"],
  ])('refuses %s: %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ['app/admin/quotations/x.tsx', "import { quotationsQuery } from './quotation-model';"],
    ['app/admin/quotations/x.tsx', "import { orderNumber } from '../shared/labels';"],
    ['app/admin/quotations/x.tsx', "import { orderNumber } from '~/app/admin/shared/labels';"],
    ['app/admin/quotations/x.tsx', "import { api } from '../../lib/api-client';"],
    ['app/admin/quotations/x.tsx', "import { Logo } from '../../components/layout/logo';"],
    ['app/admin/quotations/x.tsx', "import { formatPeso } from '~/domain/price';"],
    ['app/admin/quotations/x.tsx', "import { useState } from 'react';"],
    ['app/admin/quotations/x.tsx', "import type { Route } from './+types/quotations';"],
    ['app/admin/shared/x.tsx', "import { Button } from './ui';"],
    ['app/admin/shared/x.tsx', "import { isLoggedIn } from '../../lib/session';"],
    ['app/admin/layout.tsx', "import { AdminSidebar } from './shared/sidebar';"],
    ['app/admin/layout.tsx', "import { backOfficeMeta } from '../lib/company';"],
    ['app/components/auth/x.tsx', "import { sessionApi } from '../../lib/api-client';"],
    ['tests/e2e/x.spec.ts', "import { adminPaths } from '~/app/lib/admin-paths';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });

  it('says where shared code goes', async () => {
    const [message] = await boundaryErrors(
      'app/admin/quotations/x.tsx',
      "import { canEditOrder } from '../orders/order-model';",
    );
    expect(message).toContain('move what two features share to app/admin/shared/');
  });
});
