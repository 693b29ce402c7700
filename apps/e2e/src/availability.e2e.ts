// Availability before effort (docs/product-rules.md, Availability): a time other customers have filled is shown
// full on /book and cannot be chosen, the next free times are offered, and the booking goes through with one.
import { fillBranch } from '../support/api-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillContact,
  pickDate,
} from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const BRANCH = 'yuzen-sukhumvit';

describe('availability on /book', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows a filled time full, offers the next free times and books one of them', async () => {
    const date = daysAhead(11);
    await fillBranch(BRANCH, `${date} 17:00:00`);
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
    await page.locator('#book-branch').selectOption(BRANCH);
    await page.locator('#book-guests').selectOption('1');
    await pickDate(page, date);

    // The beds are taken 17:00-18:00: 17:00 and 17:30 cannot be had even for the shortest treatment.
    const full = page.locator('#book-time option[value="17:00:00"]');
    await page.locator('#book-time option[value="17:00:00"][disabled]').waitFor({ state: 'attached' });
    expect(await full.textContent()).toContain('full');
    expect(await page.locator('#book-time option[value="17:30:00"]').isDisabled()).toBe(true);
    expect(await page.locator('#book-time option[value="16:30:00"]').isDisabled()).toBe(false);
    await page.getByText('17:00 to 17:30 are full for your party.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Choose 18:00' }).click();
    expect(await page.locator('#book-time').inputValue()).toBe('18:00:00');
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await page.waitForURL('**/book/treatment');
    await addProduct(page, 'TR01');
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await page.waitForURL('**/book/contact');
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // The hold is made at 18:00: the checkout's countdown runs.
    await page.waitForURL('**/book/checkout');
    await page.getByRole('timer').waitFor();
    expect(await page.locator('main').textContent()).toContain('18:00');
    await page.close();
  });

  it('keeps the way on closed while the chosen time no longer fits the treatments', async () => {
    const date = daysAhead(12);
    await fillBranch(BRANCH, `${date} 17:00:00`);
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
    await page.locator('#book-branch').selectOption(BRANCH);
    await page.locator('#book-guests').selectOption('1');
    await pickDate(page, date);
    // 16:30 is free for a 30-minute treatment, not for the hour that the customer then chooses.
    await page.locator('#book-time').selectOption('16:30:00');
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await page.waitForURL('**/book/treatment');
    await addProduct(page, 'TR01');
    await page.getByText('16:30 is full for your party.').waitFor();

    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    // The press stays on the page and takes the customer to the first free time offered.
    const focused = page.locator(':focus');
    await expect(focused.textContent()).resolves.toMatch(/^Choose \d\d:\d\d$/);
    expect(new URL(page.url()).pathname).toBe('/book/treatment');

    await page.keyboard.press('Enter');
    await page.getByText('16:30 is full for your party.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await page.waitForURL('**/book/contact');
    await page.close();
  });
});
