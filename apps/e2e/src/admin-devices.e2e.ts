// Kiosk devices in the admin app (docs/access.md, Kiosk devices): Yuzen's brand admin makes a pairing code on
// /admin/devices, a second browser (the kiosk) pairs with it on the keypad, the list then reads paired; the
// admin revokes it after a second look, and the kiosk, reloaded, is back on the pairing screen. Axe on the
// page with the code shown and with the confirmation open.
import { expectAccessible } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';
import { pairOnScreen } from '../support/kiosk-steps';
import { signInAsBrandAdmin } from '../support/admin-steps';

const DESKTOP = { width: 1280, height: 900 };
const KIOSK_SCREEN = { width: 1080, height: 1920 };

describe('kiosk devices (admin)', () => {
  let admin: BrowserSession;
  let kiosk: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser(DESKTOP);
    kiosk = await openBrowser(KIOSK_SCREEN);
  });
  afterAll(async () => {
    await admin.close();
    await kiosk.close();
  });

  it('a brand admin pairs a kiosk with a code made on the page, sees it paired, and revokes it', async () => {
    const name = `Kiosk ${Date.now().toString(36)}`;
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Kiosk devices' })
      .click();
    await page.waitForURL('**/admin/devices');
    await page.getByRole('heading', { name: 'Pair a new kiosk' }).waitFor();
    await page.getByLabel('Kiosk name').fill(name);
    await page.getByRole('button', { name: 'Make a pairing code' }).click();
    const shown = page.getByRole('region', { name: `Pairing code for ${name}` });
    await shown.waitFor();
    const grouped = (await shown.getByTestId('pairing-code').textContent()) ?? '';
    expect(grouped).toMatch(/^\d{4} \d{4}$/);
    await expectAccessible(page);

    // The list has the new device, waiting for its code.
    const row = page.getByRole('row').filter({ hasText: name });
    await row.filter({ hasText: 'Waiting for its code' }).waitFor();

    const screen = await kiosk.newPage();
    await pairOnScreen(screen, grouped.replace(' ', ''));

    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Kiosk name').waitFor();
    await page.reload();
    await row.filter({ hasText: 'Paired' }).waitFor();

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke ${name}?` });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Kiosk revoked.' }).waitFor();
    await row.filter({ hasText: 'Revoked' }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    // The kiosk's next request is a stranger's: back to the pairing screen.
    await screen.reload();
    await screen.waitForURL('**/kiosk/pair');
    await screen.locator('#pair-code').waitFor();
    await screen.close();
    await page.close();
  });
});
