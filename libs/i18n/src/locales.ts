// The three languages of Sabai. Paths carry no language prefix; the choice lives in a cookie.
export type LocaleCode = 'en' | 'th' | 'zh';

export interface Locale {
  code: LocaleCode;
  /** BCP 47 tag for Intl, with the Gregorian calendar forced so Thai shows CE years, not BE. */
  iso: string;
  /** The language's own name, as the language menu shows it. */
  name: string;
}

export const locales: readonly Locale[] = [
  { code: 'en', iso: 'en-GB', name: 'English' },
  { code: 'th', iso: 'th-TH-u-ca-gregory', name: 'ไทย' },
  { code: 'zh', iso: 'zh-CN', name: '中文' },
];

export const defaultLocale: LocaleCode = 'en';
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE_SEC = 365 * 24 * 60 * 60;

export function isLocaleCode(value: unknown): value is LocaleCode {
  return value === 'en' || value === 'th' || value === 'zh';
}

export function localeOf(code: LocaleCode): Locale {
  return locales.find((l) => l.code === code) ?? (locales[0] as Locale);
}

/** The best supported locale for an Accept-Language header; English when nothing matches. */
export function pickLocale(acceptLanguage: string | undefined | null): LocaleCode {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        lang: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocaleCode) ?? defaultLocale;
}

/** The locale stored in a Cookie header, if any. */
export function localeFromCookie(cookieHeader: string | undefined | null): LocaleCode | undefined {
  const match = /(?:^|;\s*)i18n_locale=([^;]*)/.exec(cookieHeader ?? '');
  const value = match?.[1];
  return isLocaleCode(value) ? value : undefined;
}

/** The Set-Cookie value that remembers a locale for a year on every path. */
export function localeCookie(code: LocaleCode): string {
  return `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SEC}; Path=/; SameSite=Lax`;
}
