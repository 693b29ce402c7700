// Amounts are THB with two decimals; dates are CE in every language, shown in the branch's time zone.
import { localeOf, type LocaleCode } from './locales';

const moneyFormats = new Map<LocaleCode, Intl.NumberFormat>();

/** Formats baht, e.g. 1200 -> '฿1,200.00'. */
export function formatMoney(amountThb: number, locale: LocaleCode): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(locale).iso, {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format.format(amountThb);
}

/** Formats a 'YYYY-MM-DD' calendar date in CE, e.g. '22 Nov 2026' / '22 พ.ย. 2026'. */
export function formatDate(
  date: string,
  locale: LocaleCode,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Noon UTC, formatted in UTC, cannot fall on another day whatever the zone of the machine.
  return new Intl.DateTimeFormat(localeOf(locale).iso, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/**
 * Formats a moment (an ISO timestamp) as date and time in CE at the branch's zone, e.g.
 * '24 Nov 2026, 14:05' for Asia/Bangkok, whatever the zone of the reader's computer.
 */
export function formatInstant(instant: string, locale: LocaleCode, timeZone: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return new Intl.DateTimeFormat(localeOf(locale).iso, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}

/** Formats an 'HH:mm[:ss]' wall-clock time as 'HH:mm'. */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** The weekday names of a locale, Sunday first, as the branch's open_days index them. */
export function weekdayNames(locale: LocaleCode, style: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(localeOf(locale).iso, { weekday: style, timeZone: 'UTC' });
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 10, 22 + day, 12))));
}
