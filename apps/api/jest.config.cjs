module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  // Each suite boots its own PGlite from a migrated snapshot; keep workers low on 2 cores.
  maxWorkers: 2,
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/global-setup.ts',
};
