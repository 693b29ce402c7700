// One flat config for the whole workspace. Module boundaries are errors: a rule sticks only when a tool
// enforces it (docs/architecture.md, Dependency rules). Tags per project live in each package.json under
// "nx.tags".
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const bannedInPureLibs = [
  'react',
  'react-dom',
  'urql',
  'jotai',
  'graphql',
  'kysely',
  'pg',
  '@electric-sql/pglite',
];

const PLURAL_MESSAGE =
  "Lingui formats a plural's number with Intl.NumberFormat: use a select on oneOrOther(count) (formatCount groups).";

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/generated/**',
      '**/locales/**',
      '.nx',
      '.data',
      '**/vite.config.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 60, skipBlankLines: true, skipComments: true }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: bannedInPureLibs,
            },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:util', 'type:data'] },
            { sourceTag: 'type:state', onlyDependOnLibsWithTags: ['type:util', 'type:data', 'type:state'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:util', 'type:data', 'type:state', 'type:ui'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:util', 'type:data', 'type:state', 'type:ui'],
            },
            {
              sourceTag: 'type:server',
              onlyDependOnLibsWithTags: ['type:util', 'type:data'],
              bannedExternalImports: ['react', 'react-dom', 'jotai', 'urql'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    // No import cycles inside a project either (between projects, the module boundaries above forbid them).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The imported files are TypeScript too: without these, no-cycle cannot read them and finds nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: 'tsconfig.base.json' }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Services read the time from their scope's clock (docs/architecture.md, Injected clock).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/core/clock.ts', 'apps/api/src/main.ts', 'apps/api/src/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Use the scope's clock.",
        },
      ],
    },
  },
  {
    // A lib's testing entry (`@sabai/booking-journey/testing`: scenario builders) is for tests only, so
    // no app bundle ever carries it.
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test/**', '**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@sabai/*/testing'], message: 'Builders are for tests only.' }] },
      ],
    },
  },
  {
    // The customers' apps build no Intl formatter as a page draws (docs/decisions.md, "Dates and amounts
    // without Intl"), and Lingui formats a plural's number with Intl.NumberFormat: a count is a select on our own
    // one/other, grouped by formatCount. (The rule above, restated: a later block replaces a rule's options.)
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/kiosk/src/**/*.{ts,tsx}',
      'libs/ui/src/**/*.{ts,tsx}',
      'libs/booking-journey/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@sabai/*/testing'], message: 'Builders are for tests only.' }],
          paths: [
            { name: '@lingui/react/macro', importNames: ['Plural'], message: PLURAL_MESSAGE },
            { name: '@lingui/core/macro', importNames: ['plural'], message: PLURAL_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // Jest and tool configs are CommonJS by necessity.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/*.e2e.ts'],
    rules: { 'max-lines-per-function': 'off', 'max-lines': 'off' },
  },
  {
    // Rules libraries take the clock, the environment and storage as arguments (docs/architecture.md,
    // Injected clock).
    files: ['libs/booking-rules/src/**/*.ts', 'libs/brand/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass the current time in.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the current time in.',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Pass configuration in.',
        },
      ],
      'no-restricted-globals': [
        'error',
        'setTimeout',
        'setInterval',
        'localStorage',
        'sessionStorage',
        'document',
        'window',
      ],
    },
  },
  {
    // The booking journey is shared by the web and the kiosk: clock and storage come from its JourneyConfig.
    files: ['libs/booking-journey/src/**/*.ts', 'libs/booking-journey/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Use the journey's now().",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Use the journey's now().",
        },
      ],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/kiosk/**/*.tsx', 'apps/admin/**/*.tsx', 'libs/ui/**/*.tsx'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': 'off', 'lingui/t-call-in-function': 'error' },
  },
  prettier,
];
