// The cookie banner painted from the page's HTML (docs/architecture.md, Serving the apps): a new visitor sees it
// before the app's code has run, in the page's language; the app then takes over that same element, with working
// buttons; a visitor who chose never sees it, not even for the first paint.
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

const served = '#sabai-cookie-banner';

/** Marks the page's banner, so that a test can tell the same element from one drawn again. */
async function markServedBanner(page: Page): Promise<void> {
  await page.locator(served).evaluate((el) => el.setAttribute('data-test-mark', 'served'));
}

/** Waits until the app has taken the page's banner over (its buttons work). */
async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction((id) => {
    const button = document.querySelector(`${id} button`);
    return !!button && !button.hasAttribute('disabled');
  }, served);
}

describe('cookie banner from the first paint', () => {
  // Each test is a new visitor: its own context, so no choice stored by the test before.
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('is in the HTML, translated, before any of the app has run; its buttons wait for the app', async () => {
    const page = await browser.newPage();
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await browser.context.addCookies([{ name: 'i18n_locale', value: 'th', url: yuzenUrl('/') }]);
    await page.goto(yuzenUrl('/book'));
    const banner = page.getByRole('region', { name: 'การตั้งค่าคุกกี้' });
    await banner.waitFor();
    await banner.getByText(/เราใช้คุกกี้ที่จำเป็น/).waitFor();
    expect(await banner.getByRole('link', { name: 'การตั้งค่าคุกกี้' }).getAttribute('href')).toBe(
      '/legal/cookies',
    );
    expect(await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).isDisabled()).toBe(true);
    expect(await banner.getByRole('button', { name: 'เฉพาะที่จำเป็น' }).isDisabled()).toBe(true);
    // The app never started: nothing in its root.
    expect(await page.locator('#root').innerHTML()).toBe('');
    await page.close();
  });

  it('is taken over by the app, not drawn again, and a choice removes it for good', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/'));
    await markServedBanner(page);
    const banner = page.getByRole('region', { name: 'Cookie settings' });
    const necessary = banner.getByRole('button', { name: 'Necessary only' });
    // The app's first page has drawn: the banner's buttons work now, and it is still the page's element.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await takenOver(page);
    expect(await banner.count()).toBe(1);
    expect(await banner.getAttribute('data-test-mark')).toBe('served');

    await necessary.click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('sabai-cookie-consent'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ analytics: false });

    // Reloaded: the page's script removes the banner before the first paint, with or without the app.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator(served).count()).toBe(0);
    await page.close();
  });

  it("follows its link inside the app, and gives way to the app's own banner in another language", async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await takenOver(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole('region', { name: 'Cookie settings' })
      .getByRole('link', { name: 'Cookie settings' })
      .click();
    await page.waitForURL('**/legal/cookies');
    // No page load (the app's router), and no banner on the cookie policy's own page.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await page.locator(served).waitFor({ state: 'detached' });

    await page.goBack();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Language').selectOption('th');
    const thai = page.getByRole('region', { name: 'การตั้งค่าคุกกี้' });
    await thai.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
    await thai.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('sabai-cookie-consent'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ analytics: true });
    await page.close();
  });

  it('is not left on a page whose layout has no banner', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/book/thanks'));
    await page.locator('header').first().waitFor();
    await page.locator(served).waitFor({ state: 'detached' });
    await page.close();
  });
});
