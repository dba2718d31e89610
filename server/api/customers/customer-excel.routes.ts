import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoint } from '../../http/endpoint';
import {
  importAnswer,
  readWorkbookUpload,
  workbookBodyLimit,
  workbookDownload,
  workbookImportSpec,
  xlsxResponse,
} from '../../http/excel';
import { staffAction } from '../../http/handlers';
import { docsFor } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import {
  customersFileName,
  importCustomersWorkbook,
  writeCustomersWorkbook,
} from '../../services/customers/customer-excel';

/** Mounted before the customer routes, so `export` and `import` are not read as a customer's id. */
export const customerExcelRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Customers', auth: 'staff' });

endpoint(customerExcelRoutes, '/customers/export', {
  get: [
    ...routeDoc('Download every customer as a workbook', {
      ...xlsxResponse,
      description:
        'One row a customer: its fields, the tier by name, the primary contact and the first delivery address.',
    }),
    async (c) =>
      workbookDownload(c, customersFileName(c.var.deps.now()), (out) =>
        writeCustomersWorkbook(c.var.deps.database.db, out),
      ),
  ],
});

endpoint(customerExcelRoutes, '/customers/import', {
  post: [
    ...routeDoc('Create and update customers from a workbook', {
      ...workbookImportSpec,
      auth: 'superuser',
      description: `Rows are matched by code: a known code updates that customer (blank cells keep what is stored), any other row adds one, checked as the API checks them. ${workbookImportSpec.description}`,
    }),
    workbookBodyLimit,
    async (c) => {
      const { buffer, fileName, dryRun } = await readWorkbookUpload(c);
      const { db, actor, now } = staffAction(c);
      const result = await importCustomersWorkbook(db, buffer, { dryRun, now, actor, fileName });
      // PGlite has no autovacuum: after a bulk write its planner would keep the old row counts.
      const { database } = c.var.deps;
      if (
        database.engine === 'pglite' &&
        !result.dry_run &&
        result.errors_on_rows.length === 0 &&
        result.created + result.updated > 100
      ) {
        await database.db.execute(sql`analyze customers, customer_contacts, customer_addresses`);
      }
      return importAnswer(c, result);
    },
  ],
});
