module.exports = { ...require('../../tools/jest/react-preset.cjs'), displayName: 'ui', rootDir: __dirname };
