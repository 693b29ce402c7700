module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  // Each suite boots its own PGlite from a migrated snapshot; keep workers low on 2 cores.
  maxWorkers: 2,
  // A few server dependencies ship ESM only; compile them for Jest's CommonJS runtime.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|cookie|set-cookie-parser|jose|openid-client|oauth4webapi|@noble|@scure)/)',
  ],
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
