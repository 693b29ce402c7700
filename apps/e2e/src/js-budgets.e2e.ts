// JavaScript budgets as a phone's browser meets them (README, Budgets): each route is loaded in Chromium from the
// built server, and the compressed bodies of every script it downloaded until the network went quiet are summed
// (Resource Timing's encodedBodySize: what came over the wire, headers aside). The journey prefetches the next
// step only once the customer starts on a page, which nobody does here. An unpaired kiosk opens at its pairing
// page. Budgets are in KB (1,024 bytes).
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { chooseNecessaryCookies } from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const BUDGETS: { path: string; kb: number; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', kb: 110, ready: (page) => page.locator('main').first().waitFor() },
  { path: '/book', kb: 130, ready: (page) => page.locator('#book-branch').waitFor() },
  { path: '/kiosk', kb: 130, ready: (page) => page.locator('main, [role="main"]').first().waitFor() },
  { path: '/admin/login', kb: 180, ready: (page) => page.getByRole('button').first().waitFor() },
];

/** The compressed size of every script the page downloaded. */
async function scriptBytes(page: Page): Promise<{ bytes: number; files: number }> {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js'));
    return { bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), files: scripts.length };
  });
}

describe('JavaScript on the wire', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each(BUDGETS)('$path downloads at most $kb KB of JavaScript', async ({ path, kb, ready }) => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    const encodings: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) encodings.push(response.headers()['content-encoding'] ?? 'none');
    });
    await page.goto(yuzenUrl(path), { waitUntil: 'networkidle' });
    await ready(page);
    const { bytes, files } = await scriptBytes(page);
    const measured = bytes / 1024;
    console.log(`${path}: ${measured.toFixed(1)} KB of JavaScript in ${files} files (budget ${kb} KB)`);
    // Served precompressed: nothing goes uncompressed.
    expect(encodings.filter((encoding) => encoding === 'none')).toEqual([]);
    expect(measured).toBeLessThanOrEqual(kb);
    await page.close();
  });
});
