// jsdom has no Fetch API, but react-router's data routers build a Request for every navigation. Lend
// the test window Node's own Request family; AbortController and AbortSignal must come along, or Node's
// Request rejects jsdom's signal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
