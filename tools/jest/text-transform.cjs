// Loads a text file (the GraphQL contract files) as a string module, like esbuild's text loader does in the build.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
