import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { categories, inquiries, orderItems, orders, products, quotations } from '~/db/schema';
import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_MONTHS,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  SHOP_TIME_ZONE,
} from '~/domain/constants';
import type { DashboardMonth, DashboardView, OrderStatus } from '~/domain/order';
import { shopDate, type QuotationDashboard } from '~/domain/quotation';
import { failedMail } from '../mail/outbox';
import { recentOrders } from '../orders/orders';
import { agingView } from '../payments/receivables';

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The chart's calendar months in the shop's time zone, oldest first, ending with the one `now` falls in. */
export function dashboardMonths(now: Date, months = DASHBOARD_MONTHS): { month: string; label: string }[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value) - 1;
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (months - 1 - index), 1));
    const monthIndex = date.getUTCMonth();
    return {
      month: `${date.getUTCFullYear()}-${String(monthIndex + 1).padStart(2, '0')}`,
      label: MONTH_LABELS[monthIndex]!,
    };
  });
}

/**
 * The zone as a literal, not a bound parameter: Postgres matches a selected expression to its GROUP BY copy
 * only when both are the same text, and each parameter gets its own placeholder.
 */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** 'YYYY-MM' of a timestamp column in the shop's time zone. */
const monthOf = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM')`;

/** The instant the shop's calendar month 'YYYY-MM' begins, so the month filters can use the indexes. */
const monthStart = (month: string) => sql`(${`${month}-01`}::timestamp at time zone ${zone})`;

/**
 * The quotation figures. A revised quotation's older revisions stay stored as they were (a superseded one may
 * still read "sent"), so the open quotes and the conversion count only the latest revision of each number; every
 * sending counts as a quote sent, revisions included. Conversion: of the quotations sent this month that the
 * customer has decided (accepted, declined, or let expire), the share accepted.
 */
