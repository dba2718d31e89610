import { Hono } from 'hono';
import { STOCK_MOVEMENT_PAGE_SIZE } from '~/domain/constants';
import { stockMovementInputSchema, stockMovementQuerySchema } from '~/domain/stock-schemas';
import { stockMovementViewSchema } from '~/domain/views';
import { endpoint } from '../../http/endpoint';
import { jsonRoute, pagedList, staffAction } from '../../http/handlers';
import { docsFor, paged } from '../../http/openapi';
import { pageQuerySchema } from '../../http/pagination';
import type { AppEnv } from '../../http/types';
import { listStockMovements, recordManualMovement } from '../../services/stock/stock-ledger';

export const stockRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Stock', auth: 'staff' });
const listQuerySchema = pageQuerySchema(STOCK_MOVEMENT_PAGE_SIZE).extend(stockMovementQuerySchema.shape);

endpoint(stockRoutes, '/stock-movements', {
  get: [
    ...routeDoc("The stock ledger, newest first, each movement with the product's levels after it", {
      query: listQuerySchema,
      response: paged(stockMovementViewSchema),
    }),
    pagedList(listQuerySchema, (c, query) => listStockMovements(c.var.deps.database.db, query)),
  ],
  post: jsonRoute(
    routeDoc,
    'Record a receipt, a return or an adjustment',
    {
      auth: 'superuser',
      body: stockMovementInputSchema,
      response: stockMovementViewSchema,
      status: 201,
      errors: [409],
      description: 'An adjustment needs a reason and may go down, never below nothing on hand.',
    },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await recordManualMovement(db, input, actor, now), 201);
    },
  ),
});
