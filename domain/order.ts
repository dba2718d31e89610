import { z } from 'zod';
import { money } from './catalogue';
import { ORDER_MAX_ITEMS, ORDER_MAX_QUANTITY, ORDER_STATUSES, ROW_ID_MAX } from './constants';
import { messages } from './messages';
import { adminMessages } from './admin-messages';
import type { dashboardViewSchema, orderViewSchema } from './views';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order line is: only 'product' lines count as items (see order_items.kind). */
export type OrderItemKind = 'product' | 'text' | 'adjustment';

/** Where each status may go next; delivered and cancelled are final. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

const ORDER_LIMITS = {
  customerName: 200,
  customerEmail: 254,
  customerPhone: 40,
  customerCompany: 200,
  notes: 5000,
  deliveryAddress: 1000,
  poNumber: 100,
  reason: 500,
} as const;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** Optional text: absent and null read as '' (a field cleared in a form). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: 'Enter text.' })
      .trim()
      .max(max, { error: tooLong(max) }),
  );

/**
 * A whole number sent as a JSON number or as the digits typed in a form field. Declared as either, not
 * preprocessed, so the API document (and the typed client made from it) accepts what the forms send.
 */
const wholeNumber = (error: string) =>
  z
    .union([z.number({ error }), z.string().regex(/^\s*\d+\s*$/, { error })], { error })
    .transform(Number)
    .pipe(z.number().int({ error }));

/** Ids arrive as JSON numbers, or as digit strings from a form's select. */
export const positiveId = (error: string) =>
  wholeNumber(error).pipe(z.number().positive({ error }).max(ROW_ID_MAX, { error }));

/** How many of a line: 1 to ORDER_MAX_QUANTITY, as a number or as typed. */
export const lineQuantity = (error: string) =>
  wholeNumber(error).pipe(z.number().min(1, { error }).max(ORDER_MAX_QUANTITY, { error }));

const orderItemInputSchema = z.object({
  product: positiveId(adminMessages.order.productRequired),
  quantity: lineQuantity(adminMessages.order.quantityInvalid),
  /** Left out, the product's current selling price is used. */
  unit_price: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    money('Unit price').optional(),
  ),
});

/** A product appears on one line only: two lines of one product would leave which price counts unclear. */
const itemsSchema = z
  .array(orderItemInputSchema, { error: adminMessages.order.itemsRequired })
  .min(1, { error: adminMessages.order.itemsRequired })
  .max(ORDER_MAX_ITEMS, { error: `An order can have at most ${ORDER_MAX_ITEMS} items.` })
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    for (const [index, item] of items.entries()) {
      if (seen.has(item.product)) {
        ctx.addIssue({
          code: 'custom',
          message: adminMessages.order.productRepeated(item.product),
          path: [index, 'product'],
        });
        return;
      }
      seen.add(item.product);
    }
  });

/** A new order as staff record it. Customer details other than the name are optional. */
export const orderInputSchema = z.object({
  customer_name: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: adminMessages.order.customerNameRequired })
      .trim()
      .min(1, { error: adminMessages.order.customerNameRequired })
      .max(ORDER_LIMITS.customerName, { error: tooLong(ORDER_LIMITS.customerName) }),
  ),
  customer_email: optionalText(ORDER_LIMITS.customerEmail).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    { error: messages.common.invalidEmail },
  ),
  customer_phone: optionalText(ORDER_LIMITS.customerPhone),
  customer_company: optionalText(ORDER_LIMITS.customerCompany),
  notes: optionalText(ORDER_LIMITS.notes),
  delivery_address: optionalText(ORDER_LIMITS.deliveryAddress),
  po_number: optionalText(ORDER_LIMITS.poNumber),
  inquiry: z.preprocess(
    (value) => (value === '' ? null : value),
    positiveId(adminMessages.order.inquiryInvalid).nullable().optional(),
  ),
  items: itemsSchema,
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/**
 * Why staff reserve although fewer units are available; left out (or blank), a shortfall is refused. Kept on
 * the reservation movements and in the order's history.
 */
const stockReason = optionalText(ORDER_LIMITS.reason).optional();

/**
 * An edit of a pending order: the fields given replace the stored ones; `items`, if given, replaces all lines
 * (a confirmed order's reservations follow, with `reason` to reserve beyond what is available).
 */
export const orderUpdateSchema = orderInputSchema.partial().extend({ reason: stockReason });

/** Confirming an order reserves its product lines; `reason` lets staff reserve more than is available. */
export const orderConfirmSchema = z.object({ reason: stockReason });

export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `Select a valid status: ${ORDER_STATUSES.join(', ')}.`,
});

/** A status change and/or internal notes; notes stay editable in every status. */
export const orderStatusUpdateSchema = z.object({
  status: orderStatusSchema.optional(),
  notes: z
    .string({ error: 'Notes must be text.' })
    .max(ORDER_LIMITS.notes, { error: tooLong(ORDER_LIMITS.notes) })
    .optional(),
});

export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** The price a new line takes from its product: the discounted price when it is the lower one (spec §5). */
export function sellingPrice(price: string, discountedPrice: string | null): string {
  return discountedPrice !== null && Number(discountedPrice) < Number(price) ? discountedPrice : price;
}

/** "1234.5" → 123450n: money is summed in whole centavos, never as binary floats. */
export function toCentavos(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '') || '0') * 100n + BigInt((fraction + '00').slice(0, 2)));
}

/** 123450n → "1234.50". */
export function fromCentavos(centavos: bigint): string {
  const sign = centavos < 0n ? '-' : '';
  const absolute = centavos < 0n ? -centavos : centavos;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

export type OrderView = z.infer<typeof orderViewSchema>;

export type DashboardMonth = DashboardView['monthly'][number];

export type DashboardView = z.infer<typeof dashboardViewSchema>;
