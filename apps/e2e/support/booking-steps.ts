// Steps of the web booking journey, shared by the booking suites. Products are picked by their code
// (data-code) so the same steps work in every language.
import type { Page } from 'playwright-core';

/** A date `days` ahead in Bangkok, 'YYYY-MM-DD'. */
export function daysAhead(days: number): string {
  const bangkok = new Date(Date.now() + 7 * 3600_000 + days * 86_400_000);
  return bangkok.toISOString().slice(0, 10);
}

export async function pickDate(page: Page, date: string): Promise<void> {
  const day = page.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i += 1) {
    await page.locator('[data-month-nav="next"]').click();
  }
  await day.click();
}

export interface StartOptions {
  branch: string;
  date: string;
  time: string;
  guests: number;
}

/** /book: branch, date, time and guests, then on to the treatments. */
export async function fillBookStart(page: Page, options: StartOptions): Promise<void> {
  await page.locator('#book-branch').selectOption(options.branch);
  await pickDate(page, options.date);
  await page.locator('#book-time').selectOption(options.time);
  await page.locator('#book-guests').selectOption(String(options.guests));
}

/** Adds the product with this code for the guest whose tab is open. */
export async function addProduct(page: Page, code: string): Promise<void> {
  await page.locator(`[data-testid=product][data-code="${code}"] button`).last().click();
}

export async function fillContact(page: Page): Promise<void> {
  await page.locator('#contact-name').fill('Nok Sabai');
  await page.locator('#contact-phone').fill('081 234 5678');
  await page.locator('#contact-email').fill('nok@example.com');
}

/** Records a cookie choice before the app starts, so the banner does not cover the page. */
export async function chooseNecessaryCookies(page: Page): Promise<void> {
  await chooseCookies(page, { analytics: false });
}

/** The visitor's cookie choice, made before any page loads (the banner's choice, as it stores it). */
export async function chooseCookies(page: Page, { analytics }: { analytics: boolean }): Promise<void> {
  await page.addInitScript(
    (allowed) =>
      localStorage.setItem(
        'sabai-cookie-consent',
        JSON.stringify({ version: '2026-11', analytics: allowed, decidedAt: '2026-11-01T00:00:00.000Z' }),
      ),
    analytics,
  );
}

/** On the checkout page: accepts the terms, pays by card on the sandbox gateway, and waits for the confirmation. */
export async function payInSandbox(page: Page): Promise<void> {
  await page.getByLabel('I accept the booking policies and the terms of service.').check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL('**/sandbox/kpayment/**');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/book/confirm/YU-*');
  await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
}
