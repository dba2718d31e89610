import { Hono } from 'hono';
import { z } from 'zod';
import { INQUIRY_PURPOSES, INQUIRY_SEARCH_MAX_LENGTH } from '~/domain/constants';
import { inquiryStatusSchema, inquiryUpdateSchema } from '~/domain/inquiry';
import { messages } from '~/domain/messages';
import { currentUser, staffOnly } from '../../http/auth-middleware';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { InvalidError, NotFoundError, TooManyError } from '../../errors';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith, readJson } from '../../http/validate';
import * as inquiriesService from '../../services/inquiries/inquiries';
import { inquiryEmails } from '../../services/mail/outbox';
import { pageEnvelope, pageQuerySchema } from '../../http/pagination';
import { doc, paged } from '../../http/openapi';
import { inquirySchema } from '~/domain/inquiry';
import { inquiryStatusCountsSchema, inquiryViewSchema } from '~/domain/views';

export const inquiryRoutes = new Hono<AppEnv>();

const INQUIRY_PAGE_SIZE = 20;

const listQuerySchema = pageQuerySchema(INQUIRY_PAGE_SIZE).extend({
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

endpoint(inquiryRoutes, '/inquiries', {
  post: [
    doc({
      summary: 'Send an inquiry (the public form)',
      tag: 'Inquiries',
      body: inquirySchema,
      response: z.object({ success: z.literal(true), message: z.string() }),
      status: 201,
      errors: [429],
      description:
        'Error answers also carry `success: false`, `message` and every field’s messages under `errors`.',
    }),
    async (c) => {
      // The spec's client reads `success` and `message`, so error answers carry them beside the field errors.
      const raw = await readJson(c, z.record(z.string(), z.unknown()));
      const { database, env, logger, now, wakeMail } = c.var.deps;
      try {
        await inquiriesService.submitInquiry(
          { db: database.db, env, logger, now, origin: new URL(c.req.url).origin, wakeMail },
          raw,
          clientAddress(c),
        );
      } catch (error) {
        if (error instanceof TooManyError) {
          return c.json({ ...error.body(), success: false, message: error.detail }, 429, {
            'Retry-After': String(error.retryAfterSeconds),
          });
        }
        if (error instanceof InvalidError) {
          // The form has a field named `message` too: `errors` holds every field's messages without that clash.
          const body = { ...error.body(), errors: error.fields, success: false, message: error.detail };
          return c.json(body, 400);
        }
        throw error;
      }
      return c.json({ success: true, message: messages.inquiry.success }, 201);
    },
  ],
  get: [
    doc({
      summary: 'The inquiry inbox',
      tag: 'Inquiries',
      auth: 'staff',
      query: listQuerySchema,
      response: paged(inquiryViewSchema).extend({ status_counts: inquiryStatusCountsSchema }),
    }),
    staffOnly,
    async (c) => {
      const query = parseWith(listQuerySchema, c.req.query());
      const { count, results, statusCounts } = await inquiriesService.listInquiries(c.var.deps.database.db, {
        page: query.page,
        pageSize: query.page_size,
        status: query.status,
        purpose: query.purpose,
        q: query.q,
      });
      return c.json({ ...pageEnvelope(c, query, count, results), status_counts: statusCounts });
    },
  ],
});

endpoint(inquiryRoutes, '/inquiries/:id', {
  get: [
    doc({
      summary: 'One inquiry with its e-mails',
      tag: 'Inquiries',
      auth: 'staff',
      response: inquiryViewSchema,
    }),
    staffOnly,
    async (c) => {
      const inquiry = await inquiriesService.getInquiry(
        c.var.deps.database.db,
        idParam(c, messages.common.notFound),
      );
      if (!inquiry) throw new NotFoundError(messages.common.notFound);
      return c.json({ ...inquiry, emails: await inquiryEmails(c.var.deps.database.db, inquiry.id) });
    },
  ],
  patch: [
    doc({
      summary: 'Change an inquiry’s status or notes',
      tag: 'Inquiries',
      auth: 'staff',
      body: inquiryUpdateSchema,
      response: inquiryViewSchema,
    }),
    staffOnly,
    async (c) => {
      const id = idParam(c, messages.common.notFound);
      const changes = await readJson(c, inquiryUpdateSchema);
      const { database, now } = c.var.deps;
      const inquiry = await inquiriesService.updateInquiry(database.db, id, changes, currentUser(c), now());
      return c.json({ ...inquiry, emails: await inquiryEmails(database.db, inquiry.id) });
    },
  ],
});
