// Reports in the admin app (docs/product-rules.md, Reports): after a customer pays a web booking, Yuzen's brand
// admin opens the revenue report of this month, finds today's web card payment at Sukhumvit, and downloads the
// table as a CSV that Excel reads as UTF-8 (byte-order mark, Thai branch names intact). axe on the report.
import { readFile } from 'node:fs/promises';
import { bookAndPay } from '../support/admin-steps';
import { daysAhead, expectAccessible } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { YUZEN_ADMIN } from '../support/kiosk-steps';
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
    await page.goto(yuzenUrl('/admin/login'));
    await page.getByLabel('E-mail').fill(YUZEN_ADMIN.email);
    await page.getByLabel('Password').fill(YUZEN_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('combobox', { name: 'Branch' }).selectOption('yuzen-sukhumvit');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/admin/reports');
    const table = page.getByRole('table', { name: 'Revenue by day' });
    const row = table.getByRole('row').filter({ hasText: 'Web' }).filter({ hasText: 'Card' }).first();
    await row.waitFor();
    await expectAccessible(page);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Date,Branch,Channel,Payment method,Paid,From wallets,Refunded,Bookings\r\n');
    expect(text).toMatch(/\r\n\d{4}-\d{2}-\d{2},[^,]+,Web,Card,\d+\.\d{2},/);

    // The same report in Thai names the branch in Thai, and the file keeps it.
    await page.getByLabel('Language').selectOption('th');
    await page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).waitFor();
    const [thai] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
    ]);
    expect((await readFile((await thai.path()) as string)).toString('utf8')).toMatch(/[\u0E00-\u0E7F]/);
    await page.close();
  });
});
