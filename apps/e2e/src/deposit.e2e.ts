// A deposit booking on the demo's deposit brand, Baan Sabai (50%, docs/product-rules.md, Deposit): the
// summary shows the deposit and what remains, the gateway charges the deposit, the confirmation shows what
// is still owed at the branch.
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
} from '../support/booking-steps';
import { baanSabaiUrl } from '../support/server-info';

describe('deposit booking', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('pays a 50% deposit online and shows what remains to pay at the branch', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(baanSabaiUrl('/book'));
    await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
    await fillBookStart(page, { branch: 'baansabai-silom', date: daysAhead(6), time: '14:00:00', guests: 1 });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await page.waitForURL('**/book/treatment');
    // Herbal compress massage, 1,100 THB: 550 online now, 550 at the branch.
    await addProduct(page, 'TH03');
    await page.getByTestId('grand-total').filter({ hasText: '1,100.00' }).waitFor();
    await page.getByTestId('deposit').filter({ hasText: '550.00' }).waitFor();
    await page.getByTestId('remain').filter({ hasText: '550.00' }).waitFor();

    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await page.waitForURL('**/book/contact');
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/book/checkout');
    await page.getByRole('timer').waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.getByTestId('deposit').textContent()).toContain('550.00');
    expect(await summary.getByTestId('remain').textContent()).toContain('550.00');
    expect(await summary.textContent()).toContain('Deposit paid now');
    expect(await summary.textContent()).toContain('Paid at the branch');
    await expectAccessible(page);
    await page.getByLabel('I accept the booking policies and the terms of service.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();

    // The sandbox gateway charges the deposit, not the total.
    await page.waitForURL('**/sandbox/kpayment/**');
    await page.getByRole('heading', { name: 'Pay 550.00 THB' }).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL('**/book/confirm/BS-*');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    expect(await page.getByTestId('grand-total').textContent()).toContain('1,100.00');
    expect(await page.getByTestId('paid-online').textContent()).toContain('550.00');
    expect(await page.getByText('Deposit paid', { exact: true }).count()).toBe(1);
    await page.getByText('Still to pay at the branch').waitFor();
    expect(await page.getByTestId('remain').textContent()).toContain('550.00');
    await expectAccessible(page);
    await page.close();
  });
});
