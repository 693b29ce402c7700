// Jest for React code: babel-jest so the Lingui macro runs, jsdom, and the ESM-only packages compiled.
const path = require('node:path');
const base = require('../../jest.preset.js');

module.exports = {
  ...base,
  // jsdom plus Node's Request family, which react-router's data routers need.
  testEnvironment: path.join(__dirname, 'jsdom-with-fetch.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'react-setup.ts')],
  // A form typed key by key (user-event) takes seconds while CI runs the api suites beside it on two cores; 5 s,
  // Jest's default, failed such tests there.
  testTimeout: 30000,
  transform: {
    ...base.transform,
    '^.+\\.(t|j)sx?$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.cjs') }],
    '^.+\\.mjs$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.cjs') }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jotai|react-router|@remix-run|cookie-es|@urql|urql|wonka)/)'],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '\\.css$': path.join(__dirname, 'style-mock.cjs'),
    '\\.(svg|png|woff2?)$': path.join(__dirname, 'file-mock.cjs'),
  },
};
