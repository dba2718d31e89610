import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { adminMessages } from '~/domain/admin-messages';
import { QUOTATION_PAGE_SIZE, QUOTATION_STATUSES, quotationFileName } from '~/domain/quotation';
import { currentUser } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { createFromJson, deleteById, found, getById, pagedList, updateFromJson } from '../../http/handlers';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import { idParam, readJson } from '../../http/validate';
import { quotationEmails } from '../../services/mail/outbox';
import { answerQuotation } from '../../services/quotations/answers';
import {
  createQuotation,
  deleteQuotation,
  reviseQuotation,
  updateQuotation,
} from '../../services/quotations/drafts';
import { getQuotation, listQuotations, quotationCustomer } from '../../services/quotations/quotations';
import { renderQuotationPdf, sendQuotation } from '../../services/quotations/sending';
import { binary, docsFor, paged } from '../../http/openapi';
import { positiveId } from '~/domain/order';
import { quotationInputSchema, quotationUpdateSchema, quoteAnswerSchema } from '~/domain/quotation';
import { quotationViewSchema, quoteAnswerViewSchema, sentQuotationSchema } from '~/domain/views';

export const quotationRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Quotations', auth: 'staff' });

const listQuerySchema = pageQuerySchema(QUOTATION_PAGE_SIZE).extend({
  status: z
    .enum(QUOTATION_STATUSES, { error: `Select a valid status: ${QUOTATION_STATUSES.join(', ')}.` })
    .optional(),
  expiring: z.enum(['1', 'true']).optional(),
  query: z.string().max(200, { error: 'Search for at most 200 characters.' }).optional(),
  inquiry: positiveId(adminMessages.quotation.inquiryInvalid).optional(),
});

/** Any JSON object: the service validates it, so line errors can name their line. */
const anyObject = z.record(z.string(), z.unknown());

const quotationNotFound = adminMessages.quotation.notFound;
const quotationId = (c: Context) => idParam(c, quotationNotFound);

endpoint(quotationRoutes, '/quotations', {
  get: [
    ...routeDoc('Quotations, newest first', { query: listQuerySchema, response: paged(quotationViewSchema) }),
    pagedList(listQuerySchema, (c, { expiring, ...query }) =>
      listQuotations(
        c.var.deps.database.db,
        { ...query, expiringSoon: expiring !== undefined },
        c.var.deps.now(),
      ),
    ),
  ],
  post: [
    ...routeDoc('Write a draft quotation', {
      body: quotationInputSchema,
      response: quotationViewSchema,
      status: 201,
    }),
    createFromJson(anyObject, createQuotation),
  ],
});

endpoint(quotationRoutes, '/quotations/:id', {
  get: [
    ...routeDoc('One quotation', { response: quotationViewSchema }),
    getById(quotationNotFound, async (c, id) => {
      const { db } = c.var.deps.database;
      const quotation = await getQuotation(db, id, c.var.deps.now());
      return (
        quotation && {
          ...quotation,
          ...(await quotationCustomer(db, quotation)),
          emails: await quotationEmails(db, id),
        }
      );
    }),
  ],
  patch: [
    ...routeDoc('Edit a draft', {
      body: quotationUpdateSchema,
      response: quotationViewSchema,
      errors: [409],
    }),
    updateFromJson(quotationNotFound, anyObject, updateQuotation),
  ],
  delete: [
    ...routeDoc('Delete a quotation', { auth: 'superuser', errors: [409] }),
    deleteById(quotationNotFound, deleteQuotation),
  ],
});

endpoint(quotationRoutes, '/quotations/:id/revise', {
  post: [
    ...routeDoc('Start a new revision of a sent quotation', {
      response: quotationViewSchema,
      status: 201,
      errors: [409],
    }),
    async (c) => {
      const { database, now } = c.var.deps;
      const revision = await reviseQuotation(database.db, quotationId(c), currentUser(c), now());
      return c.json(revision, 201);
    },
  ],
});

endpoint(quotationRoutes, '/quotations/:id/pdf', {
  get: [
    ...routeDoc('The quotation as a PDF', { response: binary('application/pdf') }),
    async (c) => {
      const { database, media, now } = c.var.deps;
      const quotation = found(await getQuotation(database.db, quotationId(c), now()), quotationNotFound);
      const pdf = await renderQuotationPdf(database.db, media, quotation);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${quotationFileName(quotation.number)}"`,
      });
    },
  ],
});

endpoint(quotationRoutes, '/quotations/:id/send', {
  post: [
    ...routeDoc('Send a draft to the customer', { response: sentQuotationSchema, errors: [400, 409] }),
    async (c) => {
      const { database, env, media, now, wakeMail } = c.var.deps;
      const sent = await sendQuotation(
        { db: database.db, env, media, wakeMail },
        quotationId(c),
        currentUser(c),
        now(),
      );
      return c.json(sent);
    },
  ],
});

/** The customer's answers: anonymous, bound to the quotation's unguessable token. */
for (const [path, answer] of [
  ['/quote/:token/accept', 'accepted'],
  ['/quote/:token/decline', 'declined'],
] as const) {
  endpoint(quotationRoutes, path, {
    post: [
      ...routeDoc(`The customer's answer: ${answer}`, {
        auth: 'public',
        body: quoteAnswerSchema,
        response: quoteAnswerViewSchema,
        errors: [409],
      }),
      async (c) => {
        const raw = await readJson(c, anyObject);
        const { database, env, now, wakeMail } = c.var.deps;
        const result = await answerQuotation(
          { db: database.db, env, wakeMail },
          c.req.param('token') ?? '',
          answer,
          raw,
          now(),
        );
        return c.json(result);
      },
    ],
  });
}
