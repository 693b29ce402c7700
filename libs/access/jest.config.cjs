module.exports = { ...require('../../jest.preset.js'), displayName: 'access', rootDir: __dirname };
