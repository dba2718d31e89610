import { Hono } from 'hono';
import { z } from 'zod';
import { CUSTOMER_PAGE_SIZE, ROW_ID_MAX } from '~/domain/constants';
import { customerCreateSchema, customerPatchSchema } from '~/domain/customer';
import { messages } from '~/domain/messages';
import { customerListItemSchema, customerViewSchema } from '~/domain/views';
import { endpoint } from '../../http/endpoint';
import {
  auditedUpdate,
  deleteById,
  getById,
  jsonRoute,
  jsonRouteById,
  pagedList,
  staffAction,
} from '../../http/handlers';
import { docsFor, paged } from '../../http/openapi';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import * as customersService from '../../services/customers/customers';

export const customerRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Customers', auth: 'staff' });
const notFound = messages.customer.notFound;

const listQuerySchema = pageQuerySchema(CUSTOMER_PAGE_SIZE).extend({
  query: z.string().max(200, { error: 'Search for at most 200 characters.' }).optional(),
  tier: z.coerce.number().int().positive().max(ROW_ID_MAX).optional(),
  terms: z.coerce.number().int().min(0).max(60).optional(),
  tag: z.string().trim().max(40).optional(),
});

const mergeSchema = z.object({
  customer: z.number({ error: messages.common.required }).int().positive().max(ROW_ID_MAX),
});

endpoint(customerRoutes, '/customers', {
  get: [
    ...routeDoc('Customers by name', {
      description: "Search by name, code, TIN or a contact's e-mail; filter by tier, terms (days) or tag.",
      query: listQuerySchema,
      response: paged(customerListItemSchema),
    }),
    pagedList(listQuerySchema, (c, query) => customersService.listCustomers(c.var.deps.database.db, query)),
  ],
  post: jsonRoute(
    routeDoc,
    'Add a customer',
    { body: customerCreateSchema, response: customerViewSchema, status: 201 },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await customersService.createCustomer(db, input, actor, now), 201);
    },
  ),
});

endpoint(customerRoutes, '/customers/:id', {
  get: [
    ...routeDoc('One customer, with contacts, addresses, recent documents and what they bought', {
      response: customerViewSchema,
    }),
    getById(notFound, (c, id) => customersService.getCustomer(c.var.deps.database.db, id, c.var.deps.now())),
  ],
  patch: jsonRouteById(
    routeDoc,
    notFound,
    'Edit a customer; contacts and addresses given replace the stored ones',
    { body: customerPatchSchema, response: customerViewSchema },
    auditedUpdate(customersService.updateCustomer),
  ),
  delete: [
    ...routeDoc('Delete a customer; its documents keep their own names', {
      auth: 'superuser',
      errors: [409],
      description: 'A customer with invoices or payments is refused: merge it into another instead.',
    }),
    deleteById(notFound, customersService.deleteCustomer),
  ],
});

endpoint(customerRoutes, '/customers/:id/merge', {
  post: jsonRouteById(
    routeDoc,
    notFound,
    'Merge another customer into this one',
    {
      description: "The other customer's documents, contacts and addresses move here; it is then removed.",
      auth: 'superuser',
      body: mergeSchema,
      response: customerViewSchema,
    },
    auditedUpdate((db, id, input: z.infer<typeof mergeSchema>, actor, now) =>
      customersService.mergeCustomers(db, id, input.customer, actor, now),
    ),
  ),
});
