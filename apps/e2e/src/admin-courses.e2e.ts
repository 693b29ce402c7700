// Course templates in admin (docs/product-rules.md, Courses): Yuzen's brand admin makes a course of one of the
// brand's course treatments and finds it listed with no member owning it yet. Axe on the admin screen.
import { openSection, signInAsBrandAdmin } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { openBrowser, type BrowserSession } from '../support/browser';

describe('course templates (admin)', () => {
  let admin: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(() => admin.close());

  it('a course made in admin is listed with its sets, validity and owners', async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await openSection(page, 'Courses', '/courses');
    await page.getByRole('row').filter({ hasText: 'YC01' }).waitFor();
    await page.getByLabel('Code').fill('YC07');
    await page.getByLabel('Name (English)').fill('Aromatherapy 3 sessions');
    await page.getByLabel('Name (Thai)').fill('คอร์สอโรมา 3 ครั้ง');
    await page.getByLabel('Name (Chinese)').fill('芳香按摩 3次');
    await page.getByLabel('Sets sold in one course').fill('3');
    await page.getByLabel('Valid for (days from purchase)').fill('90');
    await page
      .getByRole('checkbox', { name: /Aromatherapy/ })
      .first()
      .check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save the course' }).click();
    await page.getByRole('status').filter({ hasText: 'Course YC07 saved.' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'YC07' });
    await row.waitFor();
    expect((await row.locator('td').allTextContents()).slice(0, 6)).toEqual([
      'YC07',
      'Aromatherapy 3 sessions',
      '3',
      '1',
      '90',
      '0',
    ]);
    await expectAccessible(page);
  });
});
