import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

describe('language switch', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('changes the interface at once and product names after the refetch, and remembers the choice', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl());
    const sukhumvit = page.locator('article').first();
    await sukhumvit.getByText('Treatments and prices').click();
    await sukhumvit.getByText('Thai Massage 60 min').first().waitFor();

    await page.getByLabel('Language').selectOption('th');
    await page.getByRole('link', { name: 'จอง' }).first().waitFor();
    await sukhumvit.getByText('ทรีตเมนต์และราคา').waitFor();
    // The product's name itself (not the "min" beside it) turns Thai: the list was fetched again.
    await page.waitForFunction(() =>
      /[\u0E00-\u0E7F]/.test(document.querySelector('[data-testid="product"] span')?.textContent ?? ''),
    );
    expect(await page.locator('h1').textContent()).toMatch(/[\u0E00-\u0E7F]/);
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'i18n_locale');
    expect(cookie?.value).toBe('th');
    expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.getByLabel('ภาษา').selectOption('zh');
    await page.getByRole('link', { name: '预约' }).first().waitFor();
    await page.waitForFunction(() =>
      /[\u4E00-\u9FFF]/.test(document.querySelector('[data-testid="product"] span')?.textContent ?? ''),
    );

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    await page.getByRole('link', { name: '预约' }).first().waitFor();
    expect(await page.locator('article h3').first().textContent()).toMatch(/[\u4E00-\u9FFF]/);
    await page.close();
  });

  it('renders Thai in the self-hosted Thai font', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl());
    await page.getByLabel(/Language|ภาษา|语言/).selectOption('th');
    await page.getByRole('link', { name: 'จอง' }).first().waitFor();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Thai"', 'จอง');
    });
    expect(loaded).toBe(true);
    const fontRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('noto-sans-thai')),
    );
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => url.startsWith(yuzenUrl()))).toBe(true);
    await page.close();
  });
});
