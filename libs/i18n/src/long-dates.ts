// Long dates and month titles, written out as calendar-names.ts explains; a module of its own so that the pages
// showing only short dates (the home page) do not load the long month names.
import { dateParts, WEEKDAYS_LONG } from './calendar-names';
import { localeOf, type LocaleCode } from './locales';

/** Weekday names for a calendar's column heads, Sunday first. */
const WEEKDAYS_SHORT: Readonly<Record<LocaleCode, readonly string[]>> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  th: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัส', 'ศุกร์', 'เสาร์'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};

/** Chinese numbers its months. */
const MONTHS_LONG: Readonly<Record<'en' | 'th', readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  th: [
    'มกราคม',
    'กุมภาพันธ์',
    'มีนาคม',
    'เมษายน',
    'พฤษภาคม',
    'มิถุนายน',
    'กรกฎาคม',
    'สิงหาคม',
    'กันยายน',
    'ตุลาคม',
    'พฤศจิกายน',
    'ธันวาคม',
  ],
};

/**
 * Formats a 'YYYY-MM-DD' calendar date in CE, long ('22 November 2026', '22 พฤศจิกายน ค.ศ. 2026', '2026年11月22日')
 * or full, with the weekday ('Sunday, 22 November 2026', 'วันอาทิตย์ที่ 22 พฤศจิกายน ค.ศ. 2026', '2026年11月22日星期日').
 */
export function formatLongDate(date: string, locale: LocaleCode, style: 'long' | 'full' = 'long'): string {
  const d = dateParts(date);
  const weekday = WEEKDAYS_LONG[locale][d.weekday];
  if (locale === 'zh') return `${d.year}年${d.month}月${d.day}日${style === 'full' ? weekday : ''}`;
  const month = MONTHS_LONG[locale][d.month - 1];
  // ค.ศ.: the Common Era named, as Thai readers otherwise expect the Buddhist year.
  if (locale === 'th') return `${style === 'full' ? `${weekday}ที่ ` : ''}${d.day} ${month} ค.ศ. ${d.year}`;
  return `${style === 'full' ? `${weekday}, ` : ''}${d.day} ${month} ${d.year}`;
}

/** Short weekday names, Sunday first, for a calendar's column heads (e.g. 'Sun', 'อาทิตย์', '周日'). */
export function shortWeekdayNames(locale: LocaleCode): string[] {
  return [...WEEKDAYS_SHORT[locale]];
}

/** A month's title in CE, e.g. 'November 2026' / 'พฤศจิกายน 2026' / '2026年11月'; month 1-12. */
export function formatMonthYear(year: number, month: number, locale: LocaleCode): string {
  return locale === 'zh' ? `${year}年${month}月` : `${MONTHS_LONG[locale][month - 1]} ${year}`;
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
