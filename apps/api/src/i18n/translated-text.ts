import type { LocaleCode } from '@sabai/i18n';
import type { Translated } from '../db/schema';

/** The text in the request's language, English when a translation is missing. */
export function pick(text: Translated, locale: LocaleCode): string {
  return text[locale] || text.en;
}
