// JavaScript on the wire: each route loaded in Chromium from the built server, and the compressed bodies of every
// script it downloaded until the network went quiet summed (Resource Timing's encodedBodySize), as the budgets of
// `npm test` measure them (apps/e2e/src/js-budgets.e2e.ts). Lighthouse's own figure is not this: its Chromium asks
// a plain http:// origin for gzip, where a phone's gets brotli over https.
import { chromium } from 'playwright-core';
import { randomPort, startApi } from './api-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** KB (1,024 bytes) of JavaScript each path downloads. */
export async function wireKb(paths) {
  const port = randomPort(3600);
  const server = await startApi(port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const sizes = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
      // The visitor has chosen cookies already: the banner is not what is measured.
      await context.addInitScript(() =>
        localStorage.setItem(
          'sabai-cookie-consent',
          JSON.stringify({ version: '2026-11', analytics: false, decidedAt: '2026-11-01T00:00:00.000Z' }),
        ),
      );
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
      sizes[path] = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  return sizes;
}
