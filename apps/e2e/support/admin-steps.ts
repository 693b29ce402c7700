// Steps of the admin suites: a paid web booking to work on, and the branch staff's sign-in.
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility';
import { addProduct, chooseCookies, fillBookStart, fillContact } from './booking-steps';
import { YUZEN_ADMIN } from './kiosk-steps';
import { yuzenUrl } from './server-info';

export const DESK = { email: 'sukhumvit-desk@example.com', password: 'Sabai-Staff-2026' };

/** A one-guest Thai massage at Yuzen Sukhumvit, paid in the sandbox; answers the booking number (the
 * page stays on the confirmation, whose URL holds the booking's id and secret). */
export async function bookAndPay(
  page: Page,
  date: string,
  time = '15:00:00',
  site: (pathname: string) => string = yuzenUrl,
  { analytics = false, promo }: { analytics?: boolean; promo?: string } = {},
): Promise<string> {
  await chooseCookies(page, { analytics });
  await page.goto(site('/book'));
  await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
  await fillBookStart(page, { branch: 'yuzen-sukhumvit', date, time, guests: 1 });
  await page.getByRole('button', { name: 'Choose treatments' }).click();
  await page.waitForURL('**/book/treatment');
  await addProduct(page, 'TR01');
  await page.getByRole('button', { name: 'Continue to contact details' }).click();
  await page.waitForURL('**/book/contact');
  await fillContact(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/book/checkout');
  if (promo) {
    await page.getByLabel('Promo code').fill(promo);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promotion discount').first().waitFor();
  }
  await page.getByLabel('I accept the booking policies and the terms of service.').check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL('**/sandbox/kpayment/**');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/book/confirm/YU-*');
  return /\/book\/confirm\/(YU-\d{8}-\d{4})/.exec(page.url())?.[1] ?? '';
}

/** The seeded branch staff of Yuzen Sukhumvit signs in at /admin (README, demo accounts). */
export async function signInAtDesk(page: Page, site: (pathname: string) => string = yuzenUrl): Promise<void> {
  await page.goto(site('/admin'));
  await page.waitForURL('**/admin/login');
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill(DESK.email);
  await page.getByLabel('Password').fill(DESK.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByText('Malee').waitFor();
}

/**
 * Yuzen's seeded brand admin signs in at /admin (README, demo accounts) with Sukhumvit chosen as the branch, as the
 * admin suites start.
 */
export async function signInAsBrandAdmin(page: Page): Promise<void> {
  await page.goto(yuzenUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(YUZEN_ADMIN.email);
  await page.getByLabel('Password').fill(YUZEN_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('combobox', { name: 'Branch' }).selectOption('yuzen-sukhumvit');
}

/** Opens a section from the navigation and waits for its heading: the router keeps the page before on screen
 * while the section's code loads, and that page may have fields with the same labels (the day sheet's Date). */
export async function openSection(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();
  await page.waitForURL(`**/admin${path}`);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}
