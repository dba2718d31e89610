import { eq } from 'drizzle-orm';
import { orders, products } from '~/db/schema';
import type { Actor } from '../services/activity/activity';
import { createOrder } from '../services/orders/orders';
import { writeMovements } from '../services/stock/stock-ledger';
import type { TestContext } from './harness';

/**
 * An order whose product lines are reserved, as confirming it does: the reservation movements and
 * `confirmed_at`, written directly so delivery tests do not depend on the confirmation route.
 */
export async function confirmedOrder(
  ctx: TestContext,
  actor: Actor,
  items: { product: number; quantity: number }[],
  fields: { customer_name?: string; customer?: number } = {},
): Promise<{ id: number; items: { id: number; product: number | null; quantity: number }[] }> {
  const order = await createOrder(
    ctx.db,
    { customer_name: fields.customer_name ?? 'Santos Trading', items },
    actor,
    ctx.clock.current,
  );
  await ctx.db.transaction(async (tx) => {
    await writeMovements(
      tx,
      items.map((item) => ({ kind: 'reservation', productId: item.product, quantity: item.quantity })),
      { orderId: order.id, note: `Order #${order.id}` },
      actor,
      ctx.clock.current,
    );
    await tx
      .update(orders)
      .set({ confirmedAt: ctx.clock.current, customerId: fields.customer ?? null })
      .where(eq(orders.id, order.id));
  });
  return {
    id: order.id,
    items: order.items.map((item) => ({ id: item.id, product: item.product, quantity: item.quantity })),
  };
}

/** Marks a product serialized with a warranty, as the product form will. */
export async function makeSerialized(
  ctx: TestContext,
  productId: number,
  warrantyMonths: number,
): Promise<void> {
  await ctx.db.update(products).set({ serialized: true, warrantyMonths }).where(eq(products.id, productId));
}
