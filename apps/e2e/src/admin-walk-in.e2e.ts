// Bookings made by staff (docs/product-rules.md, Bookings made by staff): the seeded branch staff of Yuzen
// Sukhumvit books a walk-in party of three at the desk, takes cash at the counter with a receipt number, and
// sees the booking paid on its page and on the day sheet; axe on the new-booking page and the payment.
import { signInAtDesk } from '../support/admin-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };

describe('a walk-in booked at the desk (admin)', () => {
  let desk: BrowserSession;
  beforeAll(async () => {
    desk = await openBrowser(DESKTOP);
  });
  afterAll(() => desk.close());

  it('books a party of three with treatments, takes cash at the counter and sees it paid', async () => {
    const date = daysAhead(3);
    const page = await desk.newPage();
    await signInAtDesk(page);

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'New booking' })
      .click();
    await page.waitForURL('**/admin/new-booking');
    await page.getByRole('heading', { level: 1, name: 'New booking' }).waitFor();
    await page.getByRole('group', { name: 'Guest 1' }).getByRole('checkbox').first().waitFor();
    await expectAccessible(page);

    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Start time').selectOption('16:15');
    await page.getByLabel('Guests', { exact: true }).selectOption('3');
    const treatments: [number, RegExp][] = [
      [1, /^Traditional Thai Massage 60 min ·/],
      [2, /^Foot Reflexology 60 min ·/],
      [3, /^Traditional Thai Massage 60 min ·/],
    ];
    for (const [no, treatment] of treatments) {
      const guest = page.getByRole('group', { name: `Guest ${no}` });
      await guest.getByLabel(`Name of guest ${no}`).fill(`Guest ${no} of the party`);
      await guest.getByRole('checkbox', { name: treatment }).check();
    }
    await page.getByLabel('Contact name').fill('Walk-in Party');
    await page.getByLabel('Mobile phone').fill('0812345678');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Hold the booking' }).click();

    await page.waitForURL('**/admin/booking/**');
    const payment = page.getByRole('region', { name: 'Take payment' });
    await payment.waitFor();
    await expectAccessible(page);
    expect(await payment.getByLabel('Amount collected (THB)').inputValue()).not.toBe('0.00');
    await payment.getByLabel('Receipt number (optional)').fill('R-2001');
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment recorded.' }).waitFor();
    const heading = page.getByRole('heading', { level: 1, name: /Booking YU-\d{8}-\d{4}/ });
    await heading.waitFor();
    const bookingNo = /YU-\d{8}-\d{4}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
    await payment.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Payments' }).getByText('Cash at the counter').waitFor();
    await page
      .getByRole('region', { name: 'History' })
      .getByText(/Booked at the desk/)
      .waitFor();

    await page.goto(yuzenUrl(`/admin?date=${date}`));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: bookingNo }) });
    await row.filter({ hasText: 'Paid' }).waitFor();
    expect(await row.textContent()).toContain('16:15');
    expect(await row.textContent()).toContain('Walk-in Party');
  });
});
