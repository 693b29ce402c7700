// One money breakdown from the stored payment (docs/product-rules.md, Pricing): a Gold member pays 990.00 for
// a 1,100.00 treatment set, and the confirmation, the print page, the e-mail and My bookings all say so,
// with the member discount, as checkout did.
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
} from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

/** The paid lines of a breakdown: 990.00 paid, 110.00 off as the member's discount. */
async function showsGoldPayment(within: Page | Locator): Promise<void> {
  await within.getByTestId('grand-total').filter({ hasText: '990.00' }).waitFor();
  expect(await within.getByTestId('sub-total').textContent()).toContain('1,100.00');
  expect(await within.getByTestId('tier-discount').textContent()).toBe('−฿110.00');
  expect(await within.getByTestId('paid-online').textContent()).toBe('฿990.00');
  expect(await within.getByText('Paid by card or QR', { exact: true }).count()).toBe(1);
}

describe('money breakdown', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('shows a Gold member paying 990.00 of 1,100.00 alike on confirmation, print (with the tax invoice), e-mail and My bookings', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/login'));
    await page.locator('#login-username').fill('0812345678');
    await page.locator('#login-password').fill('Sabai-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/member$/);

    await page.goto(yuzenUrl('/book'));
    await fillBookStart(page, { branch: 'yuzen-sukhumvit', date: daysAhead(9), time: '15:00:00', guests: 1 });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    // Foot reflexology 550 + head and shoulders 450 + the locker set 100: 1,100.00, less Gold's 10%.
    await addProduct(page, 'TR05');
    await addProduct(page, 'TR06');
    await page.getByTestId('grand-total').filter({ hasText: '990.00' }).waitFor();
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await fillContact(page);
    // A company's full tax invoice, issued with the payment (docs/product-rules.md, VAT).
    await page.getByLabel('I need a tax invoice').check();
    await page.getByLabel('Tax ID (13 digits)').fill('3100600445635');
    await page.getByLabel('Name on the invoice').fill('Nok Trading Co., Ltd.');
    await page.getByLabel('Address', { exact: true }).fill('9 Rama IV Rd, Bangkok 10500');
    await page.getByLabel('Phone', { exact: true }).fill('02 123 4567');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByTestId('paid-online').filter({ hasText: '990.00' }).waitFor();
    expect(await summary.getByTestId('tier-discount').textContent()).toBe('−฿110.00');
    await page.getByLabel('I accept the booking policies and the terms of service.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/sandbox/kpayment/**');
    await page.getByText('990.00').first().waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL('**/book/confirm/YU-*');
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const bookingNo = (await page.getByTestId('booking-no').textContent()) ?? '';
    await showsGoldPayment(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL('**/book/print/**');
    await showsGoldPayment(page);
    // The printed copy carries the tax invoice: 990.00 with 64.77 of VAT inside, 925.23 before it.
    const invoice = page.getByTestId('tax-invoice');
    await invoice.waitFor();
    const invoiceText = await invoice.innerText();
    expect(invoiceText).toMatch(/YU-TI-\d{6}/);
    expect(invoiceText).toContain('Nok Trading Co., Ltd.');
    expect(invoiceText).toContain('0105559000123');
    expect(invoiceText).toMatch(/Amount before VAT\s*฿925\.23/);
    expect(invoiceText).toMatch(/VAT 7%\s*฿64\.77/);
    await expectAccessible(page);

    const response = await fetch(yuzenUrl('/sandbox/outbox.json?recipient=nok@example.com'));
    const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
    const mail = messages.find((m) => m.subject.includes(bookingNo))?.body ?? '';
    expect(mail).toContain('Sub-total: ฿1,100.00');
    expect(mail).toContain('Member discount: −฿110.00');
    expect(mail).toContain('Total: ฿990.00');
    expect(mail).toContain('Paid by card or QR: ฿990.00');

    await page.goto(yuzenUrl('/member/booking'));
    const listed = page.getByTestId('member-booking').filter({ hasText: bookingNo });
    await showsGoldPayment(listed);
    await expectAccessible(page);
    await page.close();
  });
});
