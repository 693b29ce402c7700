module.exports = { ...require('../../jest.preset.js'), displayName: 'brand', rootDir: __dirname };
