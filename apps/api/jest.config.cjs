module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  // Each suite boots its own PGlite from a migrated snapshot; keep workers low on 2 cores.
  maxWorkers: 2,
  // A worker keeps every suite's modules and PGlite's memory for its whole life; past a few hundred MB each new
  // suite ran 2-5 times slower (docs/decisions.md, "Recycled test workers"). Jest starts a fresh one instead.
  workerIdleMemoryLimit: '300MB',
  // A few server dependencies ship ESM only; compile them for Jest's CommonJS runtime.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|cookie|set-cookie-parser|jose|openid-client|oauth4webapi|@noble|@scure)/)',
  ],
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
