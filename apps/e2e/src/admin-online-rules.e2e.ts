// A brand's online group limit in admin (docs/product-rules.md, Guests and Brand and branch settings): Yuzen's brand
// admin lets at most four guests book online, and the web's guest list stops at four and sends a group of five to the
// group request, which the server takes. The built-in limit is given back at the end, as the other suites on this
// worker share the server. Axe on the settings screen.
import type { Page } from 'playwright-core';
import { signInAsBrandAdmin } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { chooseNecessaryCookies } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

const GROUP_LIMIT = 'Most guests in one booking (web and kiosk; empty: the built-in)';

async function setGroupLimit(page: Page, guests: string): Promise<void> {
  await page.getByLabel(GROUP_LIMIT).fill(guests);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

describe("a brand's online rules (admin)", () => {
  let admin: BrowserSession;
  let customer: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser({ width: 1280, height: 900 });
    customer = await openBrowser();
  });
  afterAll(async () => {
    await admin.close();
    await customer.close();
  });

  it("the brand's group limit is what the web offers, and a larger group asks the branch", async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Brand settings' })
      .click();
    await page.waitForURL('**/admin/settings');
    expect(await page.getByLabel(GROUP_LIMIT).getAttribute('placeholder')).toBe('6');
    await expectAccessible(page);
    await setGroupLimit(page, '4');
    try {
      const web = await customer.newPage();
      await chooseNecessaryCookies(web);
      await web.goto(yuzenUrl('/book'));
      const guests = web.locator('#book-guests option');
      await web.getByRole('link', { name: 'More than 4 guests? Send us a group request.' }).waitFor();
      expect(await guests.allTextContents()).toEqual(['1', '2', '3', '4']);
      await web.getByRole('link', { name: 'More than 4 guests? Send us a group request.' }).click();
      await web.waitForURL('**/book/direct');
      await web.getByText('For 5 guests or more, tell us what you would like').waitFor();
      expect(await web.getByLabel('Guests').inputValue()).toBe('5');
      await web.close();
    } finally {
      await setGroupLimit(page, '');
    }
  });
});
