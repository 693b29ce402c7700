// Reports in the admin app (docs/product-rules.md, Reports): after a customer pays a web booking, Yuzen's brand
// admin opens the revenue report of this month, finds today's web card payment at Sukhumvit, and downloads the
// table as a CSV that Excel reads as UTF-8 (byte-order mark, Thai branch names intact). axe on the report.
import { bookAndPay, openSection, signInAsBrandAdmin } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { downloadedBytes, openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };

describe('reports (admin)', () => {
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

  it("shows today's web payment in the revenue report and downloads it as CSV", async () => {
    const web = await customer.newPage();
    await bookAndPay(web, daysAhead(9), '16:00:00');
    await web.close();

    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Reports', '/reports');
    const table = page.getByRole('table', { name: 'Revenue by day' });
    const row = table.getByRole('row').filter({ hasText: 'Web' }).filter({ hasText: 'Card' }).first();
    await row.waitFor();
    await expectAccessible(page);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download CSV/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Date,Branch,Channel,Payment method,Paid,From wallets,Refunded,Bookings\r\n');
    expect(text).toMatch(/\r\n\d{4}-\d{2}-\d{2},[^,]+,Web,Card,\d+\.\d{2},/);

    // The same report in Thai names the branch in Thai, and the file keeps it.
    await page.getByLabel('Language').selectOption('th');
    await page.getByRole('button', { name: /^ดาวน์โหลด CSV/ }).waitFor();
    const [thai] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^ดาวน์โหลด CSV/ }).click(),
    ]);
    expect((await downloadedBytes(thai)).toString('utf8')).toMatch(/[\u0E00-\u0E7F]/);
    await page.getByLabel('ภาษา').selectOption('en');
    await page.getByRole('button', { name: /^Download CSV/ }).waitFor();
    await page.close();
  });

  it('counts the booking by its date, charts the days, shades the hours sold and shows members, each accessible', async () => {
    // English, whatever the language the last test left.
    await admin.context.addCookies([{ name: 'i18n_locale', value: 'en', url: yuzenUrl('/') }]);
    const page = await admin.newPage();
    const visit = daysAhead(9);
    await page.goto(
      yuzenUrl(`/admin/reports/bookings?from=${daysAhead(0)}&to=${visit}&branch=yuzen-sukhumvit`),
    );
    const bookings = page.getByRole('table', { name: 'Bookings by day' });
    const row = bookings.getByRole('row').filter({ hasText: 'Web' }).first();
    await row.waitFor();
    // The chart library comes with the report and draws into its figure.
    await page
      .getByRole('img', { name: 'Bookings by day: a chart of the table below.' })
      .locator('canvas')
      .waitFor();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('link', { name: 'Utilisation' })
      .click();
    const spa = page.getByRole('table', { name: 'Spa beds, share sold by weekday and hour' });
    await spa.waitFor();
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${visit}T12:00:00Z`),
    );
    // 16:00 on the visit's weekday sold at least the booked guest's bed. Waited for: the table may first show
    // the figures of the range it opened with, before the link's range arrives.
    await spa
      .getByRole('row', { name: new RegExp(weekday) })
      .getByRole('cell')
      .nth(16 - 10)
      .filter({ hasText: /^[1-9]\d*%$/ })
      .waitFor();
    expect(page.url()).toContain(`to=${visit}`);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('heading', { name: 'Promotion usage' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Members' }).click();
    const tiers = page.getByRole('table', { name: 'Members by tier' });
    await tiers.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);
    await page.close();
  });

  it('counts a web visit that allowed analytics at every step of the funnel, up to paid', async () => {
    const web = await customer.newPage();
    await bookAndPay(web, daysAhead(10), '17:00:00', yuzenUrl, { analytics: true });
    // The confirmation counts the visit as paid once it has read the booking.
    await web.waitForLoadState('networkidle');
    await web.close();

    await admin.context.addCookies([{ name: 'i18n_locale', value: 'en', url: yuzenUrl('/') }]);
    const page = await admin.newPage();
    await page.goto(yuzenUrl(`/admin/reports/funnel?from=${daysAhead(0)}&to=${daysAhead(0)}`));
    const table = page.getByRole('table', { name: 'Booking funnel by step' });
    await table.waitFor();
    const header = await table.getByRole('columnheader').allTextContents();
    const webVisits = header.indexOf('Web: visits');
    expect(webVisits).toBeGreaterThan(0);
    for (const step of [
      'Opened the booking',
      'Chose a branch and time',
      'Chose treatments',
      'Reached the checkout',
      'Started paying',
      'Paid',
    ]) {
      const cells = await table
        .getByRole('row', { name: new RegExp(`^${step}`) })
        .getByRole('cell')
        .allTextContents();
      // The step is named in the comparison, so a failure says which one counted nothing.
      expect([step, Number(cells[webVisits]) >= 1]).toEqual([step, true]);
    }
    await expectAccessible(page);
    await page.close();
  });
});
