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
    staffOnly,
    pagedList(listQuerySchema, (c, query) => ordersService.listOrders(c.var.deps.database.db, query)),
  ],
  post: [staffOnly, createFromJson(anyObject, ordersService.createOrder)],
});

endpoint(orderRoutes, '/orders/:id', {
  get: [staffOnly, getById(orderNotFound, (c, id) => ordersService.getOrder(c.var.deps.database.db, id))],
  put: [staffOnly, updateFromJson(orderNotFound, anyObject, ordersService.updateOrder)],
  patch: [staffOnly, updateFromJson(orderNotFound, orderStatusUpdateSchema, ordersService.changeOrderStatus)],
  delete: [superuserOnly, deleteById(orderNotFound, ordersService.deleteOrder)],
});
