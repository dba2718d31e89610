import { z } from 'zod';
import { adminMessages } from './admin-messages';
import { ORDER_MAX_QUANTITY, ROW_ID_MAX } from './constants';
import { MANUAL_MOVEMENT_KINDS, STOCK_MOVEMENT_LIMITS } from './stock';

const text = adminMessages.stock;

/**
 * A receipt, a return or an adjustment typed by a superuser. An adjustment says why (a count, damage, a loss)
 * and may go down; a receipt or a return only comes in.
 */
export const stockMovementInputSchema = z
  .object({
    product: z.coerce
      .number({ error: text.productRequired })
      .int({ error: text.productRequired })
      .positive({ error: text.productRequired })
      .max(ROW_ID_MAX, { error: text.productRequired }),
    kind: z.enum(MANUAL_MOVEMENT_KINDS, { error: text.kindInvalid }),
    quantity: z.coerce
      .number({ error: text.quantityInvalid })
      .int({ error: text.quantityInvalid })
      .min(-ORDER_MAX_QUANTITY, { error: text.quantityInvalid })
      .max(ORDER_MAX_QUANTITY, { error: text.quantityInvalid }),
    reason: z
      .string({ error: text.reasonRequired })
      .trim()
      .max(STOCK_MOVEMENT_LIMITS.reason, {
        error: `Ensure this field has no more than ${STOCK_MOVEMENT_LIMITS.reason} characters.`,
      })
      .default(''),
  })
  .superRefine((input, context) => {
    if (input.kind === 'adjustment' ? input.quantity === 0 : input.quantity < 1) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: input.kind === 'adjustment' ? text.adjustmentZero : text.notPositive,
      });
    }
    if (input.kind === 'adjustment' && input.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: text.reasonRequired });
    }
  });

export type StockMovementInput = z.infer<typeof stockMovementInputSchema>;

export const stockMovementQuerySchema = z.object({
  product: z.coerce
    .number({ error: text.productRequired })
    .int({ error: text.productRequired })
    .positive({ error: text.productRequired })
    .max(ROW_ID_MAX, { error: text.productRequired })
    .optional(),
});
