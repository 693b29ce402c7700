// Lingui instances over the compiled catalogs. Apps load one locale at a time (code-split); the server, which
// answers in any of them, has all three in its bundle (server.ts).
import type { I18n, Messages } from '@lingui/core';
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

export { defaultLocale };
