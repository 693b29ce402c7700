module.exports = {
  ...require('../../tools/jest/react-preset.cjs'),
  displayName: 'kiosk',
  rootDir: __dirname,
};
