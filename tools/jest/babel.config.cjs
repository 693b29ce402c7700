// Babel for tests only (Vite builds the apps): TS + React + the Lingui macro, to CommonJS for Jest.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    ['@babel/preset-typescript', { allowDeclareFields: true }],
  ],
  plugins: [
    '@lingui/babel-plugin-lingui-macro',
    // react-router 8 reads import.meta.hot, which CommonJS cannot parse: there is no HMR in tests.
    function replaceImportMeta({ types: t }) {
      return {
        visitor: {
          MetaProperty(p) {
            p.replaceWith(
              t.objectExpression([t.objectProperty(t.identifier('env'), t.objectExpression([]))]),
            );
          },
        },
      };
    },
  ],
};
