// React preset: the hooks need babel-jest and the ESM-only jotai, react-router and urql compiled. Tests of
// plain functions pick the node environment in their docblock, where no browser storage exists at all.
module.exports = {
  ...require('../../tools/jest/react-preset.cjs'),
  displayName: 'booking-journey',
  rootDir: __dirname,
};
