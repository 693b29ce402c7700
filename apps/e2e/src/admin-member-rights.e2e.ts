// Corrections and data rights at the desk (docs/product-rules.md, Members at the desk): Yuzen's brand admin gives a
// new member 150.00 THB with a reason, which the wallet's ledger and the audit log show; downloads the member's
// data as a file; erases the member, after which the search finds nobody and the member cannot sign in. axe on
// the member's page and on the erase dialog.
import { registerMember } from '../support/api-steps';
import { expectAccessible } from '../support/accessibility';
import { chooseNecessaryCookies } from '../support/booking-steps';
import { downloadedBytes, openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';
import { signInAsBrandAdmin } from '../support/admin-steps';

const DESKTOP = { width: 1280, height: 900 };
const SEARCH = 'Phone, e-mail, name or member QR code';

describe('corrections and data rights (admin)', () => {
  let admin: BrowserSession;
  let customer: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser(DESKTOP);
    customer = await openBrowser();
  });
  afterAll(async () => {
    await admin.close();
    await customer.close();
  });

  it('corrects a wallet with a reason, exports the member and erases them', async () => {
    const suffix = String(Date.now()).slice(-8);
    const member = {
      first_name: 'Mali',
      last_name: `Rights${suffix.slice(-3)}`,
      phone: `09${suffix}`,
      email: `mali-${suffix}@example.com`,
      password: 'Onsen-lover-9',
    };
    await registerMember(member);
    const name = `${member.first_name} ${member.last_name}`;

    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
    await page.getByLabel(SEARCH).fill(member.phone);
    await page.getByLabel(SEARCH).press('Enter');
    await page.getByRole('table', { name: 'Members found' }).getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // A correction without a reason is the form's refusal; with one, the ledger has it.
    await page.getByLabel('Wallet (THB, minus to take away)').fill('150');
    await page.getByRole('button', { name: 'Record the correction' }).click();
    await page.getByText('Please say why.').waitFor();
    await page.locator('#adjust-reason').fill('Goodwill for a late start');
    await page.getByRole('button', { name: 'Record the correction' }).click();
    await page.getByRole('status').filter({ hasText: 'The correction is recorded.' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Goodwill for a late start' })
      .filter({ hasText: '150.00' })
      .waitFor();
    await expectAccessible(page);
    const memberUrl = page.url();

    // The audit log names the correction.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    await page.getByRole('row').filter({ hasText: 'Wallet or points corrected' }).first().waitFor();

    // The member's data as a file.
    await page.goto(memberUrl);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Download the member's data" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^member-[0-9a-f-]{36}\.json$/);
    const data = JSON.parse((await downloadedBytes(file)).toString('utf8')) as {
      member: { phone: string };
      wallet_ledger: { note: string }[];
    };
    expect(data.member.phone).toBe(member.phone);
    expect(data.wallet_ledger.map((row) => row.note)).toContain('Goodwill for a late start');

    // Erasure, after a second look with the reason.
    await page.getByRole('button', { name: 'Erase this member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this member?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByLabel("Reason (e.g. the request's reference)").fill('PDPA request 2026-077');
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.waitForURL('**/admin/members');
    await page.getByRole('status').filter({ hasText: "The member's personal data is erased." }).waitFor();
    await page.getByLabel(SEARCH).fill(member.phone);
    await page.getByLabel(SEARCH).press('Enter');
    await page.getByText('No member has this phone, e-mail or name.').waitFor();

    // The person can no longer sign in.
    const web = await customer.newPage();
    await chooseNecessaryCookies(web);
    await web.goto(yuzenUrl('/member/login'));
    await web.locator('#login-username').fill(member.phone);
    await web.locator('#login-password').fill(member.password);
    await web.getByRole('button', { name: 'Log in' }).click();
    await web.getByRole('alert').first().waitFor();
    expect(new URL(web.url()).pathname).toBe('/member/login');
    await web.close();
    await page.close();
  });
});
