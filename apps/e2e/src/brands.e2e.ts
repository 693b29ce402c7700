import { expectAccessible } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';
import { baanSabaiUrl, yuzenUrl } from '../support/server-info';

describe('brands by host', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['localhost', yuzenUrl(), 'Yuzen Onsen & Spa', 'rgb(43, 58, 103)'],
    ['127.0.0.1', baanSabaiUrl(), 'Baan Sabai Day Spa', 'rgb(31, 122, 109)'],
  ])('%s shows its own brand: logo, colours, branches', async (_, url, brandName, topBarColour) => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: brandName }).waitFor();
    expect(await page.getByRole('img', { name: brandName }).first().getAttribute('src')).toMatch(
      /^\/brand-assets\/.+\.svg$/,
    );
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      topBarColour,
    );
    const cards = page.locator('article h3');
    await cards.first().waitFor();
    expect((await cards.allTextContents()).every((name) => name.startsWith(brandName))).toBe(true);
    await page.close();
  });

  it('home page: branches with address, hours and a Book action; no serious accessibility violation', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl());
    const card = page.locator('article', { hasText: 'Nimman' });
    await card.waitFor();
    await expect(card.textContent()).resolves.toMatch(/Open 10:00–21:00 · Closed on Wednesday/);
    expect(await card.getByRole('link', { name: /Book/ }).getAttribute('href')).toBe(
      '/book?branch=yuzen-nimman',
    );
    await expectAccessible(page);
    await page.close();
  });

  it('the mobile menu follows the logged-out rules and links the brand FAQ', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl());
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const labels = await drawer.getByRole('link').allTextContents();
    expect(labels).toEqual(['Book', 'Login', 'Register', 'FAQ']);
    expect(await drawer.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe(
      'https://yuzen.example/faq',
    );
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.close();
  });
});
