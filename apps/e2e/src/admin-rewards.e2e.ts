// Member rewards in admin (docs/product-rules.md, Brand and branch settings: Member rewards): Yuzen's brand admin
// gives Gold 20% instead of 10%, and a Gold member's next booking on the web counts it. Gold's 10% is given back at
// the end, as the other suites on this worker share the server. Axe on the admin screen.
import type { Page } from 'playwright-core';
import { signInAsBrandAdmin } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { addProduct, chooseNecessaryCookies, daysAhead, fillBookStart } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { logInWithPassword } from '../support/member-steps';
import { yuzenUrl } from '../support/server-info';

async function setGold(page: Page, percent: string): Promise<void> {
  const gold = page.getByLabel('Gold (%)');
  await gold.fill(percent);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

describe('member rewards (admin)', () => {
  let admin: BrowserSession;
  let member: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser({ width: 1280, height: 900 });
    member = await openBrowser();
  });
  afterAll(async () => {
    await admin.close();
    await member.close();
  });

  it("a tier's new percent is what a member's next booking counts", async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Member rewards' })
      .click();
    await page.waitForURL('**/admin/rewards');
    expect(await page.getByLabel('Gold (%)').inputValue()).toBe('10');
    await expectAccessible(page);
    await setGold(page, '20');
    try {
      const web = await member.newPage();
      await chooseNecessaryCookies(web);
      await web.goto(yuzenUrl('/member/login'));
      await logInWithPassword(web, '0812345678', 'Sabai-2026');
      await web.waitForURL(/\/member$/);
      await web.goto(yuzenUrl('/book'));
      await fillBookStart(web, {
        branch: 'yuzen-sukhumvit',
        date: daysAhead(11),
        time: '15:00:00',
        guests: 1,
      });
      await web.getByRole('button', { name: 'Choose treatments' }).click();
      // Foot reflexology 550 + head and shoulders 450 + the locker set 100: 1,100.00, less Gold's 20%.
      await addProduct(web, 'TR05');
      await addProduct(web, 'TR06');
      await web.getByTestId('grand-total').filter({ hasText: '880.00' }).waitFor();
    } finally {
      await setGold(page, '10');
    }
  });
});
