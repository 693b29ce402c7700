// The catalogue in admin (docs/product-rules.md, The catalogue in admin): Yuzen's brand admin changes the hot
// stone massage's price and Thai name on /admin/catalog and a Thai customer's treatment list shows both at its
// next load; then closes Sukhumvit on a date on /admin/branches and the web's calendar refuses that date (both
// undone at the end, as the other suites share the server); then makes a promotion that a customer uses at
// checkout, and sees its use counted. Axe on each admin screen.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
} from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';
import { openSection, signInAsBrandAdmin } from '../support/admin-steps';

const DESKTOP = { width: 1280, height: 900 };
const SUKHUMVIT = 'yuzen-sukhumvit';
const HOT_STONE = 'TR04';

/** Opens the hot stone massage's edit page and saves a price and a Thai name. */
async function editHotStone(page: Page, price: string, thaiName: string): Promise<void> {
  await openSection(page, 'Catalogue', '/catalog');
  await page
    .getByRole('row')
    .filter({ hasText: HOT_STONE })
    .getByRole('link', { name: /^Edit / })
    .click();
  await page.getByLabel('Price (THB)').waitFor();
  await page.getByLabel('Price (THB)').fill(price);
  await page.getByLabel('Name (Thai)').fill(thaiName);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

describe('the catalogue in admin', () => {
  let admin: BrowserSession;
  let customer: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser(DESKTOP);
    customer = await openBrowser();
  });
  afterAll(async () => {
    await admin.close();
    await customer.close();
  });

  it("a brand admin's new price and Thai name are what a Thai customer sees next", async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Catalogue', '/catalog');
    await page.getByRole('table', { name: 'Products' }).waitFor();
    await expectAccessible(page);
    await page
      .getByRole('row')
      .filter({ hasText: HOT_STONE })
      .getByRole('link', { name: /^Edit / })
      .click();
    const oldPrice = await page.getByLabel('Price (THB)').inputValue();
    const oldName = await page.getByLabel('Name (Thai)').inputValue();
    await expectAccessible(page);

    // A wrong price is the form's refusal, sent nowhere.
    await page.getByLabel('Price (THB)').fill('12.345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a price in baht, e.g. 650 or 1,250.50.').waitFor();

    await editHotStone(page, '1,999', 'นวดหินร้อนพิเศษ');

    const web = await customer.newPage();
    await chooseNecessaryCookies(web);
    await customer.context.addCookies([{ name: 'i18n_locale', value: 'th', url: yuzenUrl('/') }]);
    await web.goto(yuzenUrl('/book'));
    await fillBookStart(web, { branch: SUKHUMVIT, date: daysAhead(5), time: '13:00:00', guests: 1 });
    await web.locator('form button[type=submit]').click();
    await web.waitForURL('**/book/treatment');
    const card = web.locator(`[data-testid=product][data-code="${HOT_STONE}"]`);
    await card.filter({ hasText: 'นวดหินร้อนพิเศษ' }).filter({ hasText: '1,999.00' }).waitFor();

    await editHotStone(page, oldPrice, oldName);
    await web.reload();
    await card.filter({ hasText: oldName }).waitFor();
    await web.close();
    await page.close();
  });

  it('a package made in admin obeys the onsen rules and is on the web menu at once', async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Catalogue', '/catalog');
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL('**/admin/catalog/new');
    await page.getByLabel('Code (printed on receipts, e.g. TR12)').fill('pk90');
    await page.getByLabel('Kind').selectOption('package');
    await page.getByLabel('Name (English)').fill('Aroma and Onsen');
    await page.getByLabel('Name (Thai)').fill('อโรมาและออนเซ็น');
    await page.getByLabel('Name (Chinese)').fill('芳香与温泉');
    await page.getByLabel('Price (THB)').fill('1,990');
    const add = page.getByLabel('Item to add');
    for (const code of ['TR03', 'ON01']) {
      await add.selectOption({
        label: (await add.locator('option', { hasText: code }).textContent()) ?? code,
      });
      await page.getByRole('button', { name: 'Add item' }).click();
    }
    await page
      .getByRole('group', { name: 'Sold at' })
      .getByRole('checkbox', { name: /Sukhumvit/ })
      .check();
    await expectAccessible(page);
    // Oil before the onsen: the server refuses it in the rule's words.
    await page.getByRole('button', { name: 'Make the product' }).click();
    await page.getByText('Package PK90: TR03 uses oil and would come before the onsen').waitFor();
    await page
      .getByRole('button', { name: /^Move .* earlier$/ })
      .last()
      .click();
    await page.getByRole('button', { name: 'Make the product' }).click();
    await page.waitForURL('**/admin/catalog/yuzen-pk90');
    await page.getByText('Code PK90 · Package').waitFor();

    const web = await customer.newPage();
    await chooseNecessaryCookies(web);
    await web.goto(yuzenUrl('/book'));
    await fillBookStart(web, { branch: SUKHUMVIT, date: daysAhead(6), time: '13:00:00', guests: 1 });
    await web.locator('form button[type=submit]').click();
    await web.waitForURL('**/book/treatment');
    await web.locator('[data-testid=product][data-code="PK90"]').waitFor();
    await web.close();
    await page.close();
  });

  it("a photo uploaded in admin is the web's treatment picture, in AVIF, sized and lazy", async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Catalogue', '/catalog');
    await page
      .getByRole('row')
      .filter({ hasText: 'TR02' })
      .getByRole('link', { name: /^Edit / })
      .click();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7d5c' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Choose a photo (JPEG, PNG, WebP, AVIF or HEIC, up to 8 MB)')
      .setInputFiles({ name: 'foot.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Photo ready: save to show it.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const web = await customer.newPage();
    await chooseNecessaryCookies(web);
    await web.goto(yuzenUrl('/book'));
    await fillBookStart(web, { branch: SUKHUMVIT, date: daysAhead(7), time: '13:00:00', guests: 1 });
    await web.locator('form button[type=submit]').click();
    await web.waitForURL('**/book/treatment');
    const card = web.locator('[data-testid=product][data-code="TR02"]');
    const img = card.locator('picture img');
    await expect(card.locator('picture source[type="image/avif"]').getAttribute('srcset')).resolves.toMatch(
      /^\/media\/[0-9a-f]{32}\/320\.avif 320w, .*640\.avif 640w/,
    );
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('width')).toBe('1200');
    await img.scrollIntoViewIfNeeded();
    // The browser chose a variant and drew it.
    await web.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
      await img.elementHandle(),
    );
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    await web.close();

    // Taken away again: the other suites know the menu without it.
    await page.getByRole('button', { name: 'Take the photo away' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.close();
  });

  it('a closed date is refused by the web calendar until it is opened again', async () => {
    const date = daysAhead(40);
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Branch settings', '/branches');
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Note (e.g. Songkran)').fill('Staff training');
    await page.getByRole('button', { name: 'Close on this date' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Closed on / })
      .waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Staff training' });
    await row.waitFor();
    // The branch's names and place and its menu filters are on the page too.
    await page.getByLabel('Time zone').waitFor();
    await page.getByRole('button', { name: 'Save the filters' }).waitFor();
    await expectAccessible(page);

    const web = await customer.newPage();
    await chooseNecessaryCookies(web);
    await web.goto(yuzenUrl('/book'));
    await web.locator('#book-branch').selectOption(SUKHUMVIT);
    const day = web.locator(`button[data-date="${date}"]`);
    for (let i = 0; i < 3 && (await day.count()) === 0; i += 1)
      await web.locator('[data-month-nav="next"]').click();
    expect(await day.isDisabled()).toBe(true);
    const dayBefore = web.locator(`button[data-date="${daysAhead(39)}"]`);
    if ((await dayBefore.count()) > 0) expect(await dayBefore.isDisabled()).toBe(false);

    await row.getByRole('button', { name: /^Open again on / }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Open again on / })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    await web.reload();
    await web.locator('#book-branch').selectOption(SUKHUMVIT);
    for (let i = 0; i < 3 && (await day.count()) === 0; i += 1)
      await web.locator('[data-month-nav="next"]').click();
    expect(await day.isDisabled()).toBe(false);
    await web.close();
    await page.close();
  });

  it('a promotion made in admin is one a customer can use, and its use is counted', async () => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Promotions', '/promotions');
    await page.getByRole('link', { name: 'New promotion' }).click();
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Campaign').fill('Browser test');
    await page.getByLabel('Percent, or baht off').fill('25');
    await page.getByRole('checkbox', { name: 'Thai massage 60 min' }).check();
    await page.getByLabel('Short description (English)').fill('25% off Thai massage');
    await page.getByLabel('Short description (Thai)').fill('ลด 25% นวดไทย');
    await page.getByLabel('Short description (Chinese)').fill('泰式按摩 75 折');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.waitForURL(`**/admin/promotions/${code}`);

    // The customer of the first test chose Thai; this one reads English.
    await customer.context.clearCookies();
    const web = await customer.newPage();
    await chooseNecessaryCookies(web);
    await web.goto(yuzenUrl('/book'));
    await fillBookStart(web, { branch: SUKHUMVIT, date: daysAhead(6), time: '14:00:00', guests: 1 });
    await web.getByRole('button', { name: 'Choose treatments' }).click();
    await web.waitForURL('**/book/treatment');
    await addProduct(web, 'TR01');
    await web.getByRole('button', { name: 'Continue to contact details' }).click();
    await web.waitForURL('**/book/contact');
    await fillContact(web);
    await web.getByRole('button', { name: 'Continue to payment' }).click();
    await web.waitForURL('**/book/checkout');
    await web.getByLabel('Promo code').fill(code.toLowerCase());
    await web.getByRole('button', { name: 'Apply' }).click();
    await web.getByText('Promotion discount').first().waitFor();
    await web.getByLabel('I accept the booking policies and the terms of service.').check();
    await web.getByRole('button', { name: 'Pay now' }).click();
    await web.waitForURL('**/sandbox/kpayment/**');
    await web.getByRole('button', { name: 'Pay', exact: true }).click();
    await web.waitForURL('**/book/confirm/YU-*');
    await web.close();

    await openSection(page, 'Promotions', '/promotions');
    // The Used column counts the paid booking.
    await page
      .getByRole('row')
      .filter({ hasText: code })
      .getByRole('cell')
      .nth(4)
      .filter({ hasText: /^1$/ })
      .waitFor();
    await expectAccessible(page);
    await page.close();
  });
});
