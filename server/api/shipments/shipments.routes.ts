import { warrantyMessages } from '~/domain/warranty-messages';
import { Hono } from 'hono';
import { z } from 'zod';
import { adminMessages } from '~/domain/admin-messages';
import { ORDER_PAGE_SIZE, ROW_ID_MAX } from '~/domain/constants';
import { deliveryReceiptFileName, shipmentInputSchema } from '~/domain/shipment';
import {
  deliverableOrderSchema,
  shipmentListItemSchema,
  shipmentViewSchema,
  warrantyViewSchema,
} from '~/domain/views';
import { clientAddress } from '../../http/client-address';
import { endpoint } from '../../http/endpoint';
import { getById, pagedList, staffAction } from '../../http/handlers';
import { binary, docsFor, paged } from '../../http/openapi';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith, readJson } from '../../http/validate';
import {
  createShipment,
  deliverableOrder,
  getShipment,
  listShipments,
  requireShipment,
} from '../../services/shipments/shipments';
import { lookUpWarranty } from '../../services/shipments/warranty';

export const shipmentRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Deliveries', auth: 'staff' });
const notFound = adminMessages.shipments.notFound;

const listQuerySchema = pageQuerySchema(ORDER_PAGE_SIZE).extend({
  order: z.coerce.number().int().positive().max(ROW_ID_MAX).optional(),
});

/** Any JSON object: the service validates it, so its errors can name a line and a serial. */
const anyObject = z.record(z.string(), z.unknown());

endpoint(shipmentRoutes, '/shipments', {
  get: [
    ...routeDoc('Deliveries, newest first', {
      description: 'Filter by `order` for one order’s deliveries.',
      query: listQuerySchema,
      response: paged(shipmentListItemSchema),
    }),
    pagedList(listQuerySchema, (c, query) => listShipments(c.var.deps.database.db, query)),
  ],
  post: [
    ...routeDoc('Record a delivery of a confirmed order', {
      description:
        'Takes the next delivery receipt number and moves the reserved units out of stock. A serialized ' +
        'product needs one serial per unit; field errors name the line and the serial ' +
        '(`{"lines": [{"serials": [{}, ["..."]]}]}`). When every product line has gone in full, the order is shipped.',
      body: shipmentInputSchema,
      response: shipmentViewSchema,
      status: 201,
      errors: [409],
    }),
    async (c) => {
      const raw = await readJson(c, anyObject);
      const { db, actor, now } = staffAction(c);
      return c.json(await createShipment(db, raw, actor, now), 201);
    },
  ],
});

endpoint(shipmentRoutes, '/shipments/:id', {
  get: [
    ...routeDoc('One delivery, with its lines and serial numbers', { response: shipmentViewSchema }),
    getById(notFound, (c, id) => getShipment(c.var.deps.database.db, id)),
  ],
});

endpoint(shipmentRoutes, '/shipments/:id/pdf', {
  get: [
    ...routeDoc('The delivery receipt as a PDF', { response: binary('application/pdf') }),
    async (c) => {
      const { db } = staffAction(c);
      const shipment = await requireShipment(db, idParam(c, notFound));
      // The PDF library weighs about 25 MB resident: loaded with the first document, as the quotation's is.
      const { deliveryReceiptPdf } = await import('../../services/shipments/delivery-receipt-pdf');
      const pdf = await deliveryReceiptPdf(db, shipment);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${deliveryReceiptFileName(shipment.number)}"`,
      });
    },
  ],
});

endpoint(shipmentRoutes, '/orders/:id/deliverable', {
  get: [
    ...routeDoc('What is still to deliver of an order, line by line', { response: deliverableOrderSchema }),
    getById(adminMessages.order.notFound, (c, id) => deliverableOrder(c.var.deps.database.db, id)),
  ],
});

const warrantyQuerySchema = z.object({
  serial: z
    .string({ error: warrantyMessages.serialRequired })
    .max(100, { error: warrantyMessages.serialInvalid }),
});

endpoint(shipmentRoutes, '/warranty', {
  get: [
    ...routeDoc('Look up a delivered unit’s warranty by its serial number', {
      auth: 'public',
      description:
        'The product, the delivery date and the last day of cover; nothing about the buyer. Throttled per ' +
        'client address, found or not.',
      query: warrantyQuerySchema,
      response: warrantyViewSchema,
      errors: [404, 429],
    }),
    async (c) => {
      const { serial } = parseWith(warrantyQuerySchema, c.req.query());
      const { database, now } = c.var.deps;
      return c.json(await lookUpWarranty(database.db, serial, clientAddress(c), now()));
    },
  ],
});
