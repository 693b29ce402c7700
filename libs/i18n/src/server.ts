// The server's Lingui instances. It answers in every language, so its bundle holds all three catalogs, imported
// statically: imported on demand at start, each waited 0.1-0.2 s behind the embedded database's start
// (docs/decisions.md, "The server loads its catalogs with its code"). Apps load one locale at a time
// (catalogs.ts).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { LocaleCode } from './locales';
import { messages as en } from './locales/en/messages';
import { messages as th } from './locales/th/messages';
import { messages as zh } from './locales/zh/messages';

const catalogs: Record<LocaleCode, Messages> = { en, th, zh };

/** A fresh I18n instance per locale with its catalog loaded and active, for translating on the server. */
export function createServerI18n(): Record<LocaleCode, I18n> {
  const entries = (Object.keys(catalogs) as LocaleCode[]).map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    return [locale, i18n] as const;
  });
  return Object.fromEntries(entries) as Record<LocaleCode, I18n>;
}
