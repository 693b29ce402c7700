// The cookie banner written into the web app's page, so that a new visitor sees it with the HTML instead of
// after the scripts have run (docs/architecture.md, Serving the apps). It is the largest thing on a phone's
// first screen: painted from the HTML, the first paint and the largest paint come 1-1.5 s sooner on a slow
// phone. The app (apps/web/src/legal/first-paint-banner.ts) takes this same element over once loaded; until then
// the buttons are disabled, as they do nothing yet. Its own banner, drawn after a change of language, has the
// same markup and classes.
import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { hashSource } from './app-page-cache';
import { escapeHtml } from '../core/escape-html';

/** The id the app looks for, and the script below. */
const BANNER_ID = 'sabai-cookie-banner';
const ROOT = '<div id="root"></div>';

// The app's messages (same source text, so the same generated ids and translations).
const texts = {
  label: 'Cookie settings',
  body: 'We use necessary cookies to run the booking, and analytics cookies only if you allow them. <0>Cookie settings</0>',
  necessary: 'Necessary only',
  accept: 'Accept all',
};

function translate(i18n: I18n, message: string): string {
  return i18n._({ id: generateMessageId(message), message });
}

/**
 * The visitor's choice lives in localStorage (libs/state, consent.atoms.ts), which the server cannot read:
 * this script, run as the parser reaches it, removes the banner before the first paint when the visitor
 * already chose under the current cookie policy. Then it starts the app, after the first paint when the
 * banner stays: a module script that is ready when the parser ends runs before the browser paints, so the
 * banner would wait for the app's code to be run (on a slow phone, 0.5 s and more). The app's files are
 * fetched from the start all the same (modulepreload); a hidden tab, which paints nothing, starts it by
 * the timer.
 */
function startScript(version: string, entry: string): string {
  const stored = `JSON.parse(localStorage.getItem('sabai-cookie-consent')||'null')`;
  return (
    `var b=document.getElementById('${BANNER_ID}');` +
    `try{var c=${stored};if(c&&c.version===${JSON.stringify(version)}){b.remove();b=null}}catch(e){}` +
    `function go(){if(go.done)return;go.done=1;var s=document.createElement('script');` +
    `s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `if(b){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,500)}else go()`
  );
}

/** The built page's entry module, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

export interface PageWithBanner {
  html: string;
  /** CSP source allowing the page's one inline script (startScript). */
  scriptSource: string;
}

/**
 * The page with the banner in the i18n's language, for a brand whose cookie policy has `version`. Its script
 * starts the entry module, which the page now only preloads; the page's module preloads go at a priority under
 * its styles, so that the banner's paint waits for the styles only. Undefined for a page without an entry.
 */
export function withFirstPaintCookieBanner(
  page: string,
  i18n: I18n,
  version: string,
): PageWithBanner | undefined {
  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry?.[1] || !page.includes(ROOT)) return undefined;
  const body = escapeHtml(translate(i18n, texts.body)).replace(
    /&lt;0&gt;(.*?)&lt;\/0&gt;/,
    '<a href="/legal/cookies">$1</a>',
  );
  const script = startScript(version, entry[1]);
  const banner =
    `<section id="${BANNER_ID}" data-locale="${i18n.locale}" class="cookie-banner" aria-label="${escapeHtml(translate(i18n, texts.label))}">` +
    `<p>${body}</p><div class="cookie-banner-actions">` +
    `<button type="button" class="cookie-banner-secondary" disabled>${escapeHtml(translate(i18n, texts.necessary))}</button>` +
    `<button type="button" class="cookie-banner-primary" disabled>${escapeHtml(translate(i18n, texts.accept))}</button>` +
    `</div></section><script>${script}</script>`;
  const html = page
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replace(ROOT, `${ROOT}${banner}`);
  return { html, scriptSource: hashSource(script) };
}
