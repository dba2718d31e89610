import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import {
  importAnswer,
  readWorkbookUpload,
  workbookBodyLimit,
  workbookDownload,
  workbookImportSpec,
  xlsxResponse,
} from '../../http/excel';
import { docsFor } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import {
  exportFileName,
  importProductsWorkbook,
  writeProductsWorkbook,
} from '../../services/catalogue/excel';

export const excelRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Excel', auth: 'superuser' });

endpoint(excelRoutes, '/products/export-excel', {
  get: [
    ...routeDoc('Download every product as a workbook', xlsxResponse),
    async (c) =>
      workbookDownload(c, exportFileName(c.var.deps.now()), (out) =>
        writeProductsWorkbook(c.var.deps.database.db, out),
      ),
  ],
});

endpoint(excelRoutes, '/products/import-excel', {
  post: [
    ...routeDoc('Create and update products from a workbook', workbookImportSpec),
    workbookBodyLimit,
    async (c) => {
      const { buffer, fileName, dryRun } = await readWorkbookUpload(c);
      const { database, now } = c.var.deps;
      const result = await importProductsWorkbook(database.db, buffer, {
        dryRun,
        now: now(),
        actor: currentUser(c),
        fileName,
      });
      // PGlite has no autovacuum: after a bulk write its planner would keep the old row counts.
      if (
        database.engine === 'pglite' &&
        !result.dry_run &&
        result.errors_on_rows.length === 0 &&
        result.created + result.updated > 0
      ) {
        await database.db.execute(sql`analyze products`);
      }
      return importAnswer(c, result);
    },
  ],
});
