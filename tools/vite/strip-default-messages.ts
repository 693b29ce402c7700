// Lingui's macro leaves only the id of a message in a production bundle: the text comes from the compiled
// catalog of the language shown. The code-to-message maps of libs/i18n (`/*i18n*/ { id, message }`) are
// plain descriptors shared with the server, which runs no macro, so their English defaults would ship in
// every bundle that shows an error. This plugin drops them from production builds, as the macro would;
// the catalog check of `npm test` makes sure every id has its text in en, th and zh.
import type { Plugin } from 'vite';

const DESCRIPTOR_MAPS = /\/libs\/i18n\/src\/[^/]+-messages\.ts$/;
/** `message: '…',` (single-quoted, escapes allowed) inside a descriptor. */
const DEFAULT_MESSAGE = /\bmessage:\s*'(?:\\.|[^'\\])*',?/g;

export function stripDefaultMessages(): Plugin {
  return {
    name: 'sabai:strip-default-messages',
    apply: 'build',
    // Before Babel, which may rewrite the quotes.
    enforce: 'pre',
    transform(code, id) {
      if (!DESCRIPTOR_MAPS.test(id)) return null;
      return { code: code.replace(DEFAULT_MESSAGE, ''), map: null };
    },
  };
}
