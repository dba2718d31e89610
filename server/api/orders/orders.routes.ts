import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_PAGE_SIZE } from '~/domain/constants';
import { adminMessages } from '~/domain/admin-messages';
import { orderStatusSchema, orderStatusUpdateSchema } from '~/domain/order';
import { endpoint } from '../../http/endpoint';
import {
  auditedUpdate,
  createFromJson,
  deleteById,
  getById,
  jsonRouteById,
  pagedList,
  updateFromJson,
} from '../../http/handlers';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import * as ordersService from '../../services/orders/orders';
import { docsFor, paged } from '../../http/openapi';
import { orderConfirmSchema, orderInputSchema, orderUpdateSchema } from '~/domain/order';
import { orderViewSchema } from '~/domain/views';

export const orderRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Orders', auth: 'staff' });

const listQuerySchema = pageQuerySchema(ORDER_PAGE_SIZE).extend({
  status: orderStatusSchema.optional(),
  query: z.string().max(200, { error: 'Search for at most 200 characters.' }).optional(),
});

/** Any JSON object: the service validates it, so item errors can name their line. */
const anyObject = z.record(z.string(), z.unknown());

const orderNotFound = adminMessages.order.notFound;

endpoint(orderRoutes, '/orders', {
  get: [
    ...routeDoc('Orders, newest first', { query: listQuerySchema, response: paged(orderViewSchema) }),
    pagedList(listQuerySchema, (c, query) => ordersService.listOrders(c.var.deps.database.db, query)),
  ],
  post: [
    ...routeDoc('Record an order', {
      body: orderInputSchema,
      response: orderViewSchema,
      status: 201,
      errors: [409],
    }),
    createFromJson(anyObject, ordersService.createOrder),
  ],
});

endpoint(orderRoutes, '/orders/:id', {
  get: [
    ...routeDoc('One order', { response: orderViewSchema }),
    getById(orderNotFound, (c, id) => ordersService.getOrder(c.var.deps.database.db, id)),
  ],
  put: [
    ...routeDoc('Edit an order', { body: orderUpdateSchema, response: orderViewSchema, errors: [409] }),
    updateFromJson(orderNotFound, anyObject, ordersService.updateOrder),
  ],
  patch: jsonRouteById(
    routeDoc,
    orderNotFound,
    'Move an order to another status',
    { body: orderStatusUpdateSchema, response: orderViewSchema, errors: [409] },
    auditedUpdate(ordersService.changeOrderStatus),
  ),
  delete: [
    ...routeDoc('Delete an order', { auth: 'superuser', errors: [409] }),
    deleteById(orderNotFound, ordersService.deleteOrder),
  ],
});

endpoint(orderRoutes, '/orders/:id/confirm', {
  post: [
    ...routeDoc('Confirm an order, reserving its stock', {
      body: orderConfirmSchema,
      response: orderViewSchema,
      errors: [409],
      description:
        'Reserves the product lines of a pending order. More than is available is refused (409) unless `reason` says why staff reserve anyway; an order already confirmed answers as it is.',
    }),
    updateFromJson(orderNotFound, anyObject, ordersService.confirmOrder),
  ],
});
