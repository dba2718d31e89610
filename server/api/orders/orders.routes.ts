import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_PAGE_SIZE } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import { orderStatusSchema, orderStatusUpdateSchema } from '~/domain/order';
import { staffOnly, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { createFromJson, deleteById, getById, pagedList, updateFromJson } from '../../http/handlers';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
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

const orderNotFound = adminMessages.order.notFound;

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
    pagedList(listQuerySchema, (c, query) => ordersService.listOrders(c.var.deps.database.db, query)),
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
    createFromJson(anyObject, ordersService.createOrder),
  ],
});

endpoint(orderRoutes, '/orders/:id', {
  get: [
    doc({ summary: 'One order', tag: 'Orders', auth: 'staff', response: orderViewSchema }),
    staffOnly,
    getById(orderNotFound, (c, id) => ordersService.getOrder(c.var.deps.database.db, id)),
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
    updateFromJson(orderNotFound, anyObject, ordersService.updateOrder),
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
    updateFromJson(orderNotFound, orderStatusUpdateSchema, ordersService.changeOrderStatus),
  ],
  delete: [
    doc({ summary: 'Delete an order', tag: 'Orders', auth: 'superuser', errors: [409] }),
    superuserOnly,
    deleteById(orderNotFound, ordersService.deleteOrder),
  ],
});
