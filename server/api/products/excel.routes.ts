import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { InvalidError, TooLargeError } from '../../errors';
import { routeBodyLimit } from '../../http/body-limit';
import { MULTIPART_ALLOWANCE, readMultipart } from '../../http/uploads';
import type { AppEnv } from '../../http/types';
import { errorForLog } from '../../logger';
import {
  EXCEL_MAX_BYTES,
  exportFileName,
  importProductsWorkbook,
  writeProductsWorkbook,
} from '../../services/catalogue/excel';
import { z } from 'zod';
import { binary, docsFor } from '../../http/openapi';
import { importResultSchema } from '~/domain/views';

export const excelRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Excel', auth: 'superuser' });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The workbook stream as a web stream for the response. Not Readable.toWeb: on Node 20, a download cancelled
 * before its first read makes that adapter enqueue into a closed controller, an uncaught exception that takes
 * the whole process down. Here a cancel just destroys the source, and the writer's failure is logged.
 */
function webStream(out: PassThrough): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      out.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) out.pause();
      });
      out.on('end', () => {
        if (!done) controller.close();
        done = true;
      });
      out.on('error', (error) => {
        if (!done) controller.error(error);
        done = true;
      });
      out.pause();
    },
    pull() {
      out.resume();
    },
    cancel() {
      done = true;
      out.destroy();
    },
  });
}

endpoint(excelRoutes, '/products/export-excel', {
  get: [
    ...routeDoc('Download every product as a workbook', { response: binary(XLSX_TYPE) }),
    async (c) => {
      const { database, logger, now } = c.var.deps;
      const out = new PassThrough();
      writeProductsWorkbook(database.db, out).catch((error: unknown) => {
        logger.error('excel_export_failed', {
          request_id: c.var.requestId,
          ...errorForLog(error),
        });
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return new Response(webStream(out), {
        headers: {
          'Content-Type': XLSX_TYPE,
          'Content-Disposition': `attachment; filename="${exportFileName(now())}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  ],
});

// Both keys carry the text: the import screen shows `error` first, other clients read `detail`.
const importError = (kind: typeof InvalidError | typeof TooLargeError, text: string) =>
  new kind(text, {}, { error: text });

endpoint(excelRoutes, '/products/import-excel', {
  post: [
    ...routeDoc('Create and update products from a workbook', {
      query: z.object({ dry_run: z.enum(['1', 'true', 'yes']).optional() }),
      form: z.object({ excel_file: z.file() }),
      response: importResultSchema,
      errors: [413],
      description:
        'With `dry_run`, nothing is written. Rows that fail answer 400 with the same counts and `errors_on_rows`.',
    }),
    routeBodyLimit(EXCEL_MAX_BYTES + MULTIPART_ALLOWANCE, () =>
      importError(TooLargeError, messages.excel.tooLarge),
    ),
    async (c) => {
      const form = await readMultipart(c, () => importError(InvalidError, messages.excel.fileRequired));
      const file = form['excel_file'];
      if (!(file instanceof File) || file.size === 0)
        throw importError(InvalidError, messages.excel.fileRequired);
      if (file.size > EXCEL_MAX_BYTES) throw importError(TooLargeError, messages.excel.tooLarge);
      const { database, now } = c.var.deps;
      const result = await importProductsWorkbook(database.db, Buffer.from(await file.arrayBuffer()), {
        dryRun: ['1', 'true', 'yes'].includes((c.req.query('dry_run') ?? '').toLowerCase()),
        now: now(),
        actor: currentUser(c),
        fileName: file.name,
      });
      if (result.errors_on_rows.length > 0) {
        throw new InvalidError(messages.excel.rowsInvalid, {}, { ...result });
      }
      // PGlite has no autovacuum: after a bulk write its planner would keep the old row counts.
      if (database.engine === 'pglite' && !result.dry_run && result.created + result.updated > 0) {
        await database.db.execute(sql`analyze products`);
      }
      return c.json(result);
    },
  ],
});
