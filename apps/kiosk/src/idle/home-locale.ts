// The kiosk's own language (docs/product-rules.md, Kiosk): the one its browser is set up with, not the last
// customer's choice. Going idle switches back to it, so the next customer meets the kiosk as it was set up.
import { pickLocale, type LocaleCode } from '@sabai/i18n';

export function kioskHomeLocale(browserLanguages: readonly string[]): LocaleCode {
  return pickLocale(browserLanguages.join(','));
}
