import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_PAGE_SIZE } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import { orderStatusSchema, orderStatusUpdateSchema } from '~/domain/order';
import { currentUser, staffOnly, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { pageEnvelope, pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith, readJson } from '../../http/validate';
import * as ordersService from '../../services/orders/orders';
import { doc, paged } from '../../http/openapi';
import { orderInputSchema, orderUpdateSchema } from '~/domain/order';
import { orderViewSchema } from '~/domain/views';

export const orderRoutes = new Hono<AppEnv>();

const listQuerySchema = pageQuerySchema(ORDER_PAGE_SIZE).extend({
  status: orderStatusSchema.optional(),
  query: z.string().max(200, { error: 'Search for at most 200 characters.' }).optional(),
});

/** Any JSON object: the service validates it, so item errors can name their line. */
const anyObject = z.record(z.string(), z.unknown());

endpoint(orderRoutes, '/orders', {
  get: [
    doc({
      summary: 'Orders, newest first',
      tag: 'Orders',
      auth: 'staff',
      query: listQuerySchema,
      response: paged(orderViewSchema),
    }),
    staffOnly,
    async (c) => {
      const query = parseWith(listQuerySchema, c.req.query());
      const { count, results } = await ordersService.listOrders(c.var.deps.database.db, {
        page: query.page,
        pageSize: query.page_size,
        status: query.status,
        query: query.query,
      });
      return c.json(pageEnvelope(c, query, count, results));
    },
  ],
  post: [
    doc({
      summary: 'Record an order',
      tag: 'Orders',
      auth: 'staff',
      body: orderInputSchema,
      response: orderViewSchema,
      status: 201,
      errors: [409],
    }),
    staffOnly,
    async (c) => {
      const raw = await readJson(c, anyObject);
      const { database, now } = c.var.deps;
      const order = await ordersService.createOrder(database.db, raw, currentUser(c), now());
      return c.json(order, 201);
    },
  ],
});

endpoint(orderRoutes, '/orders/:id', {
  get: [
    doc({ summary: 'One order', tag: 'Orders', auth: 'staff', response: orderViewSchema }),
    staffOnly,
    async (c) => {
      const order = await ordersService.getOrder(
        c.var.deps.database.db,
        idParam(c, adminMessages.order.notFound),
      );
      if (!order) throw new NotFoundError(adminMessages.order.notFound);
      return c.json(order);
    },
  ],
  put: [
    doc({
      summary: 'Edit an order',
      tag: 'Orders',
      auth: 'staff',
      body: orderUpdateSchema,
      response: orderViewSchema,
      errors: [409],
    }),
    staffOnly,
    async (c) => {
      const id = idParam(c, adminMessages.order.notFound);
      const raw = await readJson(c, anyObject);
      const { database, now } = c.var.deps;
      return c.json(await ordersService.updateOrder(database.db, id, raw, currentUser(c), now()));
    },
  ],
  patch: [
    doc({
      summary: 'Move an order to another status',
      tag: 'Orders',
      auth: 'staff',
      body: orderStatusUpdateSchema,
      response: orderViewSchema,
      errors: [409],
    }),
    staffOnly,
    async (c) => {
      const id = idParam(c, adminMessages.order.notFound);
      const changes = await readJson(c, orderStatusUpdateSchema);
      const { database, now } = c.var.deps;
      return c.json(await ordersService.changeOrderStatus(database.db, id, changes, currentUser(c), now()));
    },
  ],
  delete: [
    doc({ summary: 'Delete an order', tag: 'Orders', auth: 'superuser', errors: [409] }),
    superuserOnly,
    async (c) => {
      await ordersService.deleteOrder(
        c.var.deps.database.db,
        idParam(c, adminMessages.order.notFound),
        currentUser(c),
        c.var.deps.now(),
      );
      return c.body(null, 204);
    },
  ],
});
