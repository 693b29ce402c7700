// Debian's Chromium as the benchmarks drive it (never a downloaded browser): headless, and quiet, so that nothing
// but the page under test uses the network or the CPU. The end-to-end suites use the same flags
// (apps/e2e/support/browser.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
