// The booking journey on a phone (390×844): the main action without scrolling, a hint instead of ฿0.00,
// onsen times that follow the visit, the locker set priced where it is added, one message for a wrong promo
// code, the snackbar above the main action, a member's contact prefilled and the way to My bookings.
// Screenshots of the treatment and checkout pages in every language go to apps/e2e/output/screenshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, PHONE, type BrowserSession } from '../support/browser';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
  payInSandbox,
} from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const SUKHUMVIT = 'yuzen-sukhumvit';
const SCREENSHOTS = path.join(__dirname, '..', 'output', 'screenshots');
const PASSWORD = 'Sabai-2026';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** In the viewport as the page opened, not covered by anything else. */
async function expectReachableWithoutScrolling(page: Page, locator: Locator): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await boxOf(locator);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
}

async function screenshotsInEveryLanguage(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const locale of ['th', 'zh', 'en']) {
    await page.getByLabel(/Language|ภาษา|语言/).selectOption(locale);
    await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), locale);
    await page.getByTestId('action-bar').waitFor();
    // The menu is fetched again in the new language 500 ms after a switch (docs/product-rules.md, Languages, money, dates and time zones).
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${locale}.png`) });
  }
}

/** The minutes since midnight of a select's 'HH:mm:ss'. */
async function minutesOf(page: Page, selector: string): Promise<number> {
  const [h = 0, m = 0] = (await page.locator(selector).inputValue()).split(':').map(Number);
  return h * 60 + m;
}

async function startYuzenBooking(page: Page, days: number): Promise<void> {
  await page.goto(yuzenUrl('/book'));
  await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
  await fillBookStart(page, { branch: SUKHUMVIT, date: daysAhead(days), time: '14:00:00', guests: 1 });
  await page.getByRole('button', { name: 'Choose treatments' }).click();
  await page.waitForURL('**/book/treatment');
}

describe('the booking journey on a phone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(PHONE);
  });
  afterAll(() => browser.close());
  beforeEach(() => browser.context.clearCookies());

  it('keeps the way on in reach, explains times and prices, and says one thing per problem', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await startYuzenBooking(page, 5);

    // The main action is on screen as the page opens; a hint stands where ฿0.00 used to.
    const next = page.getByTestId('next-step');
    await next.waitFor();
    await expectReachableWithoutScrolling(page, next);
    const bar = page.getByTestId('action-bar');
    expect(await bar.getByTestId('bar-hint').textContent()).toBe('Choose a treatment for guest 1');
    expect(await bar.textContent()).not.toContain('฿0.00');
    await page.getByTestId('guest-hint').waitFor();

    // Going on too early: the snackbar says why, above the bar, never over the main action.
    await next.click();
    const snackbar = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close' }) });
    await snackbar.waitFor();
    expect(overlaps(await boxOf(snackbar), await boxOf(next))).toBe(false);
    expect(overlaps(await boxOf(snackbar), await boxOf(bar))).toBe(false);
    await snackbar.getByRole('button', { name: 'Close' }).click();

    // The onsen, then a Thai massage: the locker set shows with its price as soon as there are treatments.
    await addProduct(page, 'ON01');
    await addProduct(page, 'TR01');
    const locker = page.locator('[data-testid=guest-item][data-product="yu-locker-set"]');
    await locker.waitFor();
    expect(await locker.textContent()).toContain('100.00');
    await page.getByTestId('guest-subtotal').filter({ hasText: '2 treatments' }).waitFor();

    // Default times follow the shown order and do not overlap: onsen 14:00 (60 min), massage 15:00.
    await page.locator('#spa-start-1').waitFor();
    expect(await minutesOf(page, '#onsen-start-1')).toBe(14 * 60);
    expect(await minutesOf(page, '#spa-start-1')).toBe(15 * 60);
    const order = page.getByTestId('visit-order').locator('li');
    expect(await order.evaluateAll((items) => items.map((li) => li.getAttribute('data-part')))).toEqual([
      'onsen',
      'spa',
    ]);

    // The other order, explained with its times; choosing it moves the times with it.
    const other = page.getByRole('button', { name: /Traditional Thai Massage 60 min first, then Onsen/ });
    expect(await other.textContent()).toContain('14:00 Traditional Thai Massage 60 min → 15:00 Onsen');
    await other.click();
    await page
      .getByRole('button', { name: /Onsen Bathing 60 min first, then Traditional Thai Massage/ })
      .waitFor();
    expect(await minutesOf(page, '#spa-start-1')).toBe(14 * 60);
    expect(await minutesOf(page, '#onsen-start-1')).toBe(15 * 60);
    expect(await order.evaluateAll((items) => items.map((li) => li.getAttribute('data-part')))).toEqual([
      'spa',
      'onsen',
    ]);
    await bar.getByTestId('bar-total').filter({ hasText: '1,200.00' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotsInEveryLanguage(page, 'treatment');

    await next.click();
    await page.waitForURL('**/book/contact');
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/book/checkout');
    await page.getByRole('timer').waitFor();

    // Checkout lists the guest's times, and keeps "Pay now" on screen.
    const times = page.getByTestId('guest-times');
    expect(await times.textContent()).toContain('Onsen at 15:00');
    expect(await times.textContent()).toContain('Spa at 14:00');
    const pay = page.getByRole('button', { name: 'Pay now' });
    await expectReachableWithoutScrolling(page, pay);
    await screenshotsInEveryLanguage(page, 'checkout');

    // A wrong promo code: one message, at the field, none in the snackbar.
    await page.getByLabel('Promo code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code NOSUCHCODE cannot be used:').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText(/cannot be used|could not be found|not valid/i).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(0);

    // "Pay now" without the terms: the press goes to the box and says what is missing.
    await pay.click();
    const terms = page.getByLabel('I accept the booking policies and the terms of service.');
    expect(await terms.evaluate((element) => element === document.activeElement)).toBe(true);
    await page
      .getByText('Please tick the box to accept the booking policies and the terms before paying.')
      .waitFor();

    await payInSandbox(page);
    // A visitor has no member area to go to.
    expect(await page.getByRole('link', { name: 'My bookings' }).count()).toBe(0);
  });

  it('prefills a member’s contact from the profile and links the confirmation to My bookings', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/login'));
    await page.locator('#login-username').fill('0812345678');
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/member$/);

    await startYuzenBooking(page, 6);
    await addProduct(page, 'TR01');
    await page.getByTestId('next-step').click();
    await page.waitForURL('**/book/contact');
    expect(await page.locator('#contact-name').inputValue()).toMatch(/^Ploy /);
    expect(await page.locator('#contact-phone').inputValue()).toBe('0812345678');
    expect(await page.locator('#contact-email').inputValue()).toContain('@');
    await page.locator('#contact-name').fill('Ploy for a friend');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/book/checkout');
    await page.getByRole('timer').waitFor();
    await payInSandbox(page);

    await page.getByRole('link', { name: 'My bookings' }).click();
    await page.waitForURL('**/member/booking');
    await page.getByTestId('member-booking').first().waitFor();
  });
});
