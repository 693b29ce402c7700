module.exports = { ...require('../../tools/jest/react-preset.cjs'), displayName: 'web', rootDir: __dirname };
