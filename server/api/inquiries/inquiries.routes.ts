import { Hono } from 'hono';
import type { Db } from '~/db/client';
import { z } from 'zod';
import { INQUIRY_PURPOSES, INQUIRY_SEARCH_MAX_LENGTH } from '~/domain/constants';
import { inquiryStatusSchema, inquiryUpdateSchema } from '~/domain/inquiry';
import { messages } from '~/domain/messages';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { InvalidError, TooManyError } from '../../errors';
import { auditedUpdate, getById, jsonRouteById, pagedList, staffAction } from '../../http/handlers';
import type { AppEnv } from '../../http/types';
import { idParam, readJson } from '../../http/validate';
import * as inquiriesService from '../../services/inquiries/inquiries';
import { inquiryEmails } from '../../services/mail/outbox';
import { pageQuerySchema } from '../../http/pagination';
import { docsFor, paged } from '../../http/openapi';
import { inquirySchema } from '~/domain/inquiry';
import { inquiryStatusCountsSchema, inquiryViewSchema } from '~/domain/views';

export const inquiryRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Inquiries', auth: 'staff' });

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

/** The admin's inquiry answers carry the e-mails sent about it and its customer (or the suggested ones). */
async function withEmails(db: Db, inquiry: inquiriesService.InquiryView) {
  return {
    ...inquiry,
    ...(await inquiriesService.inquiryCustomer(db, inquiry)),
    emails: await inquiryEmails(db, inquiry.id),
  };
}

endpoint(inquiryRoutes, '/inquiries', {
  post: [
    ...routeDoc('Send an inquiry (the public form)', {
      auth: 'public',
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
          { db: database.db, env, logger, now, wakeMail },
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
    ...routeDoc('The inquiry inbox', {
      query: listQuerySchema,
      response: paged(inquiryViewSchema).extend({ status_counts: inquiryStatusCountsSchema }),
    }),
    pagedList(listQuerySchema, async (c, query) => {
      const { statusCounts, ...page } = await inquiriesService.listInquiries(c.var.deps.database.db, query);
      return { ...page, status_counts: statusCounts };
    }),
  ],
});

endpoint(inquiryRoutes, '/inquiries/:id', {
  get: [
    ...routeDoc('One inquiry with its e-mails', { response: inquiryViewSchema }),
    getById(messages.common.notFound, async (c, id) => {
      const inquiry = await inquiriesService.getInquiry(c.var.deps.database.db, id);
      return inquiry && withEmails(c.var.deps.database.db, inquiry);
    }),
  ],
  patch: jsonRouteById(
    routeDoc,
    messages.common.notFound,
    'Change an inquiry’s status, notes or customer',
    { body: inquiryUpdateSchema, response: inquiryViewSchema },
    auditedUpdate(async (db, id, changes, actor, now) =>
      withEmails(db, await inquiriesService.updateInquiry(db, id, changes, actor, now)),
    ),
  ),
});

endpoint(inquiryRoutes, '/inquiries/:id/customer', {
  post: [
    ...routeDoc('Make a customer from an inquiry and link it', {
      description:
        'The customer is named by the inquiry’s company (else the person), who becomes its primary contact. 409 when the inquiry already belongs to a customer.',
      response: inquiryViewSchema,
      status: 201,
      errors: [409],
    }),
    async (c) => {
      const id = idParam(c, messages.common.notFound);
      const { db, actor, now } = staffAction(c);
      const inquiry = await inquiriesService.createCustomerFromInquiry(db, id, actor, now);
      return c.json(await withEmails(db, inquiry), 201);
    },
  ],
});
