import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

describe('errors', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows the 404 page for an unknown route, with ways out', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/no/such/page'));
    await page.getByText('This page could not be found').waitFor();
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Home Page' }).click();
    await page.waitForURL(yuzenUrl('/'));
    await page.close();
  });

  it('shows a failed request in the snackbar without the GraphQL prefix, red, closable', async () => {
    const page = await browser.newPage();
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('BranchProducts')) return route.continue();
      // Slower than the progress bar's 200 ms throttle, so the bar shows and then fails.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [
            {
              message: 'GraphQL error: No queue available during your selected time',
              extensions: { code: 'booking.noQueue' },
            },
          ],
        }),
      });
    });
    await page.goto(yuzenUrl());
    // The bar turns to its failed state together with the message, for 500 ms: a watcher in the page sees it
    // however busy the machine is, where polling from the test could miss so short a state.
    await page.evaluate(() => {
      const seen = window as unknown as { failedBarSeen?: boolean };
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar?.getAttribute('aria-label') === 'Loading failed') seen.failedBarSeen = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.locator('article').first().getByText('Treatments and prices').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await page.waitForFunction(
      () => (window as unknown as { failedBarSeen?: boolean }).failedBarSeen === true,
      null,
      {
        timeout: 5000,
      },
    );
    expect(await alert.textContent()).toContain('No queue available during your selected time');
    expect(await alert.textContent()).not.toContain('GraphQL error');
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(176, 0, 32)');
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached' });
    await page.close();
  });

  it('says so when the browser goes offline', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await browser.context.setOffline(true);
    await page.getByText('You are offline').waitFor();
    await browser.context.setOffline(false);
    await page.getByText('You are offline').waitFor({ state: 'detached' });
    await page.close();
  });
});
