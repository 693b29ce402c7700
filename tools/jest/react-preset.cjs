// Jest for React code: babel-jest so the Lingui macro runs, jsdom, and the ESM-only packages compiled.
const path = require('node:path');
const base = require('../../jest.preset.js');

module.exports = {
  ...base,
  // jsdom plus Node's Request family, which react-router's data routers need.
  testEnvironment: path.join(__dirname, 'jsdom-with-fetch.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'react-setup.ts')],
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
