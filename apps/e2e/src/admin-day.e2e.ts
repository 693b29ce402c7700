// The branch's day in the admin app (docs/api.md, Staff API): a customer books and pays on the web, the
// seeded branch staff of Yuzen Sukhumvit signs in at /admin, finds the booking on the day sheet, checks the
// guest in and completes the visit; axe on every admin screen.
import { bookAndPay, DESK, signInAtDesk } from '../support/admin-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };
describe('the day at the branch (admin)', () => {
  let customer: BrowserSession;
  let desk: BrowserSession;
  beforeAll(async () => {
    customer = await openBrowser();
    desk = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await customer.close();
    await desk.close();
  });

  it('the branch staff signs in, finds the paid booking, checks the guest in and completes the visit', async () => {
    const date = daysAhead(2);
    const bookingNo = await bookAndPay(await customer.newPage(), date);
    expect(bookingNo).toMatch(/^YU-/);

    const page = await desk.newPage();
    // A wrong password is refused at the form, in words.
    await page.goto(yuzenUrl('/admin/login'));
    await page.getByLabel('E-mail').fill(DESK.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await signInAtDesk(page);

    await page.goto(yuzenUrl(`/admin?date=${date}`));
    const link = page.getByRole('link', { name: bookingNo });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    expect(await row.textContent()).toContain('Paid');
    expect(await row.textContent()).toContain('15:00');
    await page.getByRole('region', { name: 'Occupancy by hour' }).waitFor();
    await expectAccessible(page);

    await link.click();
    await page.waitForURL('**/admin/booking/**');
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    await page.getByRole('region', { name: 'Contact' }).getByText('Nok Sabai').waitFor();
    await expectAccessible(page);

    // The cancellation asks first; leaving the dialog keeps the booking.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep the booking' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Check in' }).click();
    await page.getByRole('status').filter({ hasText: 'Checked in.' }).waitFor();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('status').filter({ hasText: 'Visit completed.' }).waitFor();
    await page.getByRole('button', { name: 'Check in' }).waitFor({ state: 'detached' });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to the day sheet' }).click();
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: bookingNo }) })
      .filter({ hasText: 'Completed' })
      .waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    await page.goto(yuzenUrl('/admin'));
    await page.waitForURL('**/admin/login');
  });
});
