// The kiosk's pairing screen, heading and text, written into the page of a browser without the kiosk's cookie
// (first-paint.ts), which the app will send to that screen whatever the path. Without it nothing painted before
// the app's code and the screen's chunk had been fetched and run. The classes are the app's own global ones
// (apps/kiosk/src/layout/kiosk-frame.css), so the text stands where the app draws it; the app's layout removes
// this element once it has drawn its own.
import type { I18n } from '@lingui/core';
import type { LocaleCode } from '@sabai/i18n';
import { escapeHtml } from '../core/escape-html';
import { translate, type FirstPaint } from './first-paint';

/** The id the app looks for. */
const ID = 'sabai-first-paint';

// The pairing page's messages (same source text, so the same generated ids and translations).
const texts = {
  heading: 'Pair this kiosk',
  explanation: 'Enter the eight-digit code made for this kiosk in admin (Kiosk devices).',
};

const FONTS: Record<LocaleCode, string[]> = {
  en: ['latin-400', 'latin-600'],
  th: ['latin-400', 'thai-400', 'thai-600'],
  zh: ['latin-400'],
};

export function firstPaintKioskPairing(i18n: I18n): FirstPaint {
  const markup =
    `<div id="${ID}" class="kiosk-shell"><div class="kiosk-content"><div class="kiosk-pair-page">` +
    `<h1>${escapeHtml(translate(i18n, texts.heading))}</h1>` +
    `<p>${escapeHtml(translate(i18n, texts.explanation))}</p>` +
    `</div></div></div>`;
  // Noto Sans Thai (libs/ui, theme/global.css) comes in subsets by script and weight; these are the ones the two
  // texts use: the heading is bold, the text has a digit (Latin) in every language, Chinese is drawn in the
  // system's font. A font preloaded and not used is 10 KB for nothing.
  const fonts = FONTS[i18n.locale as LocaleCode].map((subset) => `noto-sans-thai-${subset}-normal`);
  return { id: ID, markup, fonts };
}
