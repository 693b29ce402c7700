// Day and month names of our three languages as CLDR gives them for en-GB, th-TH (Gregorian calendar) and zh-CN,
// written out so that showing a date never builds an Intl formatter: the first one a page builds sets up the
// browser's ICU data, 15-35 ms on a fast machine and four times that on a mid-range phone, inside the render that
// needs it (docs/decisions.md, "Dates and amounts without Intl"). The long month names and long patterns live in
// long-dates.ts, a chunk that only the pages showing them load.
import type { LocaleCode } from './locales';

export const WEEKDAYS_LONG: Readonly<Record<LocaleCode, readonly string[]>> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  th: ['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์'],
  zh: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
};

const MONTHS_SHORT: Readonly<Record<'en' | 'th', readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
};

/** A calendar date's parts: month 1-12, weekday 0 (Sunday) to 6. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** Reads 'YYYY-MM-DD'; throws a RangeError for anything else, as Intl did for an invalid date. */
export function dateParts(date: string): DateParts {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (Number.isNaN(weekday)) throw new RangeError(`date ${date}`);
  return { year, month, day, weekday };
}

/** CLDR's medium date, e.g. '22 Nov 2026', '22 พ.ย. 2026', '2026年11月22日'. */
export function mediumDate(d: DateParts, locale: LocaleCode): string {
  return locale === 'zh'
    ? `${d.year}年${d.month}月${d.day}日`
    : `${d.day} ${MONTHS_SHORT[locale][d.month - 1]} ${d.year}`;
}
