export {
  defaultLocale,
  isLocaleCode,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SEC,
  localeCookie,
  localeFromCookie,
  localeOf,
  locales,
  pickLocale,
} from './locales';
export type { Locale, LocaleCode } from './locales';
export { formatCount, formatDate, formatMoney, formatTime, oneOrOther, weekdayNames } from './format';
export { formatInstant, formatLongDate, formatMonthYear, shortWeekdayNames } from './long-dates';
export { errorMessages, isErrorCode } from './error-messages';
export { problemMessage, problemMessages } from './problem-messages';
export type { ErrorCode } from './error-messages';
export { activateLocale, catalogMessages } from './catalogs';
export { appMessageIds } from './app-message-ids';
export type { AppWithMessages } from './app-message-ids';
