// Lingui instances over the compiled catalogs. Apps load one locale at a time (code-split);
// the server, which answers in any of them, loads all three.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { defaultLocale, type LocaleCode } from './locales';

const loaders: Record<LocaleCode, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages'),
  th: () => import('./locales/th/messages'),
  zh: () => import('./locales/zh/messages'),
};

/** A locale's compiled catalog. */
export async function catalogMessages(locale: LocaleCode): Promise<Messages> {
  return (await loaders[locale]()).messages;
}

/**
 * Loads a locale's catalog into an I18n instance and activates it. `preloaded` is the catalog the server
 * wrote into the page, which saves the first render a round trip; switching languages fetches the chunk.
 */
export async function activateLocale(i18n: I18n, locale: LocaleCode, preloaded?: Messages): Promise<void> {
  i18n.load(locale, preloaded ?? (await catalogMessages(locale)));
  i18n.activate(locale);
}

/** A fresh I18n instance with every catalog loaded, for translating on the server. */
export async function createServerI18n(): Promise<Record<LocaleCode, I18n>> {
  const entries = await Promise.all(
    (Object.keys(loaders) as LocaleCode[]).map(async (locale) => {
      const i18n = setupI18n();
      await activateLocale(i18n, locale);
      return [locale, i18n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LocaleCode, I18n>;
}

export { defaultLocale };
