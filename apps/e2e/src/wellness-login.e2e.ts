// Login via a wellness membership with the sandbox provider (docs/product-rules.md, Members; README, "Wellness
// login sandbox"), and a session kept alive by renewals past its original lifetime. Its own server: a
// fresh database (the links start empty) and a session of 8 seconds.
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { chooseNecessaryCookies } from '../support/booking-steps';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { E2E_PORT } from '../support/server-info';

const SESSION_SEC = 8;

async function loginWithWellness(
  page: Page,
  server: ExtraServer,
  identity: RegExp,
  decision: 'Allow' | 'Refuse',
  returnPath = '/member',
) {
  // The page before (a log-out, a member page renewing its session) may still have a request in flight whose
  // answer would sign the browser in again and send the login page on to the return path: let it land first.
  await page.waitForLoadState('networkidle');
  await page.goto(server.url(`/member/login?return=${encodeURIComponent(returnPath)}`));
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Log in with Wellness Club' }).click();
  await page.waitForURL('**/sandbox/wellness/authorize?**');
  await page.getByRole('radio', { name: identity }).check();
  await page.getByRole('button', { name: decision }).click();
}

describe('login via a wellness membership', () => {
  let browser: BrowserSession;
  let server: ExtraServer;
  beforeAll(async () => {
    server = await startExtraServer(E2E_PORT + 11, { AUTH_SESSION_TTL_SEC: String(SESSION_SEC) });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });
  beforeEach(() => browser.context.clearCookies());

  it('links the seeded member by e-mail the first time, and logs straight in the second', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(server.url('/member/login'));
    await expectAccessible(page);
    await loginWithWellness(page, server, /Ploy Suksawat/, 'Allow');
    await page.waitForURL(/\/member$/);
    await page.getByRole('heading', { name: 'Hello, Ploy Suksawat' }).waitFor();
    await page.getByTestId('tier').filter({ hasText: /Gold/ }).waitFor();

    await page.goto(server.url('/member/logout'));
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    await loginWithWellness(page, server, /Ploy Suksawat/, 'Allow');
    await page.waitForURL(/\/member$/);
    await page.getByRole('heading', { name: 'Hello, Ploy Suksawat' }).waitFor();
    await page.close();
  });

  it('makes a newcomer a member after they complete the shared details, and logs them straight in the second time', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await loginWithWellness(page, server, /Mali Jaidee/, 'Allow', '/member/booking');
    await page.waitForURL('**/member/wellness?return=%2Fmember%2Fbooking');
    await page.getByRole('heading', { name: 'Confirm your details' }).waitFor();
    await page.getByText('Wellness Club shared these details.').waitFor();
    // What the provider shared is filled in; it shared no phone.
    await page.waitForFunction(
      () => (document.querySelector('#wellness-first_name') as HTMLInputElement | null)?.value === 'Mali',
    );
    expect(await page.locator('#wellness-last_name').inputValue()).toBe('Jaidee');
    expect(await page.locator('#wellness-email').inputValue()).toBe('mali.wellness@example.com');
    const phone = page.locator('#wellness-phone');
    expect(await phone.inputValue()).toBe('');

    // Confirming without the phone is refused at the field, which takes the focus and names the problem.
    await page.getByRole('button', { name: 'Become a member' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'wellness-phone');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toBe('wellness-phone-error');
    await page
      .locator('#wellness-phone-error')
      .filter({ hasText: 'Please enter a Thai mobile number, e.g. 081 234 5678.' })
      .waitFor();
    await expectAccessible(page);

    await page.locator('#wellness-prefix').selectOption('Miss');
    await phone.fill('0915550123');
    await page.getByRole('button', { name: 'Become a member' }).click();
    await page.waitForURL(/\/member\/booking$/);
    await page.getByRole('heading', { name: 'My bookings' }).waitFor();
    await page.goto(server.url('/member'));
    await page.getByRole('heading', { name: 'Hello, Mali Jaidee' }).waitFor();

    await page.goto(server.url('/member/logout'));
    await page.getByRole('heading', { name: 'You are logged out' }).waitFor();
    // Now linked: the provider's answer logs the member in, with no confirmation page on the way.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await loginWithWellness(page, server, /Mali Jaidee/, 'Allow', '/member/booking');
    await page.waitForURL(/\/member\/booking$/);
    await page.getByRole('heading', { name: 'My bookings' }).waitFor();
    expect(visited.filter((url) => url.includes('/member/wellness'))).toEqual([]);
    await page.goto(server.url('/member'));
    await page.getByRole('heading', { name: 'Hello, Mali Jaidee' }).waitFor();
    await page.close();
  });

  it('lets a member without a password confirm it is them through the provider to open the profile', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await loginWithWellness(page, server, /Ploy Suksawat/, 'Allow');
    await page.waitForURL(/\/member$/);
    await page.goto(server.url('/member/profile'));
    await page.waitForURL('**/member/login?verify=**');
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await page.getByRole('link', { name: 'Confirm with Wellness Club' }).click();
    await page.waitForURL('**/sandbox/wellness/authorize?**');
    await page.getByRole('radio', { name: /Ploy Suksawat/ }).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/member\/profile$/);
    await page.locator('#profile-first').waitFor();
    expect(await page.locator('#profile-first').inputValue()).toBe('Ploy');
    await page.close();
  });

  it('shows a refused consent as a message on the login page', async () => {
    const page = await browser.newPage();
    // A guest's refusal: the member the test before left signed in (its session cookie is the context's) would
    // be sent on from the login page, where the provider's link is.
    await page.context().clearCookies();
    await chooseNecessaryCookies(page);
    await loginWithWellness(page, server, /Ploy Suksawat/, 'Refuse');
    await page.waitForURL('**/member/login?wellness=wellness.refused**');
    await page
      .getByRole('alert')
      .filter({ hasText: 'You did not allow Wellness Club to share your details' })
      .waitFor();
    await expectAccessible(page);
    await page.close();
  });

  it('keeps an active member logged in past the session’s original lifetime', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await loginWithWellness(page, server, /Ploy Suksawat/, 'Allow');
    await page.waitForURL(/\/member$/);
    const started = Date.now();
    // The member keeps using the page for twice the lifetime; the app renews the session as it goes.
    while (Date.now() - started < SESSION_SEC * 2 * 1000) {
      await page.keyboard.press('Shift');
      await page.waitForTimeout(1000);
    }
    await page.goto(server.url('/member'));
    await page.getByRole('heading', { name: 'Hello, Ploy Suksawat' }).waitFor();
    await page.close();
  });
});
