import { Hono } from 'hono';
import { z } from 'zod';
import { API_MAX_PAGE_SIZE, INQUIRY_PURPOSES, INQUIRY_SEARCH_MAX_LENGTH } from '~/domain/constants';
import { inquiryStatusSchema, inquiryUpdateSchema } from '~/domain/inquiry';
import { messages } from '~/domain/messages';
import { currentUser, staffOnly } from '../../http/auth-middleware';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { HttpError, notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { parseId, parseWith, readJson } from '../../http/validate';
import * as inquiriesService from '../../services/inquiries';
import { inquiryEmails } from '../../services/outbox';
import { pageLink } from '../../http/pagination';

export const inquiryRoutes = new Hono<AppEnv>();

const INQUIRY_PAGE_SIZE = 20;

const listQuerySchema = z.object({
  page: z.coerce.number({ error: 'Enter a whole page number.' }).int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(API_MAX_PAGE_SIZE).default(INQUIRY_PAGE_SIZE),
  status: inquiryStatusSchema.optional(),
  purpose: z
    .enum(INQUIRY_PURPOSES, { error: `Select a valid purpose: ${INQUIRY_PURPOSES.join(', ')}.` })
    .optional(),
  q: z
    .string()
    .max(INQUIRY_SEARCH_MAX_LENGTH, {
      error: `Ensure this field has no more than ${INQUIRY_SEARCH_MAX_LENGTH} characters.`,
    })
    .optional(),
});

function inquiryId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound(messages.common.notFound);
  return id;
}

endpoint(inquiryRoutes, '/inquiries', {
  post: [
    async (c) => {
      // The spec's client reads `success` and `message`, so error answers carry them beside the field errors.
      const raw = await readJson(c, z.record(z.string(), z.unknown()));
      const { database, env, logger, now, wakeMail } = c.var.deps;
      const result = await inquiriesService.submitInquiry(
        { db: database.db, env, logger, now, origin: new URL(c.req.url).origin, wakeMail },
        raw,
        clientAddress(c),
      );
      if (result.ok) return c.json({ success: true, message: messages.inquiry.success }, 201);
      if (result.reason === 'throttled') {
        throw new HttpError(
          429,
          result.message,
          {},
          { 'Retry-After': String(result.retryAfter) },
          { success: false, message: result.message },
        );
      }
      // The form has a field named `message` too: `errors` holds every field's messages without that clash.
      throw new HttpError(
        400,
        result.message,
        result.fields,
        {},
        {
          errors: result.fields,
          success: false,
          message: result.message,
        },
      );
    },
  ],
  get: [
    staffOnly,
    async (c) => {
      const query = parseWith(listQuerySchema, c.req.query());
      const { count, rows, statusCounts } = await inquiriesService.listInquiries(c.var.deps.database.db, {
        page: query.page,
        pageSize: query.page_size,
        status: query.status,
        purpose: query.purpose,
        q: query.q,
      });
      return c.json({
        count,
        next: query.page * query.page_size < count ? pageLink(c, query.page + 1) : null,
        previous: query.page > 1 ? pageLink(c, query.page - 1) : null,
        results: rows.map(inquiriesService.toInquiryView),
        status_counts: statusCounts,
      });
    },
  ],
});

endpoint(inquiryRoutes, '/inquiries/:id', {
  get: [
    staffOnly,
    async (c) => {
      const row = await inquiriesService.getInquiry(c.var.deps.database.db, inquiryId(c.req.param('id')));
      if (!row) throw notFound(messages.common.notFound);
      return c.json({
        ...inquiriesService.toInquiryView(row),
        emails: await inquiryEmails(c.var.deps.database.db, row.id),
      });
    },
  ],
  patch: [
    staffOnly,
    async (c) => {
      const id = inquiryId(c.req.param('id'));
      const changes = await readJson(c, inquiryUpdateSchema);
      const { database, now } = c.var.deps;
      const row = await inquiriesService.updateInquiry(database.db, id, changes, currentUser(c), now());
      if (!row) throw notFound(messages.common.notFound);
      return c.json({
        ...inquiriesService.toInquiryView(row),
        emails: await inquiryEmails(c.var.deps.database.db, row.id),
      });
    },
  ],
});
