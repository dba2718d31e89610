import { Hono } from 'hono';
import { messages } from '~/domain/messages';
import { priceQuerySchema, priceTiersInputSchema, productPricingInputSchema } from '~/domain/pricing-schemas';
import { priceTierViewSchema, productPricingViewSchema, unitPriceViewSchema } from '~/domain/views';
import { z } from 'zod';
import { endpoint } from '../../http/endpoint';
import { auditedUpdate, getById, jsonRoute, jsonRouteById, staffAction } from '../../http/handlers';
import { docsFor } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith } from '../../http/validate';
import { listPriceTiers, replacePriceTiers } from '../../services/pricing/price-tiers';
import { getProductPricing, priceFor, replaceProductPricing } from '../../services/pricing/product-pricing';

export const pricingRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Pricing', auth: 'staff' });
const productNotFound = messages.product.notFound;

endpoint(pricingRoutes, '/price-tiers', {
  get: [
    ...routeDoc('The price tiers, in the order staff see them', { response: z.array(priceTierViewSchema) }),
    async (c) => c.json(await listPriceTiers(c.var.deps.database.db)),
  ],
  put: jsonRoute(
    routeDoc,
    'Replace the price tiers and their category percentages',
    { auth: 'superuser', body: priceTiersInputSchema, response: z.array(priceTierViewSchema) },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      return c.json(await replacePriceTiers(db, input, actor, now));
    },
  ),
});

endpoint(pricingRoutes, '/products/id/:id/pricing', {
  get: [
    ...routeDoc("A product's cost, tier prices and quantity breaks", { response: productPricingViewSchema }),
    getById(productNotFound, (c, id) => getProductPricing(c.var.deps.database.db, id)),
  ],
  put: jsonRouteById(
    routeDoc,
    productNotFound,
    "Replace a product's cost, tier prices and quantity breaks",
    { body: productPricingInputSchema, response: productPricingViewSchema },
    auditedUpdate(replaceProductPricing),
  ),
});

endpoint(pricingRoutes, '/products/:id/price', {
  get: [
    ...routeDoc('What a buyer pays a unit for a quantity', {
      description: 'Without `customer`, a walk-in (retail) buyer.',
      query: priceQuerySchema,
      response: unitPriceViewSchema,
    }),
    async (c) => {
      const id = idParam(c, productNotFound);
      const { customer, quantity } = parseWith(priceQuerySchema, c.req.query());
      return c.json(await priceFor(c.var.deps.database.db, id, customer ?? null, quantity));
    },
  ],
});
