// Amounts are THB with two decimals; dates are CE in every language, shown in the branch's time zone. What lists
// and cards show is here; long dates, month titles and moments are in long-dates.ts, a chunk of its own.
import { dateParts, mediumDate, WEEKDAYS_LONG } from './calendar-names';
import type { LocaleCode } from './locales';

/** Beyond this, a number's cents are no longer exact (2^53); no amount at a spa comes near it. */
const LARGEST_AMOUNT = 1e13;

/**
 * Formats baht, e.g. 1200 -> '฿1,200.00', the same in our three languages (CLDR's en-GB, th-TH and zh-CN agree).
 * Written out rather than by Intl.NumberFormat, whose first use on a page sets up ICU (calendar-names.ts); it
 * rounds the number's shortest decimal form half away from zero, as ICU does (1.005 -> 1.01), and a test holds
 * it to Intl's answers.
 */
export function formatMoney(amountThb: number): string {
  const size = Math.abs(amountThb);
  if (!(size < LARGEST_AMOUNT)) throw new RangeError(`amount ${amountThb}`);
  // Negative zero too has its sign, as Intl writes it (1 / -0 is -Infinity).
  const sign = 1 / amountThb < 0 ? '-' : '';
  // Below a millionth, String() writes an exponent: such an amount is zero baht and zero satang.
  const [, whole = '0', fraction = ''] = /^(\d+)(?:\.(\d+))?$/.exec(String(size)) ?? [];
  const cents =
    Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  return `${sign}฿${formatCount(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Formats a whole number grouped by thousands, e.g. 12500 -> '12,500' (points), the same in our three languages;
 * without Intl, for the reason formatMoney gives.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`count ${count}`);
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Which of a count message's two forms to show: 'one' for 1, else 'other'. A Lingui select on it stands for a
 * plural, which would format its number with Intl; Thai and Chinese write both forms alike.
 */
export function oneOrOther(count: number): 'one' | 'other' {
  return count === 1 ? 'one' : 'other';
}

/**
 * Formats a 'YYYY-MM-DD' calendar date in CE, e.g. '22 Nov 2026' / '22 พ.ย. 2026' / '2026年11月22日'; long and full
 * dates: formatLongDate (long-dates.ts).
 */
export function formatDate(date: string, locale: LocaleCode): string {
  return mediumDate(dateParts(date), locale);
}

/** Formats an 'HH:mm[:ss]' wall-clock time as 'HH:mm'. */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** The weekday names of a locale, Sunday first, as the branch's open_days index them; short ones: long-dates.ts. */
export function weekdayNames(locale: LocaleCode): string[] {
  return [...WEEKDAYS_LONG[locale]];
}
