import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
} from '../support/booking-steps';
import { startExtraServer } from '../support/extra-server';
import { decodeQr, latestCode, logInWithPassword, memberWallet } from '../support/member-steps';
import { E2E_PORT, yuzenUrl } from '../support/server-info';

const PASSWORD = 'Sabai-2026';

describe('members', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(() => browser.context.clearCookies());

  it('sends a visitor to login with the return path, then back; a Gold member sees the tier', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member'));
    await page.waitForURL('**/member/login?return=%2Fmember');
    await expectAccessible(page);
    await logInWithPassword(page, '0812345678', PASSWORD);
    await page.waitForURL(/\/member$/);
    await page.getByTestId('tier').filter({ hasText: /Gold/ }).waitFor();
    await page.getByText('10% off your treatments').waitFor();
    await expectAccessible(page);
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'isbs_auth_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The verified guard: the profile asks for the password again first.
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/member/login?verify=%2Fmember%2Fprofile');
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/member/profile');
    await page.getByRole('tab', { name: 'Personal info' }).waitFor();

    // A reload keeps the member logged in (the session cookie), and logout ends it.
    await page.goto(yuzenUrl('/member'));
    await page.getByTestId('tier').waitFor();
    await page.goto(yuzenUrl('/member/logout'));
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    await page.goto(yuzenUrl('/member'));
    await page.waitForURL('**/member/login?return=%2Fmember');
    await page.close();
  });

  it('an ended session sends the member to login with the return path', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/login?return=%2Fmember%2Fbooking'));
    await logInWithPassword(page, '0812345678', PASSWORD);
    await page.waitForURL('**/member/booking');
    await page.getByRole('tab', { name: 'Upcoming' }).waitFor();
    // The session renewal that a login starts has answered (on a busy machine it came after the logout below,
    // and that answer sent the page to login before the click): the session ends while the page sits open.
    await page.waitForLoadState('networkidle');
    // The session ends elsewhere (logout in another tab revokes it on the server).
    const other = await browser.newPage();
    await other.goto(yuzenUrl('/member/logout'));
    await other.getByRole('heading', { name: 'You are logged out' }).waitFor();
    await other.close();
    // The next call finds the session ended; a call of the page's own may have found it first.
    const previous = page.getByRole('tab', { name: 'Previous' });
    if (await previous.isVisible()) await previous.click();
    await page.waitForURL('**/member/login?return=%2Fmember%2Fbooking');
    await page.close();
  });

  it("a member's course treatments are added from the course, paid by it; logout takes them out", async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/login?return=%2Fbook'));
    await logInWithPassword(page, '0812345678', PASSWORD);
    await page.waitForURL('**/book');
    await fillBookStart(page, {
      branch: 'yuzen-sukhumvit',
      date: daysAhead(11),
      time: '11:00:00',
      guests: 1,
    });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await page
      .getByTestId('course')
      .first()
      .getByRole('button', { name: /from the course/ })
      .first()
      .click();
    // Only the locker set is paid, less the Gold discount: 100.00 - 10.00.
    await page.getByTestId('grand-total').filter({ hasText: '90.00' }).waitFor();
    await expectAccessible(page);
    const before = await page.evaluate(() => JSON.parse(sessionStorage.getItem('isbs-vuex-vp') ?? '{}'));
    expect(before.booking.guests['1'].treatments).toEqual([
      'yu-locker-set',
      expect.stringMatching(/^R.+:C.+$/),
    ]);
    await page.goto(yuzenUrl('/member/logout'));
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('isbs-vuex-vp') ?? '{}'));
    expect(draft.booking.guests['1'].treatments).toEqual(['yu-locker-set']);
    await page.close();
  });

  it('registers with the code sent by SMS; a member logs in by a one-time code', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/register'));
    await page.locator('#register-prefix').selectOption('Miss');
    await page.locator('#register-first_name').fill('Ploy');
    await page.locator('#register-last_name').fill('Chan');
    await page.locator('#register-birthdate').fill('1994-03-15');
    await page.locator('#register-phone').fill('0861234567');
    await page.locator('#register-email').fill('ploy.chan@example.com');
    await page.locator('#register-password').fill('short');
    await page.locator('#register-password_confirmation').fill('different');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText('Confirmation password is different from password').waitFor();
    await page.getByText('The password must be at least 8 characters.').waitFor();
    await page.locator('#register-password').fill('Lotus-Garden-7');
    await page.getByText('Password strength: Strong').waitFor();
    await page.locator('#register-password_confirmation').fill('Lotus-Garden-7');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.locator('#register-code').fill(await latestCode('0861234567'));
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/member$/);
    await page.getByRole('heading', { name: 'Hello, Ploy Chan' }).waitFor();

    await page.goto(yuzenUrl('/member/logout'));
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    await page.goto(yuzenUrl('/member/login'));
    await page.getByRole('tab', { name: 'Code by SMS' }).click();
    // A second code for the same phone within a minute is refused, with the wait named.
    await page.locator('#otp-phone').fill('0861234567');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Please wait \d+ seconds/ })
      .waitFor();
    await expectAccessible(page);
    await page.locator('#otp-phone').fill('0898765432');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.locator('#otp-code').fill(await latestCode('0898765432'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/member$/);
    await page.getByRole('heading', { name: /^Hello, / }).waitFor();
    await page.close();
  });

  it('recovers a forgotten password with a code by SMS, then logs in with the new one', async () => {
    // A server of its own: the Gold member's new password must not reach the other tests.
    const own = await startExtraServer(E2E_PORT + 6, {});
    const page = await browser.newPage();
    try {
      await chooseNecessaryCookies(page);
      await page.goto(own.url('/member/login'));
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL('**/member/recover');
      await page.locator('#recover-phone').fill('0812345678');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.locator('#recover-code').fill(await latestCode('0812345678', own.url));
      await page.locator('#recover-password').fill('Lotus-Garden-7');
      await page.locator('#recover-confirmation').fill('Lotus-Garden-8');
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await page.getByRole('alert').filter({ hasText: 'Confirmation password is different' }).waitFor();
      await page.locator('#recover-confirmation').fill('Lotus-Garden-7');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Set the new password' }).click();
      await page.getByRole('heading', { name: 'Password reset' }).waitFor();
      await page.getByRole('link', { name: 'Log in' }).click();
      await logInWithPassword(page, '0812345678', PASSWORD);
      // The old password no longer opens the account.
      await page.getByRole('alert').filter({ hasText: 'password provided is incorrect' }).waitFor();
      await logInWithPassword(page, '0812345678', 'Lotus-Garden-7');
      await page.waitForURL(/\/member$/);
      await page.getByRole('heading', { name: /^Hello, / }).waitFor();
    } finally {
      await page.close();
      await own.stop();
    }
  });

  it('locks the account after five wrong passwords, without saying whether it exists', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/login'));
    const refusal = 'The phone number, email, or password provided is incorrect. Please try again.';
    const locked = 'Too many login attempts. Please try again later.';
    const fiveWrongThenLocked = async (username: string, right: string) => {
      for (let i = 0; i < 5; i += 1) {
        await logInWithPassword(page, username, `wrong-${i}`);
        await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
      }
      // Locked: the right password is refused too, with the lock's own message.
      await logInWithPassword(page, username, right);
      await page.getByRole('alert').filter({ hasText: locked }).waitFor();
      expect(page.url()).toContain('/member/login');
    };
    await fiveWrongThenLocked('0898765432', PASSWORD);
    // An unknown account gets the very same answers, lock included: the lock tells nobody who exists.
    await fiveWrongThenLocked('0800000000', PASSWORD);
    await page.close();
  });

  it('a Gold member books with the tier discount, pays by wallet, points and card, sees it, and logs in at a kiosk by QR', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/member/login'));
    await logInWithPassword(page, '0812345678', PASSWORD);
    await page.waitForURL(/\/member$/);
    // The admin suites move this member's wallet too: what it holds now is the starting point.
    const walletBefore = await memberWallet(page);

    await page.goto(yuzenUrl('/book'));
    await fillBookStart(page, { branch: 'yuzen-sukhumvit', date: daysAhead(8), time: '14:00:00', guests: 1 });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await addProduct(page, 'TR01');
    // 10% of Thai massage 650 and the locker set 100.
    await page.getByText('Member discount').waitFor();
    await page.getByTestId('grand-total').filter({ hasText: '675.00' }).waitFor();
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Part by wallet (100.00) and points (100 points = 50.00), the rest (525.00) by card.
    await page.locator('#use-wallet').fill('100');
    await page.getByRole('button', { name: 'Use', exact: true }).click();
    await page.locator('#use-points').selectOption('100');
    await page.getByTestId('paid-online').filter({ hasText: '525.00' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('I accept the booking policies and the terms of service.').check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/sandbox/kpayment/**');
    await page.getByText('525.00').first().waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/book/confirm/YU-*');
    const bookingNo = await page.getByTestId('booking-no').textContent();

    await page.goto(yuzenUrl('/member/booking'));
    const listed = page.getByTestId('member-booking').filter({ hasText: bookingNo ?? '' });
    await listed.getByText('675.00').waitFor();
    await expectAccessible(page);

    // The wallet paid its part only once the card payment was confirmed.
    await page.goto(yuzenUrl('/member'));
    const walletAfter = (walletBefore - 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await page
      .locator('dt', { hasText: 'Wallet' })
      .locator('xpath=following-sibling::dd')
      .filter({ hasText: walletAfter })
      .first()
      .waitFor();
    // The member's QR, decoded and posted as the kiosk would: it logs in once, and only once.
    await page.getByRole('button', { name: 'Show my QR code' }).click();
    const qr = await decodeQr(page, /member login/);
    const exchange = () =>
      fetch(yuzenUrl('/api/auth/qr'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: { qr } }),
      });
    const first = await exchange();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { user: { phone: string } }).user.phone).toBe('0812345678');
    expect((await exchange()).status).toBe(401);
    await page.close();
  });
});
