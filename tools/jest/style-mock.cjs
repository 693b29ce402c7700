// CSS Modules in tests: every class name is its own key, so `styles.snackbar` is 'snackbar'.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
