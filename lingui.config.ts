// One catalog for the whole product: the apps share most words (brand, booking, errors), and a single
// file per language is what translators get. Compiled to TypeScript so the server can load it too.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'th', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: [
        '<rootDir>/apps/web/src',
        '<rootDir>/apps/kiosk/src',
        '<rootDir>/apps/admin/src',
        '<rootDir>/libs/ui/src',
        '<rootDir>/libs/i18n/src',
        '<rootDir>/apps/api/src',
      ],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/generated/**'],
    },
  ],
  compileNamespace: 'ts',
  orderBy: 'messageId',
  // No line numbers: moving code must not churn the catalogs that translators work on.
  format: formatter({ lineNumbers: false }),
});
