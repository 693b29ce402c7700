// Legal texts in admin (docs/product-rules.md, Legal texts): Yuzen's brand admin publishes a new privacy policy in
// three languages, and a Thai visitor reads it, paragraph by paragraph, with its version. (The privacy policy, as
// no other suite reads it: a new cookie policy would ask every other suite's visitors again.) Axe on both screens.
import { expectAccessible } from '../support/accessibility';
import { chooseNecessaryCookies } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';
import { signInAsBrandAdmin } from '../support/admin-steps';

describe('legal texts (admin)', () => {
  let admin: BrowserSession;
  let visitor: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser({ width: 1280, height: 900 });
    visitor = await openBrowser();
  });
  afterAll(async () => {
    await admin.close();
    await visitor.close();
  });

  it('a privacy policy published in admin is the one a Thai visitor reads, with its version', async () => {
    const page = await admin.newPage();
    await signInAsBrandAdmin(page);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Legal texts' })
      .click();
    const privacy = page.getByRole('region', { name: 'Privacy policy' });
    await privacy.getByText('The built-in text stands until you publish one.').waitFor();
    await privacy
      .getByLabel('Text (English)')
      .fill('We keep your booking details for seven years.\n\nAsk us to see them.');
    await privacy.getByLabel('Text (Thai)').fill('เราเก็บข้อมูลการจองของคุณไว้เจ็ดปี\n\nขอดูข้อมูลได้ทุกเมื่อ');
    await privacy.getByLabel('Text (Chinese)').fill('我们将您的预订信息保存七年。\n\n您可随时要求查看。');
    await expectAccessible(page);
    await privacy.getByRole('button', { name: 'Publish as a new version' }).click();
    const published = page.getByRole('status').filter({ hasText: /^Published as version / });
    await published.waitFor();
    const version =
      /version (\d{4}-\d{2}-\d{2}(?:\.\d+)?)/.exec((await published.textContent()) ?? '')?.[1] ?? '';
    expect(version).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await page.close();

    const web = await visitor.newPage();
    await chooseNecessaryCookies(web);
    await visitor.context.addCookies([{ name: 'i18n_locale', value: 'th', url: yuzenUrl('/') }]);
    await web.goto(yuzenUrl('/legal/privacy'));
    await web.getByText('เราเก็บข้อมูลการจองของคุณไว้เจ็ดปี', { exact: true }).waitFor();
    await web.getByText('ขอดูข้อมูลได้ทุกเมื่อ', { exact: true }).waitFor();
    await web.getByText(`ฉบับ ${version}`).waitFor();
    await expectAccessible(web);
    await web.close();
  });
});
