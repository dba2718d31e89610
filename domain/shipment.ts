import { z } from 'zod';
import { ROW_ID_MAX } from './constants';
import { adminMessages } from './admin-messages';
import type { SerialProblem } from './serials';

const text = adminMessages.shipments;

/** Units one delivery line may carry; a serial is typed per unit, so this also bounds the serial inputs. */
export const SHIPMENT_LINE_MAX_QUANTITY = 10_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: text.dateInvalid });

export const shipmentInputSchema = z.object({
  order: z.number({ error: text.orderRequired }).int().positive().max(ROW_ID_MAX),
  delivered_on: day
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: text.dateInvalid })
    .optional(),
  notes: z.string().max(2000, { error: text.notesTooLong }).optional(),
  lines: z
    .array(
      z.object({
        order_item: z.number({ error: text.lineRequired }).int().positive().max(ROW_ID_MAX),
        quantity: z
          .number({ error: text.quantityInvalid })
          .int({ error: text.quantityInvalid })
          .min(1, { error: text.quantityInvalid })
          .max(SHIPMENT_LINE_MAX_QUANTITY, { error: text.quantityInvalid }),
        serials: z
          .array(z.string().max(100, { error: text.serialTooLong }))
          .max(SHIPMENT_LINE_MAX_QUANTITY)
          .optional(),
      }),
    )
    .min(1, { error: text.linesRequired })
    .max(500),
});

export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** What a delivery screen or the API says about one serial's problem. */
export function serialProblemMessage(problem: SerialProblem): string {
  switch (problem.kind) {
    case 'format':
      return text.serialFormat(problem.serial);
    case 'repeated':
      return text.serialRepeated(problem.serial);
    case 'already-shipped':
      return text.serialShipped(problem.serial);
    case 'count':
      return text.serialCount(problem.expected, problem.given);
  }
}

/** The receipt's file name: "DR-000012.pdf". */
export const deliveryReceiptFileName = (number: string) => `${number}.pdf`;
