import { PassThrough, type Writable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { messages } from '~/domain/messages';
import { importResultSchema } from '~/domain/views';
import { InvalidError, TooLargeError } from '../errors';
import { errorForLog } from '../logger';
import { EXCEL_MAX_BYTES, type ImportResult } from '../services/shared/workbook';
import { routeBodyLimit } from './body-limit';
import { binary, type RouteSpec } from './openapi';
import type { AppEnv } from './types';
import { MULTIPART_ALLOWANCE, readMultipart } from './uploads';

/**
 * The HTTP side of every workbook route (products, customers): the download's stream and headers, and the
 * upload's limit, file field, dry-run parameter and answer.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download's document: the .xlsx body. */
export const xlsxResponse = { response: binary(XLSX_TYPE) };

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

/** Answers the workbook `write` streams, as an attachment named `fileName`; a failure midway is logged. */
export function workbookDownload(
  c: Context<AppEnv>,
  fileName: string,
  write: (out: Writable) => Promise<void>,
): Response {
  const out = new PassThrough();
  write(out).catch((error: unknown) => {
    c.var.deps.logger.error('excel_export_failed', {
      request_id: c.var.requestId,
      ...errorForLog(error),
    });
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(webStream(out), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

const DRY_RUN_VALUES = ['1', 'true', 'yes'];

/** An import's document: the `dry_run` parameter, the `excel_file` field and the report. */
export const workbookImportSpec: RouteSpec = {
  query: z.object({ dry_run: z.enum(['1', 'true', 'yes']).optional() }),
  form: z.object({ excel_file: z.file() }),
  response: importResultSchema,
  errors: [413],
  description:
    'With `dry_run`, nothing is written. Rows that fail answer 400 with the same counts and `errors_on_rows`.',
};

// Both keys carry the text: the import screen shows `error` first, other clients read `detail`.
const importError = (kind: typeof InvalidError | typeof TooLargeError, text: string) =>
  new kind(text, {}, { error: text });

/** An import's body: one workbook of at most `EXCEL_MAX_BYTES` in its form. */
export const workbookBodyLimit: MiddlewareHandler<AppEnv> = routeBodyLimit(
  EXCEL_MAX_BYTES + MULTIPART_ALLOWANCE,
  () => importError(TooLargeError, messages.excel.tooLarge),
);

export interface WorkbookUpload {
  buffer: Buffer;
  fileName: string;
  dryRun: boolean;
}

/** The uploaded workbook's bytes, its name and whether only to check it; no file is a 400. */
export async function readWorkbookUpload(c: Context<AppEnv>): Promise<WorkbookUpload> {
  const form = await readMultipart(c, () => importError(InvalidError, messages.excel.fileRequired));
  const file = form['excel_file'];
  if (!(file instanceof File) || file.size === 0)
    throw importError(InvalidError, messages.excel.fileRequired);
  if (file.size > EXCEL_MAX_BYTES) throw importError(TooLargeError, messages.excel.tooLarge);
  return {
    buffer: Buffer.from(await file.arrayBuffer()),
    fileName: file.name,
    dryRun: DRY_RUN_VALUES.includes((c.req.query('dry_run') ?? '').toLowerCase()),
  };
}

/** The report as the answer: 200, or with row errors a 400 carrying the same report. */
export function importAnswer(c: Context<AppEnv>, result: ImportResult): Response {
  if (result.errors_on_rows.length > 0) {
    throw new InvalidError(messages.excel.rowsInvalid, {}, { ...result });
  }
  return c.json(result);
}
