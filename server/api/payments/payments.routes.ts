import { adminMessages } from '~/domain/admin-messages';
import { Hono } from 'hono';
import { z } from 'zod';
import { ROW_ID_MAX } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { paymentAllocateSchema, paymentInputSchema } from '~/domain/payment';
import { agingViewSchema, customerReceivablesSchema, paymentViewSchema } from '~/domain/views';
import { endpoint } from '../../http/endpoint';
import { workbookDownload, xlsxResponse } from '../../http/excel';
import {
  auditedUpdate,
  deleteById,
  found,
  getById,
  jsonRoute,
  jsonRouteById,
  pagedList,
  staffAction,
} from '../../http/handlers';
import { binary, docsFor, paged } from '../../http/openapi';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import { idParam } from '../../http/validate';
import { accountingFileName, writeAccountingWorkbook } from '../../services/payments/accounting-excel';
import {
  allocateCredit,
  deletePayment,
  getPayment,
  listPayments,
  recordPayment,
} from '../../services/payments/payments';
import { agingView, customerReceivables } from '../../services/payments/receivables';

/** Payments, receivables and the customer's statement of account (issue 27). */
export const paymentRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Receivables', auth: 'staff' });
const notFound = adminMessages.payments.notFound;
const PAYMENT_PAGE_SIZE = 25;

const listQuerySchema = pageQuerySchema(PAYMENT_PAGE_SIZE).extend({
  customer: z.coerce.number().int().positive().max(ROW_ID_MAX).optional(),
});

endpoint(paymentRoutes, '/payments', {
  get: [
    ...routeDoc('Payments received, the latest first', {
      query: listQuerySchema,
      response: paged(paymentViewSchema),
    }),
    pagedList(listQuerySchema, (c, query) => listPayments(c.var.deps.database.db, query, c.var.deps.now())),
  ],
  post: jsonRoute(
    routeDoc,
    'Record a payment',
    {
      description:
        "Allocated as `allocations` says, or else to the customer's open invoices by due date, oldest first; " +
        "what no invoice takes is the customer's credit (apply it later with `/payments/{id}/allocate/`). A " +
        'check dated after today is held: it is allocated now, but reduces the balance only from its date.',
      body: paymentInputSchema,
      response: paymentViewSchema,
      status: 201,
    },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await recordPayment(db, input, actor, now), 201);
    },
  ),
});

endpoint(paymentRoutes, '/payments/:id', {
  get: [
    ...routeDoc('One payment with its allocations', { response: paymentViewSchema }),
    getById(notFound, (c, id) => getPayment(c.var.deps.database.db, id, c.var.deps.now())),
  ],
  delete: [
    ...routeDoc('Delete a payment recorded in error, with its allocations', { auth: 'superuser' }),
    deleteById(notFound, deletePayment),
  ],
});

endpoint(paymentRoutes, '/payments/:id/allocate', {
  post: jsonRouteById(
    routeDoc,
    notFound,
    "Apply a payment's credit to open invoices",
    {
      description:
        'What is left of the payment goes where `allocations` says, or to the oldest due invoices first.',
      body: paymentAllocateSchema,
      response: paymentViewSchema,
    },
    auditedUpdate(allocateCredit),
  ),
});

endpoint(paymentRoutes, '/receivables/aging', {
  get: [
    ...routeDoc('Receivables by age, with the customers behind each bucket', { response: agingViewSchema }),
    async (c) => c.json(await agingView(c.var.deps.database.db, c.var.deps.now())),
  ],
});

endpoint(paymentRoutes, '/receivables/export', {
  get: [
    ...routeDoc("The accountant's workbook: invoices and payments", {
      ...xlsxResponse,
      description:
        'Two sheets: every invoice with its tax lines, paid and balance; every payment with its allocations.',
    }),
    async (c) =>
      workbookDownload(c, accountingFileName(c.var.deps.now()), (out) =>
        writeAccountingWorkbook(c.var.deps.database.db, out, c.var.deps.now()),
      ),
  ],
});

const customerNotFound = messages.customer.notFound;

endpoint(paymentRoutes, '/customers/:id/receivables', {
  get: [
    ...routeDoc("A customer's balance, credit, overdue amount and open invoices", {
      response: customerReceivablesSchema,
    }),
    getById(customerNotFound, (c, id) => customerReceivables(c.var.deps.database.db, id, c.var.deps.now())),
  ],
});

endpoint(paymentRoutes, '/customers/:id/statement', {
  get: [
    ...routeDoc("The customer's statement of account as a PDF", { response: binary('application/pdf') }),
    async (c) => {
      const { database, now } = c.var.deps;
      const id = idParam(c, customerNotFound);
      // The PDF library weighs about 25 MB resident: loaded with the first document, as the quotation's is.
      const { statementPdf } = await import('../../services/payments/statement-pdf');
      const pdf = found(await statementPdf(database.db, id, now()), customerNotFound);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="statement-${id}.pdf"`,
      });
    },
  ],
});
