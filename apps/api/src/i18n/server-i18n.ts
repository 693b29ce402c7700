// One set of Lingui instances for work done outside a request (payments confirmed by a notify or the
// reconciler), which still writes in the customer's language.
import type { I18n } from '@lingui/core';
import { isLocaleCode, type LocaleCode } from '@sabai/i18n';
import { createServerI18n } from '@sabai/i18n/server';

let instances: Record<LocaleCode, I18n> | undefined;

export function i18nFor(locale: string): I18n {
  instances ??= createServerI18n();
  return instances[isLocaleCode(locale) ? locale : 'en'];
}
