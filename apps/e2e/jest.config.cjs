// End-to-end: a built server per worker (support/server-info.ts), one Chromium per suite; a worker's suites
// run one after another.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  maxWorkers: Number(process.env['E2E_WORKERS'] ?? 2),
  // Two workers share two cores with their browsers and servers: a suite's steps take longer than alone.
  testTimeout: 120000,
};
