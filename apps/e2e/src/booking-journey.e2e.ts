import type { Page } from 'playwright-core';
import { downloadedBytes, openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
} from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const SUKHUMVIT = 'yuzen-sukhumvit';

/** Two guests: one with the onsen and a Thai massage, one with the onsen-and-massage package. */
async function chooseTwoGuestsWithOnsen(page: Page): Promise<void> {
  await page.locator('#guest-name-1').fill('Nok');
  await addProduct(page, 'ON01');
  await addProduct(page, 'TR01');
  await expectAccessible(page);
  // Onsen first, spa after: the start times are proposed and can be changed.
  await page.locator('#onsen-start-1').waitFor();
  expect(await page.locator('#onsen-start-1').inputValue()).not.toBe('');
  await page.getByTestId('next-step').click();
  await page.locator('#guest-name-2').fill('Ploy');
  await addProduct(page, 'PK02');
}

async function payInSandbox(page: Page, action: 'Pay' | 'Decline'): Promise<void> {
  await page.waitForURL('**/sandbox/kpayment/**');
  await page.getByRole('button', { name: action, exact: true }).click();
}

/** The confirmation e-mail's link opens the booking, with its QR code, in a browser that never saw it. */
async function opensFromTheConfirmationEmail(bookingNo: string): Promise<void> {
  const response = await fetch(yuzenUrl('/sandbox/outbox.json?recipient=nok@example.com'));
  const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
  const mail = messages.find((m) => m.subject.includes(bookingNo));
  const link = /https?:\/\/\S+\/book\/confirm\/\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no confirmation e-mail links to ${bookingNo}`);
  const elsewhere = await openBrowser();
  try {
    const page = await elsewhere.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByRole('img', { name: `QR code of booking ${bookingNo}` }).waitFor();
  } finally {
    await elsewhere.close();
  }
}

describe('web booking journey', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  // The language choice is a cookie: each test starts in the default language.
  beforeEach(() => browser.context.clearCookies());

  it('two guests with onsen and treatments pay by card and reach the confirmation with a QR code', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
    await expectAccessible(page);
    await fillBookStart(page, { branch: SUKHUMVIT, date: daysAhead(3), time: '11:00:00', guests: 2 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await page.waitForURL('**/book/treatment');
    await chooseTwoGuestsWithOnsen(page);
    await page.getByTestId('grand-total').filter({ hasText: '2,390.00' }).waitFor();

    // A reload in the middle keeps the booking (sessionStorage isbs-vuex-vp).
    await page.reload();
    await page.getByTestId('grand-total').filter({ hasText: '2,390.00' }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toContain('Ploy');

    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await page.waitForURL('**/book/contact');
    await fillContact(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/book/checkout');
    await page.getByRole('timer').waitFor();
    await page.getByText('฿2,390.00').first().waitFor();
    await expectAccessible(page);
    await page.getByLabel('I accept the booking policies and the terms of service.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payInSandbox(page, 'Pay');

    await page.waitForURL('**/book/confirm/YU-*');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const qr = page.getByRole('img', { name: /QR code of booking YU-\d{8}-\d{4}/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expectAccessible(page);
    // The journey is over: the draft is forgotten.
    expect(await page.evaluate(() => sessionStorage.getItem('isbs-vuex-vp'))).toBeNull();
    await opensFromTheConfirmationEmail(/\/book\/confirm\/(YU-\d{8}-\d{4})/.exec(page.url())?.[1] ?? '');
    // "Add to calendar" downloads the server's entry, in the branch's time zone.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    const ics = (await downloadedBytes(download)).toString('utf8');
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Bangkok:\d{8}T\d{6}/);

    // The printable page, A4 then the 80 mm receipt, without the screen's buttons when printed.
    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL('**/book/print/YU-*');
    await page.getByTestId('booking-no').waitFor();
    await page.getByRole('button', { name: '80 mm receipt' }).click();
    await page.waitForURL('**format=receipt');
    // The receipt is drawn (not a loading state) before it is printed.
    await page.getByRole('button', { name: '80 mm receipt', pressed: true }).waitFor();
    await page.getByTestId('booking-no').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    // Printed on an 80 mm roll: the page box is 80 mm (about 227 pt) wide.
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 22[67]\.\d+ /);
    await expectAccessible(page);
    await page.close();
  });

  it('books and pays in Thai', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await page.getByLabel('Language').selectOption('th');
    await page.waitForFunction(() => /[\u0E00-\u0E7F]/.test(document.querySelector('h1')?.textContent ?? ''));
    await fillBookStart(page, { branch: SUKHUMVIT, date: daysAhead(4), time: '12:00:00', guests: 2 });
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/book/treatment');
    await chooseTwoGuestsWithOnsen(page);
    await page.getByTestId('grand-total').filter({ hasText: '2,390.00' }).waitFor();
    await page.getByTestId('next-step').click();
    await page.waitForURL('**/book/contact');
    await fillContact(page);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/book/checkout');
    await expectAccessible(page);
    await page.locator('input[type=checkbox]').check();
    await page.locator('form button[type=submit]').click();
    await payInSandbox(page, 'Pay');
    await page.waitForURL('**/book/confirm/YU-*');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/[\u0E00-\u0E7F]/);
    await page.getByRole('img', { name: /YU-\d{8}-\d{4}/ }).waitFor();
    // Dates in CE, not the Buddhist era.
    expect(await page.locator('main').textContent()).toContain(daysAhead(4).slice(0, 4));
    await expectAccessible(page);
    await page.close();
  });

  it('a declined payment can be retried and then succeeds', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await fillBookStart(page, { branch: SUKHUMVIT, date: daysAhead(5), time: '13:00:00', guests: 1 });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await addProduct(page, 'TR01');
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('I accept the booking policies and the terms of service.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payInSandbox(page, 'Decline');

    await page.waitForURL('**/book/kpayment/return**');
    await page.getByRole('heading', { name: 'Your payment is not completed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Try the payment again' }).click();
    await page.waitForURL('**/book/checkout');
    await page.getByLabel('I accept the booking policies and the terms of service.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payInSandbox(page, 'Pay');
    await page.waitForURL('**/book/confirm/YU-*');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.close();
  });

  it('draws the treatments step without a problem that the page solves itself', async () => {
    // The items every guest gets (Sukhumvit's locker set) are added right after the first render; shown as
    // missing for that render, the problem's removal moved the menu under it (docs/decisions.md).
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { problemsSeen: string[] }).problemsSeen = seen;
      new MutationObserver(() => {
        const list = document.getElementById('guest-problems');
        if (list) seen.push(list.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(yuzenUrl(`/book/ext?branch=${SUKHUMVIT}&date=${daysAhead(7)}&time=11:00&guests=1`));
    await page.waitForURL('**/book/treatment');
    await page.locator('[data-testid=product]').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(await page.evaluate(() => (window as unknown as { problemsSeen: string[] }).problemsSeen)).toEqual(
      [],
    );
    await page.close();
  });
});
