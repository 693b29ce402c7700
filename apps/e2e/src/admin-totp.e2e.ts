// Two-step sign-in for staff (docs/api.md, Staff API; README, demo staff): the seeded brand admin signs in
// without a code (allowed outside production), turns TOTP on at /admin/account with a code computed from the
// key on the page, then needs a code to sign in: a wrong one is refused at the field, the next step's code
// signs in, and a recovery code works once. Its own server: turning TOTP on for the shared demo account
// would break the other suites that sign in as it.
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { E2E_PORT } from '../support/server-info';
import { totpCode } from '../support/totp-code';

const ADMIN = { email: 'yuzen-admin@example.com', password: 'Sabai-Staff-2026', name: 'Kanya' };
const DESKTOP = { width: 1280, height: 900 };

async function signIn(page: Page, server: ExtraServer, code?: string) {
  await page.goto(server.url('/admin/login'));
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code === undefined) return;
  const field = page.getByLabel('Six-digit code');
  await field.waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByText(ADMIN.name).first().waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/admin/login');
}

/** Turns TOTP on from the account page; answers the secret and the recovery codes. */
async function enrol(page: Page): Promise<{ secret: string; recovery: string[] }> {
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await page.waitForURL('**/admin/account');
  await page.getByText('Two-step sign-in is off.').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = ((await page.locator('code').first().textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);
  await page.getByLabel('Six-digit code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  await page.getByText(/Two-step sign-in is on/).waitFor();
  const recovery = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(recovery).toHaveLength(10);
  await expectAccessible(page);
  return { secret, recovery };
}

describe('two-step sign-in for staff (admin)', () => {
  let browser: BrowserSession;
  let server: ExtraServer;
  beforeAll(async () => {
    server = await startExtraServer(E2E_PORT + 17, {});
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('the brand admin turns TOTP on, then signs in with a code, and once with a recovery code', async () => {
    const page = await browser.newPage();
    await signIn(page, server);
    await expectSignedIn(page);
    const { secret, recovery } = await enrol(page);
    await signOut(page);

    // The server asks for the code; a wrong one is refused at the field.
    const right = await totpCode(secret, 1);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await signIn(page, server, wrong);
    const field = page.getByLabel('Six-digit code');
    await page.locator('#login-code-error').filter({ hasText: 'OTP invalid or expired' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    // The next step's code: the one that confirmed the set-up may not be used again.
    await field.fill(right);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page);
    await signOut(page);

    // A recovery code signs in once.
    const rescue = recovery[0] ?? '';
    await signIn(page, server, rescue);
    await expectSignedIn(page);
    await signOut(page);
    await signIn(page, server, rescue);
    await page.locator('#login-code-error').filter({ hasText: 'OTP invalid or expired' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.close();
  });
});
