// What the server writes into an app's page so that its largest text paints with the HTML, instead of after
// the app's code has been fetched and run (docs/architecture.md, Serving the apps): the web's cookie banner
// (first-paint-cookie-banner.ts), which the app takes over once it runs.
import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { hashSource } from './app-page-cache';

export interface FirstPaint {
  /** The element's id, which the app looks for. */
  id: string;
  /** The element, written after the app's root. */
  markup: string;
  /**
   * Script run as the parser reaches it, with the element as `b`: setting `b` to null (after removing it)
   * starts the app at once, as nothing is painted for it.
   */
  prelude?: string;
}

export interface PageWithFirstPaint {
  html: string;
  /** CSP source allowing the page's one inline script (startScript). */
  scriptSource: string;
}

const ROOT = '<div id="root"></div>';

/** The built page's entry module, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

/** An app's message in the i18n's language (the same source text as the app's, so the same id). */
export function translate(i18n: I18n, message: string): string {
  return i18n._({ id: generateMessageId(message), message });
}

/**
 * Fetches and starts the app after the first paint while the element stays: a module script that is ready when
 * the parser ends runs before the browser paints, so the element would wait for the app's code to be run (on a
 * slow phone, 0.5 s and more), and modules fetched with the page share the line with the styles that the paint
 * waits for. A hidden tab, which paints nothing, starts it by the timer.
 */
function startScript(paint: FirstPaint, entry: string, modules: string[]): string {
  // Inside a <script>, only "</" could end it early.
  const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `var b=document.getElementById('${paint.id}');${paint.prelude ?? ''}` +
    `function go(){if(go.done)return;go.done=1;var h=document.head;` +
    `${js(modules)}.forEach(function(u){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${js(entry)};` +
    `h.appendChild(s)}` +
    `if(b){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,500)}else go()`
  );
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with the element after its root and a script that fetches and starts the app's modules (startScript),
 * which the page no longer names itself. Undefined for a page without an entry.
 */
export function withFirstPaint(page: string, paint: FirstPaint): PageWithFirstPaint | undefined {
  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry?.[1] || !page.includes(ROOT)) return undefined;
  const modules = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const script = startScript(paint, entry[1], modules);
  const html = page
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    // A function, so that no `$` in a translation is read as a replacement pattern.
    .replace(ROOT, () => `${ROOT}${paint.markup}<script>${script}</script>`);
  return { html, scriptSource: hashSource(script) };
}
