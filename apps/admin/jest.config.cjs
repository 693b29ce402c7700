module.exports = {
  ...require('../../tools/jest/react-preset.cjs'),
  displayName: 'admin',
  rootDir: __dirname,
};
