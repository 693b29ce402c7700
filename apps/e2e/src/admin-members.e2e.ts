// Members at the desk (docs/product-rules.md, Members at the desk): the seeded branch staff of Yuzen Sukhumvit
// finds the Gold demo member by phone and tops up 500.00 THB in cash, and the member, signed in on the web in
// another browser, sees the wallet grow by as much; then the brand admin opens the member's paid booking from
// the member's page and cancels it with the money back to the wallet, and the member sees the wallet grow by
// what the booking took. axe on the search and on the member's page.
import type { Page } from 'playwright-core';
import { bookAndPay, DESK, signInAtDesk } from '../support/admin-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { chooseNecessaryCookies, daysAhead } from '../support/booking-steps';
import { baht, memberWallet } from '../support/member-steps';
import { yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };
const MEMBER = { phone: '0812345678', password: 'Sabai-2026', name: 'Ploy Suksawat' };
const BRAND_ADMIN = { email: 'yuzen-admin@example.com', password: DESK.password };

async function memberSignsIn(page: Page): Promise<void> {
  await chooseNecessaryCookies(page);
  await page.goto(yuzenUrl('/member/login'));
  await page.locator('#login-username').fill(MEMBER.phone);
  await page.locator('#login-password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/member$/);
}

/** From the Members section: the search by phone, then the member's page. */
async function openMemberByPhone(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
  await page.getByLabel('Phone, e-mail, name or member QR code').fill(MEMBER.phone);
  await page.getByLabel('Phone, e-mail, name or member QR code').press('Enter');
  const table = page.getByRole('table', { name: 'Members found' });
  await table.getByRole('link', { name: MEMBER.name }).waitFor();
  await expectAccessible(page);
  await table.getByRole('link', { name: MEMBER.name }).click();
  await page.getByRole('heading', { level: 1, name: MEMBER.name }).waitFor();
}

describe('members at the desk (admin)', () => {
  let member: BrowserSession;
  let desk: BrowserSession;
  let memberPage: Page;
  beforeAll(async () => {
    member = await openBrowser();
    desk = await openBrowser(DESKTOP);
    memberPage = await member.newPage();
    await memberSignsIn(memberPage);
  });
  afterAll(async () => {
    await member.close();
    await desk.close();
  });

  it('the branch staff finds the member by phone and tops up 500.00 in cash; the member sees it', async () => {
    const before = await memberWallet(memberPage);

    const page = await desk.newPage();
    await signInAtDesk(page);
    await openMemberByPhone(page);
    const wallet = page.getByRole('region', { name: 'Wallet' });
    expect(baht(await wallet.locator('p').first().textContent())).toBe(before);
    await expectAccessible(page);

    await wallet.getByLabel('Amount (THB)').fill('500.00');
    await wallet.getByLabel('Cash').check();
    await wallet.getByLabel('Reason').fill('Paid at the counter');
    await wallet.getByRole('button', { name: 'Add to wallet' }).click();
    await page.getByRole('status').filter({ hasText: '฿500.00 added to the wallet.' }).waitFor();
    const ledger = wallet.getByRole('table', { name: 'Wallet movements, latest first' });
    const latest = ledger.getByRole('row').nth(1);
    await latest.filter({ hasText: 'Top-up · Cash' }).waitFor();
    expect(await latest.textContent()).toContain('Paid at the counter · by Malee');
    await expectAccessible(page);

    expect(await memberWallet(memberPage)).toBeCloseTo(before + 500, 2);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
  });

  it("the brand admin cancels the member's paid booking with the money back to the wallet", async () => {
    const bookingNo = await bookAndPay(memberPage, daysAhead(4), '16:00:00');
    expect(bookingNo).toMatch(/^YU-/);
    const before = await memberWallet(memberPage);

    const page = await desk.newPage();
    await page.goto(yuzenUrl('/admin/login'));
    await page.getByLabel('E-mail').fill(BRAND_ADMIN.email);
    await page.getByLabel('Password').fill(BRAND_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await openMemberByPhone(page);
    const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
    await upcoming.getByRole('link', { name: bookingNo }).click();
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    const paid = baht(
      /Paid (\S+),/.exec((await page.getByRole('region', { name: 'Payments' }).textContent()) ?? '')?.[1] ??
        null,
    );
    expect(paid).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel("To the member's wallet").check();
    await dialog.getByLabel('Reason').fill('Member asked to cancel');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('status').filter({ hasText: 'Booking cancelled.' }).waitFor();

    expect(await memberWallet(memberPage)).toBeCloseTo(before + paid, 2);
  });
});
