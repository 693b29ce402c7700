// Rules must never read the machine's local time: run every test in a half-hour-offset zone so an accidental
// `getHours()` or `new Date('YYYY-MM-DD')` shows up as a failure (docs/architecture.md, Injected clock).
process.env.TZ = 'Asia/Kolkata';

module.exports = {
  // A CommonJS config (docs/architecture.md, Conventions: .cts configs fail under TS 6), so the preset comes
  // in by require (the workspace ESLint config allows require in *.cjs files).
  ...require('../../jest.preset.js'),
  displayName: 'booking-rules',
  rootDir: __dirname,
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.test.ts', '!src/index.ts', '!src/testing/**'],
  coverageThreshold: { global: { lines: 100, branches: 100, functions: 100, statements: 100 } },
};
