// One set of Lingui instances for work done outside a request (payments confirmed by a notify or the
// reconciler), which still writes in the customer's language.
import type { I18n } from '@lingui/core';
import { createServerI18n, isLocaleCode, type LocaleCode } from '@sabai/i18n';

let instances: Promise<Record<LocaleCode, I18n>> | undefined;

export async function i18nFor(locale: string): Promise<I18n> {
  instances ??= createServerI18n();
  return (await instances)[isLocaleCode(locale) ? locale : 'en'];
}
