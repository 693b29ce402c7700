// The cookie banner written into the web app's page (first-paint.ts). It is the largest thing on a phone's
// first screen: painted from the HTML, the first paint and the largest paint come 1-1.5 s sooner on a slow
// phone. The app (apps/web/src/legal/first-paint-banner.ts) takes this same element over once loaded; until then
// the buttons are disabled, as they do nothing yet. Its own banner, drawn after a change of language, has the
// same markup and classes.
import type { I18n } from '@lingui/core';
import { escapeHtml } from '../core/escape-html';
import { translate, type FirstPaint } from './first-paint';

/** The id the app looks for. */
const BANNER_ID = 'sabai-cookie-banner';

// The app's messages (same source text, so the same generated ids and translations).
const texts = {
  label: 'Cookie settings',
  body: 'We use necessary cookies to run the booking, and analytics cookies only if you allow them. <0>Cookie settings</0>',
  necessary: 'Necessary only',
  accept: 'Accept all',
};

/**
 * The visitor's choice lives in localStorage (libs/state, consent.atoms.ts), which the server cannot read: the
 * banner is removed before the first paint when the visitor already chose under the current cookie policy.
 */
function consentCheck(version: string): string {
  const stored = `JSON.parse(localStorage.getItem('sabai-cookie-consent')||'null')`;
  return `try{var c=${stored};if(c&&c.version===${JSON.stringify(version)}){b.remove();b=null}}catch(e){}`;
}

/** The banner in the i18n's language, for a brand whose cookie policy has `version`. */
export function firstPaintCookieBanner(i18n: I18n, version: string): FirstPaint {
  const body = escapeHtml(translate(i18n, texts.body)).replace(
    /&lt;0&gt;(.*?)&lt;\/0&gt;/,
    '<a href="/legal/cookies">$1</a>',
  );
  const markup =
    `<section id="${BANNER_ID}" data-locale="${i18n.locale}" class="cookie-banner" aria-label="${escapeHtml(translate(i18n, texts.label))}">` +
    `<p>${body}</p><div class="cookie-banner-actions">` +
    `<button type="button" class="cookie-banner-secondary" disabled>${escapeHtml(translate(i18n, texts.necessary))}</button>` +
    `<button type="button" class="cookie-banner-primary" disabled>${escapeHtml(translate(i18n, texts.accept))}</button>` +
    `</div></section>`;
  return { id: BANNER_ID, markup, prelude: consentCheck(version) };
}
