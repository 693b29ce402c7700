// Kiosk screens in admin (docs/product-rules.md, Kiosk screens): Yuzen's brand admin adds an ad made from a photo
// for today and tomorrow (so that Bangkok's midnight during the run changes nothing), and a paired kiosk's idle screen rotates it in, titled in the kiosk's language; the ad is taken
// away at the end, as the other suites share the server. Axe on the admin screen.
import sharp from 'sharp';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { makePairingCode, pairOnScreen, revokeDevice } from '../support/kiosk-steps';
import { yuzenUrl } from '../support/server-info';
import { signInAsBrandAdmin } from '../support/admin-steps';

describe('kiosk screens (admin)', () => {
  jest.setTimeout(90_000);
  let admin: BrowserSession;
  let kiosk: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser({ width: 1280, height: 900 });
    kiosk = await openBrowser({ width: 1080, height: 1920 });
  });
  afterAll(async () => {
    await admin.close();
    await kiosk.close();
  });

  it("a photo ad running today is what an idle kiosk shows, in the kiosk's words", async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Kiosk screens' })
      .click();
    await page.waitForURL('**/admin/kiosk-screens');
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8c3b2a' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Add an ad with a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)')
      .setInputFiles({ name: 'songkran.png', mimeType: 'image/png', buffer: photo });
    // The new ad comes after the seeded ones.
    await page.getByText('Ad added: give it a title, then save.').waitFor();
    const ad = page.getByRole('group', { name: /^Ad \d+$/ }).last();
    await ad.getByLabel('Title (English)').fill('Lantern night at the onsen');
    await ad.getByLabel('Title (Thai)').fill('คืนโคมไฟที่ออนเซ็น');
    await ad.getByLabel('Title (Chinese)').fill('温泉灯笼夜');
    await ad.getByLabel('First day (empty: from now)').fill(daysAhead(0));
    await ad.getByLabel('Last day (empty: no end)').fill(daysAhead(1));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const { code, deviceId } = await makePairingCode();
    const screen = await kiosk.newPage();
    await screen.goto(yuzenUrl('/kiosk'));
    await pairOnScreen(screen, code);
    await kiosk.context.addCookies([{ name: 'i18n_locale', value: 'th', url: yuzenUrl('/') }]);
    await screen.goto(yuzenUrl('/kiosk/ads'));
    // The ads rotate every 8 seconds: ours comes after the seeded ones.
    const ours = screen.getByTestId('ad-slide').filter({ hasText: 'คืนโคมไฟที่ออนเซ็น' });
    await ours.waitFor({ timeout: 45_000 });
    expect(await ours.locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}\/1280\.webp$/);
    await revokeDevice(deviceId);

    await page.getByRole('button', { name: 'Remove the ad “Lantern night at the onsen”' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.close();
  });
});
