import { PassThrough, Readable } from 'node:stream';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../../domain/messages';
import { currentUser, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import {
  EXCEL_MAX_BYTES,
  exportFileName,
  importProductsWorkbook,
  writeProductsWorkbook,
} from '../../services/excel';

export const excelRoutes = new Hono<AppEnv>();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

endpoint(excelRoutes, '/products/export-excel', {
  get: [
    superuserOnly,
    async (c) => {
      const { database, logger, now } = c.var.deps;
      const out = new PassThrough();
      writeProductsWorkbook(database.db, out).catch((error: unknown) => {
        logger.error('excel_export_failed', {
          request_id: c.var.requestId,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
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
const importError = (status: 400 | 413, text: string) => new HttpError(status, text, {}, {}, { error: text });

endpoint(excelRoutes, '/products/import-excel', {
  post: [
    superuserOnly,
    bodyLimit({
      // The file may be 10 MB; the multipart envelope around it adds a little.
      maxSize: EXCEL_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw importError(413, messages.excel.tooLarge);
      },
    }),
    async (c) => {
      let file: unknown;
      try {
        file = (await c.req.parseBody())['excel_file'];
      } catch (error) {
        if (error instanceof Error && error.name === 'BodyLimitError') throw error;
        throw importError(400, messages.excel.fileRequired);
      }
      if (!(file instanceof File) || file.size === 0) throw importError(400, messages.excel.fileRequired);
      if (file.size > EXCEL_MAX_BYTES) throw importError(413, messages.excel.tooLarge);
      const { database, now } = c.var.deps;
      const result = await importProductsWorkbook(database.db, Buffer.from(await file.arrayBuffer()), {
        dryRun: ['1', 'true', 'yes'].includes((c.req.query('dry_run') ?? '').toLowerCase()),
        now: now(),
        actor: currentUser(c),
        fileName: file.name,
      });
      if (result.errors_on_rows.length > 0) {
        throw new HttpError(400, messages.excel.rowsInvalid, {}, {}, { ...result });
      }
      return c.json(result);
    },
  ],
});
