// The kiosk's pairing screen paints from the page's HTML (docs/architecture.md, Serving the apps): a browser
// without the kiosk's cookie sees its heading and text before the app's code has come, and the app's own screen
// then stands exactly there, so nothing moves when the app takes over.
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

type Box = { x: number; y: number; width: number; height: number };

const boxesOf = (page: Page) =>
  page.evaluate(() =>
    ['h1', 'h1 + p'].map((selector) => {
      const found = document.querySelectorAll(selector);
      if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}`);
      const { x, y, width, height } = (found[0] as Element).getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

const rounded = (boxes: Box[]) =>
  boxes.map((box) => Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)])));

describe.each([
  { width: 412, height: 823 },
  { width: 1080, height: 1920 },
])("the kiosk's pairing screen from the first paint, at $width × $height", (viewport) => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(viewport);
  });
  afterAll(() => browser.close());

  it("paints the heading and text without the app, where the app's own screen then stands", async () => {
    const bare = await browser.newPage();
    await bare.route('**/kiosk/assets/**/*.js', (route) => route.abort());
    await bare.goto(yuzenUrl('/kiosk/ads'));
    await bare.getByRole('heading', { name: 'Pair this kiosk' }).waitFor();
    await bare.getByText('Enter the eight-digit code made for this kiosk in admin').waitFor();
    const painted = await boxesOf(bare);
    await bare.close();

    const page = await browser.newPage();
    await page.goto(yuzenUrl('/kiosk/ads'));
    await page.getByLabel('Pairing code').waitFor();
    expect(await page.locator('#sabai-first-paint').count()).toBe(0);
    expect(rounded(await boxesOf(page))).toEqual(rounded(painted));
    await page.close();
  });
});
