import { ORDER_LOCALE, SHOP_TIME_ZONE } from './constants';

const dayFormat = new Intl.DateTimeFormat(ORDER_LOCALE, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

/**
 * A Manila calendar day (`YYYY-MM-DD`, such as a quotation's validity) as the shop writes it to customers:
 * "December 11, 2026". The one format of e-mails, the quotation PDF and the customer's quotation page, so the
 * three never disagree. Noon in Manila is that day wherever the server's clock is set.
 */
export function formatShopDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00+08:00`));
}

/** The Manila calendar day an instant falls on, in the same words: "December 11, 2026". */
export function formatShopInstant(instant: Date): string {
  return dayFormat.format(instant);
}
