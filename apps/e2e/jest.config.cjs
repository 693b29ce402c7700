// End-to-end: one built server for the run, one Chromium per suite, suites one after another.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60000,
};
