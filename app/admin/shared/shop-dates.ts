import { ORDER_LOCALE, SHOP_TIME_ZONE } from '~/domain/constants';

/** "Nov 22, 2026" */
export const CALENDAR_DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const;
/** "Nov 22, 2026, 3:05 PM" */
export const DATE_AND_TIME = { ...CALENDAR_DATE, hour: 'numeric', minute: '2-digit' } as const;

/** A date format in the shop's time zone (Manila), whatever the browser's own zone is. */
export function shopDateFormat(
  options: Intl.DateTimeFormatOptions,
  locale = ORDER_LOCALE,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
}
