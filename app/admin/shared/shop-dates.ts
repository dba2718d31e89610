import { ORDER_LOCALE, SHOP_TIME_ZONE } from '~/domain/constants';

/** "Nov 22, 2026" */
export const CALENDAR_DATE = { year: 'numeric', month: 'short', day: 'numeric' } as const;
/** "Nov 22, 2026, 3:05 PM" */
const DATE_AND_TIME = { ...CALENDAR_DATE, hour: 'numeric', minute: '2-digit' } as const;

/** A date format in the shop's time zone (Manila), whatever the browser's own zone is. */
export function shopDateFormat(
  options: Intl.DateTimeFormatOptions,
  locale = ORDER_LOCALE,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
}

const dateFormat = shopDateFormat(CALENDAR_DATE);
const dateTimeFormat = shopDateFormat(DATE_AND_TIME);
const fullFormat = shopDateFormat({ weekday: 'short', ...DATE_AND_TIME });

/** A calendar date in Manila time ("Nov 22, 2026"); an empty or broken value becomes a dash. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export function formatOrderDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

/** The full date and time in Manila with the weekday, as an inquiry's detail and the e-mail lists show them. */
export function fullReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullFormat.format(date);
}
