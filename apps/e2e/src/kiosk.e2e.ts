import { expectAccessible } from '../support/accessibility';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { makePairingCode, pairOnScreen, revokeDevice } from '../support/kiosk-steps';
import { KIOSK_SHOW_AD_AFTER_SEC, yuzenUrl } from '../support/server-info';

/** Buttons and fields on the page smaller than the kiosk's 64 px touch targets. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    // The skip link is for keyboards and stays off screen until focused.
    [...document.querySelectorAll('button, a:not(.skip-link), select, input')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.height < 64 || r.width < 64);
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );

describe('kiosk', () => {
  let browser: BrowserSession;
  let deviceId = '';
  beforeAll(async () => {
    browser = await openBrowser({ width: 1080, height: 1920 });
  });
  afterAll(() => browser.close());

  it('shows an unpaired browser only the pairing screen, and pairs it with a code made in admin', async () => {
    const page = await browser.newPage();
    // Without the device's cookie the page itself says it is no kiosk: the pairing screen does not wait for
    // the device's answer (here held back for good).
    // Nor does it load the page it asked for on its way there.
    await page.route('**/api/kiosk/device', () => undefined);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(yuzenUrl('/kiosk/ads'));
    await page.waitForURL('**/kiosk/pair');
    await page.getByRole('heading', { name: 'Pair this kiosk' }).waitFor();
    await page.unroute('**/api/kiosk/device');
    expect(requested.filter((url) => /\/assets\/ads-page-/.test(url))).toEqual([]);
    expect(requested.some((url) => /\/assets\/pair-route-/.test(url))).toBe(true);
    // Its words' styles came in the page (the entry's and the route's): no sheet was asked for before they were
    // painted, nor the form's code (with its own sheets), which comes after them; the keypad and the button then
    // have the kiosk's 64 px.
    await page.locator('#pair-code').waitFor();
    const { painted, early, form } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0] as
        (PerformanceEntry & { paintTime?: number }) | undefined;
      // When the page painted, not when the frame reached the screen (a paint's startTime in Chromium), which
      // can come after the task that asks for the form.
      const painted = paint?.paintTime ?? paint?.startTime ?? 0;
      const files = performance.getEntriesByType('resource');
      return {
        painted,
        early: files
          .filter((file) => file.startTime < painted)
          .map((file) => file.name)
          .filter((name) => name.endsWith('.css') || /\/assets\/pair-form-/.test(name)),
        form: files.some((file) => /\/assets\/pair-form-/.test(file.name)),
      };
    });
    expect({ painted: painted > 0, early, form }).toEqual({ painted: true, early: [], form: true });
    expect(await smallTargets(page)).toEqual([]);
    await expectAccessible(page);
    // A wrong code is refused in words; the right one pairs the browser.
    await page.getByLabel('Pairing code').fill('0000 0000');
    await page.getByRole('button', { name: 'Pair', exact: true }).click();
    await page.getByText('This pairing code is not valid or has lapsed.', { exact: false }).waitFor();
    const made = await makePairingCode();
    deviceId = made.deviceId;
    await pairOnScreen(page, made.code);
    await page.close();
  });

  it('shows the brand and the treatment menu, with 64 px touch targets and no serious accessibility violation', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/kiosk'));
    await page.getByRole('heading', { name: 'Yuzen Onsen & Spa' }).first().waitFor();
    await page.locator('img[src="/brand-assets/yuzen.svg"]').first().waitFor();
    await page.getByText('Onsen Bathing 60 min').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await expectAccessible(page);
    await page.close();
  });

  it('goes to the ads screen when idle and back home on a touch', async () => {
    const page = await browser.newPage();
    // Counted from before the page opens: the idle timer starts when the kiosk mounts, which on a busy machine
    // can be a second before its products show, so only this start is sure to come before the timer's.
    const idleFrom = Date.now();
    await page.goto(yuzenUrl('/kiosk'));
    await page.getByText('Onsen Bathing 60 min').first().waitFor();
    await page.waitForURL(yuzenUrl('/kiosk/ads'), { timeout: (KIOSK_SHOW_AD_AFTER_SEC + 5) * 1000 });
    expect(Date.now() - idleFrom).toBeGreaterThanOrEqual(KIOSK_SHOW_AD_AFTER_SEC * 1000);
    await page.getByText('Touch anywhere to start').first().waitFor();
    await page.mouse.click(500, 900);
    await page.waitForURL(yuzenUrl('/kiosk'));
    await page.getByText('Onsen Bathing 60 min').first().waitFor();
    await page.close();
  });

  it('activity keeps the kiosk on its page', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/kiosk'));
    await page.getByText('Onsen Bathing 60 min').first().waitFor();
    for (let i = 0; i < 6; i++) {
      await page.mouse.move(100 + i * 10, 300);
      await page.waitForTimeout((KIOSK_SHOW_AD_AFTER_SEC * 1000) / 2);
    }
    expect(page.url()).toBe(yuzenUrl('/kiosk'));
    await page.close();
  });

  it('switches language with its large buttons', async () => {
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/kiosk'));
    await page.getByText('Onsen Bathing 60 min').first().waitFor();
    await page.getByRole('button', { name: 'ไทย' }).click();
    // The Thai catalog loads on demand; the button is pressed once the interface has switched.
    await page.getByRole('button', { name: 'ไทย', pressed: true }).waitFor();
    await page.waitForFunction(() =>
      /[\u0E00-\u0E7F]/.test(document.querySelector('main h2, main h3')?.textContent ?? ''),
    );
    await page.close();
  });

  it('stops a revoked device at its next request: the pairing screen again', async () => {
    await revokeDevice(deviceId);
    const page = await browser.newPage();
    await page.goto(yuzenUrl('/kiosk'));
    await page.waitForURL('**/kiosk/pair');
    // The screen speaks the language the last customer chose (Thai, above): the code field, by its id.
    await page.locator('#pair-code').waitFor();
    await page.close();
  });
});
