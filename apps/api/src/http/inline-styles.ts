// The first page's style sheets, written into the page (docs/architecture.md, Serving the apps). Each sheet was a
// render-blocking request of its own (the entry's two, and one per chunk of the route's page, five on the kiosk's
// pairing screen), and a phone's first paint waited for their round trips. Each stays named by a disabled
// `<link rel="stylesheet">`: the browser neither fetches nor applies it, and Vite's loader, which looks for a
// sheet's link before it adds one, takes the sheet as loaded when the route's chunk comes.

const ENTRY_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
// A route's sheets, as route-preloads.ts writes them.
const ROUTE_SHEET = /<link rel="preload" as="style" href="([^"]+)">/g;

export interface InlinedStyles {
  html: string;
  /** The sheets' text in the cascade's order (the entry's, then the route's), for the page's one `<style>`. */
  css: string;
}

/**
 * Replaces the page's style sheet links by the sheets' text. `read` answers a sheet's text by its URL, or
 * undefined to leave its link as it is (a file missing, or text that could end a `<style>` early).
 */
export function inlineStyles(html: string, read: (href: string) => string | undefined): InlinedStyles {
  const entry: string[] = [];
  const route: string[] = [];
  const take = (into: string[]) => (tag: string, href: string) => {
    const text = read(href);
    if (text === undefined || text.includes('</')) return tag;
    into.push(text);
    return `<link rel="stylesheet" crossorigin href="${href}" disabled>`;
  };
  const replaced = html.replace(ENTRY_SHEET, take(entry)).replace(ROUTE_SHEET, take(route));
  return { html: replaced, css: [...entry, ...route].join('') };
}
