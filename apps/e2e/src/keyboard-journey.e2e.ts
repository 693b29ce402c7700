// The whole booking with the keyboard alone (docs/architecture.md, Accessibility): from /book to the
// gateway and back to the confirmation with Tab, arrows, Space and Enter; every control reached shows its
// focus, each new page puts focus on its heading, and a refused form says so at the field it focuses.
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { chooseNecessaryCookies, daysAhead } from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

/** Presses Tab until `target` has the focus, then checks that the focus is drawn. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      const drawn = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (
          el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        );
      });
      expect(drawn).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves a focused native select with the arrow keys until it shows `value`. */
async function arrowTo(page: Page, select: Locator, value: string): Promise<void> {
  for (let i = 0; i < 80 && (await select.inputValue()) !== value; i += 1)
    await page.keyboard.press('ArrowDown');
  expect(await select.inputValue()).toBe(value);
}

/** After a client-side navigation the new page's heading has the focus. */
async function expectHeadingFocused(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.waitForFunction((text) => {
    const focused = document.activeElement;
    return focused?.tagName === 'H1' && focused.textContent?.trim() === text;
  }, name);
}

describe('a booking with the keyboard alone', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('goes from /book to the gateway and back to the confirmation', async () => {
    const date = daysAhead(13);
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    const branch = page.locator('#book-branch');
    await branch.locator('option').nth(1).waitFor({ state: 'attached' });

    await tabTo(page, branch);
    await arrowTo(page, branch, 'yuzen-sukhumvit');
    const day = page.locator(`button[data-date="${date}"]`);
    if ((await day.count()) === 0) {
      await tabTo(page, page.locator('[data-month-nav="next"]'));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, day);
    await page.keyboard.press('Enter');
    expect(await day.getAttribute('aria-pressed')).toBe('true');
    const time = page.locator('#book-time');
    await tabTo(page, time);
    await arrowTo(page, time, '15:00:00');
    await tabTo(page, page.getByRole('button', { name: 'Choose treatments' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/book/treatment');
    await expectHeadingFocused(page, 'Choose treatments');
    await tabTo(page, page.getByRole('button', { name: 'Add Traditional Thai Massage 60 min' }));
    await page.keyboard.press('Enter');
    await page.getByTestId('grand-total').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Continue to contact details' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/book/contact');
    await expectHeadingFocused(page, 'Contact details');
    // Going on with nothing filled in: the first wrong field takes the focus and names its problem.
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    const name = page.locator('#contact-name');
    await page.waitForFunction(() => document.activeElement?.id === 'contact-name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const described = (await name.getAttribute('aria-describedby')) ?? '';
    expect(described).not.toBe('');
    expect(await page.locator(`[id="${described.split(' ')[0]}"]`).textContent()).not.toBe('');
    await page.keyboard.type('Nok Sabai');
    await tabTo(page, page.locator('#contact-phone'));
    await page.keyboard.type('081 234 5678');
    await tabTo(page, page.locator('#contact-email'));
    await page.keyboard.type('nok.keys@example.com');
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/book/checkout');
    await expectHeadingFocused(page, 'Checkout');
    await page.getByRole('timer').waitFor();
    await expectAccessible(page);
    const terms = page.getByLabel('I accept the booking policies and the terms of service.');
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Pay now' }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/sandbox/kpayment/**');
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');

    await page.waitForURL('**/book/confirm/YU-*');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Print' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/book/print/YU-*');
    await page.close();
  });
});
