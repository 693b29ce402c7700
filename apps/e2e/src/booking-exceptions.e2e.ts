import { fillBranch } from '../support/api-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseNecessaryCookies,
  daysAhead,
  fillBookStart,
  fillContact,
} from '../support/booking-steps';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { E2E_PORT, yuzenUrl } from '../support/server-info';

describe('web booking journey: when things do not go to plan', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());
  // The language choice is a cookie: each test starts in the default language.
  beforeEach(() => browser.context.clearCookies());

  it('a time with no places left shows why and books at a suggested branch instead', async () => {
    const date = daysAhead(6);
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await fillBookStart(page, { branch: 'yuzen-sukhumvit', date, time: '15:00:00', guests: 1 });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await addProduct(page, 'TR01');
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await page.waitForURL('**/book/contact');
    // Taken by others while the customer types: /book and /book/treatment no longer offer a full time
    // (docs/product-rules.md, Availability), so only prebook can still find it full.
    await fillBranch('yuzen-sukhumvit', `${date} 15:00:00`);
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'No queue available during your selected time' });
    await notice.waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Book at Yuzen Onsen & Spa Ratchada' }).click();
    await page.waitForURL('**/book/checkout');
    await page.getByText('Yuzen Onsen & Spa Ratchada').first().waitFor();
    await page.getByRole('timer').waitFor();
    await page.close();
  });

  it('a branch must be chosen to go on: said next to the field, which gets the focus', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await page.locator('#book-branch-error').filter({ hasText: 'Please select a branch' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('book-branch');
    expect(page.url()).toMatch(/\/book$/);
    await page.close();
  });

  it('enters from another site through /book/ext, pre-filled, in the language asked for', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    const date = daysAhead(9);
    await page.goto(yuzenUrl(`/book/ext?branch=yuzen-ratchada&date=${date}&time=15:00&guests=2&lang=th`));
    await page.waitForURL('**/book/treatment');
    await page.getByRole('tab').nth(1).waitFor();
    expect(await page.getByRole('tab').count()).toBe(2);
    await page.waitForFunction(() => /[\u0E00-\u0E7F]/.test(document.querySelector('h1')?.textContent ?? ''));
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('isbs-vuex-vp') ?? '{}'));
    expect(draft.booking).toMatchObject({
      channel: 'ext',
      branchId: 'yuzen-ratchada',
      date,
      time: '15:00:00',
    });
    await page.close();
  });

  it('resumes a held booking from its link in another tab, and refuses a wrong secret', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await fillBookStart(page, { branch: 'yuzen-sukhumvit', date: daysAhead(9), time: '12:00:00', guests: 1 });
    await page.getByRole('button', { name: 'Choose treatments' }).click();
    await addProduct(page, 'TR01');
    await page.getByRole('button', { name: 'Continue to contact details' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('timer').waitFor();
    const { id, token } = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('isbs-vuex-vp') ?? '{}').booking as { id: string; token: string },
    );
    await page.close();

    const other = await browser.newPage();
    await chooseNecessaryCookies(other);
    await other.goto(yuzenUrl(`/book/${id}?token=${encodeURIComponent(token)}`));
    await other.waitForURL('**/book/checkout');
    await other.getByRole('timer').waitFor();
    await other.getByText('Traditional Thai Massage 60 min').waitFor();
    await other.goto(yuzenUrl(`/book/${id}?token=wrong`));
    await other.getByRole('heading', { name: 'Booking not found' }).waitFor();
    expect(await other.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await other.close();
  });

  it('sends a large-group request', async () => {
    const page = await browser.newPage();
    await chooseNecessaryCookies(page);
    await page.goto(yuzenUrl('/book'));
    await page.getByRole('link', { name: /More than 6 guests/ }).click();
    await page.waitForURL('**/book/direct');
    await page.getByLabel('Branch').selectOption('yuzen-ratchada');
    await page.getByLabel('Date').fill(daysAhead(10));
    await page.getByLabel('Guests').fill('12');
    await page.getByLabel('Name', { exact: true }).fill('Company Outing');
    await page.getByLabel('Mobile phone').fill('0891234567');
    await page.getByLabel('E-mail').fill('hr@example.com');
    await page.getByLabel(/What would you like/).fill('Onsen and Thai massage for 12 colleagues');
    await expectAccessible(page);
    // A wrong phone number is named before anything is sent.
    await page.getByLabel('Mobile phone').fill('12345');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please enter a Thai mobile number').waitFor();
    await page.getByLabel('Mobile phone').fill('0891234567');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL('**/book/thanks?request=group');
    await page.getByText('We have received your group request.').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.close();
  });

  describe('with a hold of a few seconds', () => {
    let server: ExtraServer;
    beforeAll(async () => {
      server = await startExtraServer(E2E_PORT + 5, { HOLD_SECONDS: '8' });
    });
    afterAll(() => server.stop());

    it('says the request expired when the countdown ends, and starts again', async () => {
      const page = await browser.newPage();
      await chooseNecessaryCookies(page);
      await page.goto(server.url('/book'));
      await fillBookStart(page, {
        branch: 'yuzen-sukhumvit',
        date: daysAhead(7),
        time: '11:00:00',
        guests: 1,
      });
      await page.getByRole('button', { name: 'Choose treatments' }).click();
      await addProduct(page, 'TR01');
      await page.getByRole('button', { name: 'Continue to contact details' }).click();
      await fillContact(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByRole('timer').waitFor();

      const expired = 'Sorry, your booking request has expired. Please make a new one.';
      await page.getByRole('alert').filter({ hasText: expired }).first().waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'Pay now' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Make a new booking' }).click();
      await page.waitForURL('**/book');
      expect(await page.locator('#book-branch').inputValue()).toBe('');
      await page.close();
    });
  });
});
