// Shared Jest settings for every project. Pure TS uses @swc/jest (fast); React projects override the
// transform with babel-jest so the Lingui macro runs (see apps/web/jest.config.cjs).
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '\\.graphql$': path.join(__dirname, 'tools/jest/text-transform.cjs'),
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  moduleNameMapper: {
    '^@sabai/graphql/schema/(.*)$': path.join(__dirname, 'libs/graphql/schema/$1'),
    '^@sabai/graphql/staff-schema/(.*)$': path.join(__dirname, 'libs/graphql/staff-schema/$1'),
    // The customer documents by hash, which the server answers alone in production.
    '^@sabai/graphql/persisted-documents.json$': path.join(
      __dirname,
      'libs/graphql/src/generated/client/persisted-documents.json',
    ),
    // The staff contract's typed operations, an entry of their own: no customer bundle carries them.
    '^@sabai/graphql/staff$': path.join(__dirname, 'libs/graphql/src/staff.ts'),
    // Every catalog at once, for the server only.
    '^@sabai/i18n/server$': path.join(__dirname, 'libs/i18n/src/server.ts'),
    // Sources import siblings with a .js suffix in a few places (ESM style); Jest resolves the .ts file.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@sabai/([a-z0-9-]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
    // The members' REST logins, loaded only by the pages with a login (web login forms, the kiosk's start).
    '^@sabai/state/auth-api$': path.join(__dirname, 'libs/state/src/use-auth-api.ts'),
    // A confirmed booking's details and QR code, loaded only by the pages that show a booking.
    '^@sabai/ui/booking$': path.join(__dirname, 'libs/ui/src/booking/index.ts'),
    // The form kit is an entry point of its own (only routes with a form load it).
    '^@sabai/ui/forms$': path.join(__dirname, 'libs/ui/src/forms/index.ts'),
    // The kit's field look alone, for fields outside a kit form (no react-hook-form in their chunk).
    '^@sabai/ui/field-styles$': path.join(__dirname, 'libs/ui/src/forms/field-styles.ts'),
    // The QR reader (camera and handheld field), loaded only by pages that read codes.
    '^@sabai/ui/qr$': path.join(__dirname, 'libs/ui/src/qr/index.ts'),
    // Scenario builders a lib offers the apps' tests (`@sabai/booking-journey/testing`).
    '^@sabai/([a-z0-9-]+)/testing$': path.join(__dirname, 'libs/$1/src/testing/index.ts'),
  },
  testMatch: ['**/?(*.)test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
