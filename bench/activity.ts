/**
 * A year of back-office activity beside the generated catalogue, so the dashboard, the order list and the
 * inquiry inbox are measured on tables of realistic size instead of empty ones. Fills the configured database
 * (DATABASE_URL, or PGlite under DATA_DIR) like the generator does:
 *
 *   npx tsx bench/activity.ts --orders 5000
 *
 * Does nothing when the database already has orders.
 */
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Db } from '~/db/client';
import { inquiries, orderItems, orders, products } from '~/db/schema';
import { INQUIRY_PURPOSES, INQUIRY_STATUSES } from '~/domain/constants';
import type { OrderStatus } from '~/domain/order';
import { loadEnv } from '~/server/env';
import { runCli } from '~/scripts/cli';
import { random } from './random';

const ROWS_PER_INSERT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

/** Adds `total` orders (one to four lines each) and `total` inquiries, unless orders are already there. */
async function ensureActivity(db: Db, total: number): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(orders);
  if ((existing?.value ?? 0) > 0) return false;
  const rand = random(total);
  const catalogue = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(eq(products.hidden, false));
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (let start = 0; start < total; start += ROWS_PER_INSERT) {
      const size = Math.min(ROWS_PER_INSERT, total - start);
      const rows = Array.from({ length: size }, (_, index) => {
        const number = start + index + 1;
        const createdAt = new Date(now - Math.floor(rand() * 365 * DAY_MS));
        const roll = rand();
        const status: OrderStatus =
          roll < 0.15 ? 'pending' : roll < 0.3 ? 'shipped' : roll < 0.9 ? 'delivered' : 'cancelled';
        const shippedAt =
          status === 'shipped' || status === 'delivered'
            ? new Date(createdAt.getTime() + (1 + rand() * 3) * DAY_MS)
            : null;
        const completedAt =
          status === 'delivered'
            ? new Date(shippedAt!.getTime() + (1 + rand() * 4) * DAY_MS)
            : status === 'cancelled'
              ? new Date(createdAt.getTime() + rand() * 2 * DAY_MS)
              : null;
        return {
          customerName: `Bench Customer ${number}`,
          customerEmail: `customer${number}@example.ph`,
          customerPhone: `0917${String(number).padStart(7, '0')}`,
          customerCompany: `Company ${number % 700}`,
          status,
          createdAt,
          updatedAt: completedAt ?? shippedAt ?? createdAt,
          shippedAt,
          completedAt,
        };
      });
      const inserted = await tx.insert(orders).values(rows).returning({ id: orders.id });
      const lines = inserted.flatMap(({ id }) =>
        Array.from({ length: 1 + Math.floor(rand() * 4) }, () => {
          const product = pick(rand, catalogue);
          return {
            orderId: id,
            productId: product.id,
            productName: product.name,
            unitPrice: product.price,
            quantity: 1 + Math.floor(rand() * 5),
          };
        }),
      );
      await tx.insert(orderItems).values(lines);
      await tx.insert(inquiries).values(
        rows.map((order, index) => ({
          name: order.customerName,
          phone: order.customerPhone,
          company: order.customerCompany,
          email: order.customerEmail,
          purpose: pick(rand, INQUIRY_PURPOSES),
          brands: 'HP, Lenovo',
          products: pick(rand, catalogue).name,
          message: `Please send a quotation for ${1 + (index % 20)} units.`,
          status: pick(rand, INQUIRY_STATUSES),
          createdAt: order.createdAt,
          updatedAt: order.createdAt,
        })),
      );
    }
  });
  return true;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { orders: { type: 'string', default: '5000' } } });
  const total = Number(values.orders);
  if (!Number.isInteger(total) || total < 1) throw new Error('--orders must be a positive whole number.');
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (await ensureActivity(database.db, total))
      process.stdout.write(`Added ${total} orders and inquiries.\n`);
  } finally {
    await database.close();
  }
}

runCli(main);
