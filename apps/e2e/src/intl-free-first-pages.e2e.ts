// The first pages build no Intl formatter (docs/decisions.md, "Dates and amounts without Intl"): the first one a
// page builds sets up the browser's ICU data, a long task on a phone, so dates, amounts, weekday names and the
// branch's wall clock are written out by libs/i18n and libs/booking-rules. Each page is loaded with Intl's
// formatters watched, in English and in Thai.
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { addProduct, chooseNecessaryCookies } from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const bangkokDate = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const TREATMENTS_PATH = `/book/ext?branch=yuzen-sukhumvit&date=${bangkokDate(7)}&time=11:00&guests=2`;

const PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', ready: (page) => page.locator('main').first().waitFor() },
  { path: '/book', ready: (page) => page.locator('#book-branch').waitFor() },
  {
    // The treatments step, reached from another site: its way passes the branch's clock and the summary.
    path: TREATMENTS_PATH,
    ready: (page) => page.waitForURL(/\/book\/treatment$/).then(() => page.locator('h1').waitFor()),
  },
  { path: '/member/login', ready: (page) => page.locator('h1').waitFor() },
  // The group request, one link away from /book.
  { path: '/book/direct', ready: (page) => page.locator('form').waitFor() },
  { path: '/kiosk', ready: (page) => page.locator('main, [role="main"]').first().waitFor() },
];

/**
 * Records, in the page, every Intl formatter built and where from. Intl.PluralRules, which Lingui builds for a
 * plural message, is left out: it loads no calendar or number data and takes under a millisecond.
 */
async function watchIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['DateTimeFormat', 'NumberFormat']) {
      intl[name] = new Proxy(intl[name] as new (...args: unknown[]) => object, {
        construct(target, args) {
          built.push(`${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
}

describe('the first pages build no Intl formatter', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each(
    PAGES.flatMap((page) => [
      { ...page, locale: 'en' },
      { ...page, locale: 'th' },
    ]),
  )('$path in $locale', async ({ path, ready, locale }) => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.context().addCookies([{ name: 'i18n_locale', value: locale, url: yuzenUrl('/') }]);
    await watchIntl(page);
    await page.goto(yuzenUrl(path), { waitUntil: 'networkidle' });
    await ready(page);
    // A render that the page's data started may end a moment later: read once the page has been idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
    await page.close();
  });

  it.each(['en', 'th'])('nor does the first treatment chosen, in %s', async (locale) => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.context().addCookies([{ name: 'i18n_locale', value: locale, url: yuzenUrl('/') }]);
    await watchIntl(page);
    await page.goto(yuzenUrl(TREATMENTS_PATH), { waitUntil: 'networkidle' });
    await page.waitForURL(/\/book\/treatment$/);
    await addProduct(page, 'TR01');
    // The guest's list with its count of treatments.
    await page.getByTestId('guest-subtotal').waitFor();
    expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
    await page.close();
  });
});
