// The first page's style sheets, written into the page (docs/architecture.md, Serving the apps). Each sheet was a
// render-blocking request of its own (the entry's two, and one per chunk of the route's page, five on the kiosk's
// pairing screen), and a phone's first paint waited for their round trips. Each stays named by a disabled
// `<link rel="stylesheet">`: the browser neither fetches nor applies it, and Vite's loader, which looks for a
// sheet's link before it adds one, takes the sheet as loaded when the route's chunk comes. A browser that ignored
// `disabled` would fetch and apply each sheet again after the inline copy: the same rules in the same order, as
// slow as before and no different to see.

const ENTRY_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
// A route's sheets, as route-preloads.ts writes them.
const ROUTE_SHEET = /<link rel="preload" as="style" href="([^"]+)">/g;

export interface InlinedStyles {
  html: string;
  /**
   * The sheets' text in the cascade's order, for the page's one `<style>`: the entry's, then the route's as
   * route-preloads.ts lists them (a chunk's imports' before its own, as Vite's loader adds them).
   */
  css: string;
}

/**
 * Replaces the page's style sheet links by the sheets' text. `read` answers a sheet's text by its URL, or
 * undefined when it cannot be read; then no sheet is inlined, as one left a link would come after all the others.
 */
export function inlineStyles(html: string, read: (href: string) => string | undefined): InlinedStyles {
  const hrefs = [...html.matchAll(ENTRY_SHEET), ...html.matchAll(ROUTE_SHEET)].map((m) => m[1] as string);
  const texts = hrefs.map(read);
  // Text that could end the <style> early is not inlined either.
  if (texts.some((text) => text === undefined || text.includes('</'))) return { html, css: '' };
  const named = (_tag: string, href: string) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`;
  return { html: html.replace(ENTRY_SHEET, named).replace(ROUTE_SHEET, named), css: texts.join('') };
}