async function quotationFigures(db: Db, now: Date, month: string): Promise<QuotationDashboard> {
  const today = shopDate(now);
  const start = monthStart(month);
  const sentThisMonth = sql`${quotations.sentAt} >= ${start}`;
  const latest = sql`not exists (select 1 from ${quotations} newer where newer.number = ${quotations.number} and newer.revision > ${quotations.revision})`;
  const expired = sql`(${quotations.status} = 'sent' and ${quotations.validUntil} < ${today})`;
  const open = sql`(${quotations.status} = 'sent' and ${quotations.validUntil} >= ${today} and ${latest})`;
  const decided = sql`${sentThisMonth} and ${latest}`;
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${sentThisMonth})`.mapWith(Number),
      accepted:
        sql<number>`count(*) filter (where ${quotations.status} = 'accepted' and ${quotations.answeredAt} >= ${start})`.mapWith(
          Number,
        ),
      convertedAccepted:
        sql<number>`count(*) filter (where ${decided} and ${quotations.status} = 'accepted')`.mapWith(Number),
      convertedDecided:
        sql<number>`count(*) filter (where ${decided} and (${quotations.status} in ('accepted', 'declined') or ${expired}))`.mapWith(
          Number,
        ),
      openCount: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      openValue: sql<string>`coalesce(sum(${quotations.total}) filter (where ${open}), 0)::numeric(20, 2)::text`,
    })
    .from(quotations)
    .where(sql`${quotations.status} <> 'draft'`);
  const decidedCount = row?.convertedDecided ?? 0;
  return {
    sent_this_month: row?.sent ?? 0,
    accepted_this_month: row?.accepted ?? 0,
    conversion_rate:
      decidedCount === 0 ? null : Math.round((1000 * (row?.convertedAccepted ?? 0)) / decidedCount) / 10,
    open_count: row?.openCount ?? 0,
    open_value: row?.openValue ?? '0.00',
  };
}

export async function getDashboard(db: Db, now: Date): Promise<DashboardView> {
  const months = dashboardMonths(now);
  const since = monthStart(months[0]!.month);
  const lowStock = lte(products.stock, LOW_STOCK_THRESHOLD);

  const [
    statusCounts,
    [productCounts],
    [categoryCount],
    [inquiryCounts],
    created,
    shipped,
    revenue,
    popular,
    lowStockProducts,
    recent,
    quotationsFigures,
    failed,
    receivables,
  ] = await Promise.all([
    db.select({ status: orders.status, value: count() }).from(orders).groupBy(orders.status),
    db
      .select({
        total: count(),
        hidden: sql<number>`count(*) filter (where ${products.hidden})`.mapWith(Number),
        outOfStock: sql<number>`count(*) filter (where ${products.stock} <= 0)`.mapWith(Number),
        lowInStock: sql<number>`count(*) filter (where ${lowStock})`.mapWith(Number),
      })
      .from(products),
    db.select({ total: count() }).from(categories),
    db
      .select({
        total: count(),
        fresh: sql<number>`count(*) filter (where ${inquiries.status} = 'new')`.mapWith(Number),
      })
      .from(inquiries),
    db
      .select({ month: monthOf(orders.createdAt), value: count() })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(monthOf(orders.createdAt)),
    db
      .select({ month: monthOf(orders.shippedAt), value: count() })
      .from(orders)
      .where(gte(orders.shippedAt, since))
      .groupBy(monthOf(orders.shippedAt)),
    db
      .select({
        month: monthOf(orders.completedAt),
        value: sql<string>`sum(${orderItems.unitPrice} * ${orderItems.quantity})::numeric(20, 2)::text`,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.status, 'delivered'), gte(orders.completedAt, since)))
      .groupBy(monthOf(orders.completedAt)),
    // Products only (not a quotation's free-text, discount or VAT lines). A deleted product's lines are grouped
    // under their stored name; a live product's under its current name.
    db
      .select({
        product: orderItems.productId,
        name: sql<string>`coalesce(${products.name}, ${orderItems.productName})`,
        quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(and(inArray(orders.status, ['shipped', 'delivered']), eq(orderItems.kind, 'product')))
      .groupBy(orderItems.productId, sql`coalesce(${products.name}, ${orderItems.productName})`)
      .orderBy(
        desc(sql`sum(${orderItems.quantity})`),
        asc(sql`coalesce(${products.name}, ${orderItems.productName})`),
      )
      .limit(DASHBOARD_LIST_SIZE),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(lowStock)
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(DASHBOARD_LIST_SIZE),
    recentOrders(db, DASHBOARD_LIST_SIZE),
    quotationFigures(db, now, months.at(-1)!.month),
    failedMail(db, DASHBOARD_LIST_SIZE),
    agingView(db, now),
  ]);

  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of statusCounts) {
    if (row.status in byStatus) byStatus[row.status] = row.value;
  }
  const lookup = <T>(rows: { month: string; value: T }[]) =>
    new Map(rows.map((row) => [row.month, row.value]));
  const createdBy = lookup(created);
  const shippedBy = lookup(shipped);
  const revenueBy = lookup(revenue);
  const monthly: DashboardMonth[] = months.map(({ month, label }) => ({
    month,
    label,
    orders: createdBy.get(month) ?? 0,
    shipped: shippedBy.get(month) ?? 0,
    revenue: revenueBy.get(month) ?? '0.00',
  }));

  return {
    orders: byStatus,
    low_in_stock: productCounts?.lowInStock ?? 0,
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    products: {
      total: productCounts?.total ?? 0,
      hidden: productCounts?.hidden ?? 0,
      out_of_stock: productCounts?.outOfStock ?? 0,
    },
    categories: { total: categoryCount?.total ?? 0 },
    inquiries: { total: inquiryCounts?.total ?? 0, new: inquiryCounts?.fresh ?? 0 },
    monthly,
    popular_items: popular.map((row) => ({ product: row.product, name: row.name, quantity: row.quantity })),
    recent_orders: recent,
    low_stock_products: lowStockProducts,
    quotations: quotationsFigures,
    failed_mail: failed,
    receivables,
  };
}
