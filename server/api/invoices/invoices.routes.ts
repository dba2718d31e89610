import { Hono } from 'hono';
import { z } from 'zod';
import { adminMessages } from '~/domain/admin-messages';
import { ROW_ID_MAX } from '~/domain/constants';
import {
  documentSeriesUpdateSchema,
  INVOICE_STATUSES,
  invoiceCertificateSchema,
  invoiceCreateSchema,
  invoiceVoidSchema,
} from '~/domain/invoice';
import {
  documentSeriesViewSchema,
  invoiceDraftViewSchema,
  invoiceListItemSchema,
  invoiceViewSchema,
} from '~/domain/views';
import { endpoint } from '../../http/endpoint';
import { found, getById, jsonRoute, jsonRouteById, pagedList, staffAction } from '../../http/handlers';
import { binary, docsFor, paged } from '../../http/openapi';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import { idParam } from '../../http/validate';
import { getDocumentSeries, updateDocumentSeries } from '../../services/invoices/document-series';
import {
  createInvoice,
  getInvoice,
  invoiceDraftOf,
  listInvoices,
  recordCertificate,
  voidInvoice,
} from '../../services/invoices/invoices';

export const invoiceRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Invoices', auth: 'staff' });
const notFound = adminMessages.invoice.notFound;
const INVOICE_PAGE_SIZE = 25;

const filterId = z.coerce.number().int().positive().max(ROW_ID_MAX);
const listQuerySchema = pageQuerySchema(INVOICE_PAGE_SIZE).extend({
  customer: filterId.optional(),
  order: filterId.optional(),
  status: z
    .enum(INVOICE_STATUSES, { error: `Select a valid status: ${INVOICE_STATUSES.join(', ')}.` })
    .optional(),
});

endpoint(invoiceRoutes, '/invoices', {
  get: [
    ...routeDoc('Invoices, newest first', {
      description: 'Filter by customer, order, or status (open, paid, overdue as of today in Manila, void).',
      query: listQuerySchema,
      response: paged(invoiceListItemSchema),
    }),
    pagedList(listQuerySchema, (c, query) => listInvoices(c.var.deps.database.db, query, c.var.deps.now())),
  ],
  post: jsonRoute(
    routeDoc,
    'Issue an invoice for an order',
    {
      description:
        'Bills the lines given, or everything on the order not yet on a non-void invoice, with the next number ' +
        "of the registered series. 409 when the series is not set up or is used up, or the company's TIN is missing.",
      body: invoiceCreateSchema,
      response: invoiceViewSchema,
      status: 201,
      errors: [409],
    },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await createInvoice(db, input, actor, now), 201);
    },
  ),
});

endpoint(invoiceRoutes, '/invoices/:id', {
  get: [
    ...routeDoc('One invoice as issued, with its balance', { response: invoiceViewSchema }),
    getById(notFound, (c, id) => getInvoice(c.var.deps.database.db, id, c.var.deps.now())),
  ],
});

endpoint(invoiceRoutes, '/invoices/:id/pdf', {
  get: [
    ...routeDoc('The invoice as a PDF', { response: binary('application/pdf') }),
    async (c) => {
      const { database, now } = c.var.deps;
      const invoice = found(await getInvoice(database.db, idParam(c, notFound), now()), notFound);
      // The PDF library weighs about 25 MB resident: loaded with the first document, as the quotation's is.
      const { invoicePdf } = await import('../../services/invoices/invoice-pdf');
      const pdf = await invoicePdf(invoice);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${invoice.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf"`,
      });
    },
  ],
});

endpoint(invoiceRoutes, '/invoices/:id/void', {
  post: jsonRouteById(
    routeDoc,
    notFound,
    'Void an invoice',
    {
      description:
        'The invoice keeps its number and says it is void, by whom and why. Refused while payments are applied.',
      auth: 'superuser',
      body: invoiceVoidSchema,
      response: invoiceViewSchema,
      errors: [404, 409],
    },
    async (c, id, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await voidInvoice(db, id, input.reason, actor, now));
    },
  ),
});

endpoint(invoiceRoutes, '/invoices/:id/certificate', {
  patch: jsonRouteById(
    routeDoc,
    notFound,
    "Record when the buyer's BIR Form 2307 arrived",
    { body: invoiceCertificateSchema, response: invoiceViewSchema, errors: [404, 409] },
    async (c, id, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await recordCertificate(db, id, input.received_on, actor, now));
    },
  ),
});

endpoint(invoiceRoutes, '/orders/:id/invoice-draft', {
  get: [
    ...routeDoc("What is left to invoice on an order, and the buyer's tax class", {
      response: invoiceDraftViewSchema,
    }),
    getById(adminMessages.order.notFound, (c, id) => invoiceDraftOf(c.var.deps.database.db, id)),
  ],
});

endpoint(invoiceRoutes, '/document-series', {
  get: [
    ...routeDoc('The invoice series and the delivery receipts’ prefix', {
      auth: 'superuser',
      response: documentSeriesViewSchema,
    }),
    async (c) => c.json(await getDocumentSeries(c.var.deps.database.db)),
  ],
  put: jsonRoute(
    routeDoc,
    'Enter the registered invoice series',
    {
      description:
        'Prefix, next and last number as the BIR registered the series; the next number never goes back onto ' +
        'one already issued.',
      auth: 'superuser',
      body: documentSeriesUpdateSchema,
      response: documentSeriesViewSchema,
    },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await updateDocumentSeries(db, input, actor, now));
    },
  ),
});
