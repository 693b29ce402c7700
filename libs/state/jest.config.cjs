module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'state',
  rootDir: __dirname,
  // jotai 3 ships ESM only: let the transform compile it.
  transformIgnorePatterns: ['/node_modules/(?!jotai/)'],
};
