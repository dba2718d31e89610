import { warrantyMessages } from '~/domain/warranty-messages';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { shipmentLines, shipments, shipmentSerials } from '~/db/schema';
import { shopDate } from '~/domain/quotation';
import { isSerialFormat, normalizeSerial, warrantyEnds } from '~/domain/serials';
import type { WarrantyView } from '~/domain/views';
import { fieldError, NotFoundError, TooManyError } from '../../errors';
import { takeHit, throttleAddress } from '../shared/throttle';

/** Look-ups one address may make in a window: a customer checks a few units, a scraper guessing serials many. */
export const WARRANTY_MAX_PER_CLIENT = 30;
const WARRANTY_WINDOW_SECONDS = 10 * 60;

const text = warrantyMessages;

/**
 * A delivered unit's warranty, by its serial: the product, the day it was delivered and the last day of cover,
 * and nothing about who bought it, since anyone holding a serial may ask. Every well-formed look-up counts
 * towards the address's limit, found or not, so serials cannot be guessed quickly. Should two makers' units
 * share a serial, the latest delivery answers.
 */
export async function lookUpWarranty(db: Db, raw: string, client: string, now: Date): Promise<WarrantyView> {
  if (raw.trim() === '') throw fieldError('serial', text.serialRequired);
  if (!isSerialFormat(raw)) throw fieldError('serial', text.serialInvalid);
  const serial = normalizeSerial(raw);
  const limit = {
    key: `warranty:client:${throttleAddress(client)}`,
    max: WARRANTY_MAX_PER_CLIENT,
    windowSeconds: WARRANTY_WINDOW_SECONDS,
  };
  const hit = await db.transaction((tx) => takeHit(tx, [limit], now));
  if ('retryAfter' in hit) throw new TooManyError(text.tooMany, hit.retryAfter);
  const [row] = await db
    .select({
      productName: shipmentLines.productName,
      deliveredOn: shipments.deliveredOn,
      months: shipmentSerials.warrantyMonths,
    })
    .from(shipmentSerials)
    .innerJoin(shipmentLines, eq(shipmentLines.id, shipmentSerials.shipmentLineId))
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(eq(shipmentSerials.serial, serial))
    .orderBy(desc(shipments.deliveredOn), desc(shipmentSerials.id))
    .limit(1);
  if (!row) throw new NotFoundError(text.notFound);
  const ends = warrantyEnds(row.deliveredOn, row.months);
  return {
    serial,
    product_name: row.productName,
    delivered_on: row.deliveredOn,
    warranty_months: row.months,
    warranty_ends: ends,
    under_warranty: row.months > 0 && shopDate(now) <= ends,
  };
}
