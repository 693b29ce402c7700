// Group requests in the admin app (docs/product-rules.md, Group requests; The audit log): a customer asks the
// branch for a party too large to book online (/book/direct's directRequest), the seeded brand admin of
// Yuzen finds it in the inbox, adds a note and marks it contacted, then sees that step with her name in the
// audit log; axe on the inbox, the request and the log. Then "Book it" turns a request into a desk booking,
// prefilled, paid at the counter, and the request reads booked with the booking's number.
import { openSection } from '../support/admin-steps';
import { gql } from '../support/api-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };
const BRAND_ADMIN = { email: 'yuzen-admin@example.com', password: 'Sabai-Staff-2026' };
const DIRECT_REQUEST = `mutation ($input: DirectRequestInput!) { directRequest(input: $input) { id } }`;

describe('the group requests inbox and the audit log (admin)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });
  afterAll(() => browser.close());

  it('a brand admin notes a group request, marks it contacted and finds the step in the audit log', async () => {
    const contact = `Party ${Date.now().toString(36)}`;
    await gql<{ directRequest: { id: string } }>(DIRECT_REQUEST, {
      input: {
        branch_id: 'yuzen-sukhumvit',
        date: daysAhead(10),
        time: '14:00',
        guest_count: 16,
        contact_name: contact,
        contact_phone: '081-234-5678',
        contact_email: 'party@example.com',
        message: 'A company outing; two guests need a vegetarian lunch.',
      },
    });

    const page = await browser.newPage();
    await page.goto(yuzenUrl('/admin/login'));
    await page.getByLabel('E-mail').fill(BRAND_ADMIN.email);
    await page.getByLabel('Password').fill(BRAND_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Group requests' })
      .click();
    await page.waitForURL('**/admin/requests');
    const link = page.getByRole('link', { name: contact });
    await link.waitFor();
    expect(await page.getByRole('row').filter({ has: link }).textContent()).toContain('16 guests');
    await expectAccessible(page);

    await link.click();
    await page.getByRole('heading', { name: `Group request from ${contact}` }).waitFor();
    await page.getByText('two guests need a vegetarian lunch').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Add a note').fill('Called back; sending a quote for the set lunch.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('status').filter({ hasText: 'Note added.' }).waitFor();
    await page.getByText('Called back; sending a quote for the set lunch.').waitFor();
    await page.getByRole('button', { name: 'Mark contacted' }).click();
    await page.getByRole('button', { name: 'Back to new' }).waitFor();
    await page.getByText('Contacted', { exact: true }).waitFor();
    await expectAccessible(page);

    await openSection(page, 'Audit log', '/audit');
    const main = page.getByRole('main');
    await main.getByLabel('Action').fill('request_contacted');
    await main.getByLabel('Subject', { exact: true }).selectOption({ label: 'Group request' });
    await main.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL('**/admin/audit?*action=request_contacted*');
    const row = page.getByRole('row').filter({ hasText: 'Group request: contacted' }).first();
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Kanya (Yuzen admin)');
    expect(text).toContain('status: new');
    expect(text).toContain('contacted');
    await expectAccessible(page);
  });

  it('turns a group request into a booking: "Book it" prefills the desk booking, and the request is booked', async () => {
    const contact = `Outing ${Date.now().toString(36)}`;
    const guests = 7;
    await gql<{ directRequest: { id: string } }>(DIRECT_REQUEST, {
      input: {
        branch_id: 'yuzen-sukhumvit',
        date: daysAhead(12),
        time: '14:00',
        guest_count: guests,
        contact_name: contact,
        contact_phone: '081-234-5678',
        contact_email: 'outing@example.com',
        message: 'Seven colleagues, Thai massage for all.',
      },
    });
    const page = await browser.newPage();
    // Signed in by the test above (the same browser keeps the staff cookie).
    await page.goto(yuzenUrl('/admin/requests'));
    await page.getByRole('link', { name: contact }).click();
    await page.getByRole('heading', { name: `Group request from ${contact}` }).waitFor();
    await page.getByRole('link', { name: 'Book it' }).click();

    await page.waitForURL('**/admin/new-booking?request=*');
    await page.getByText(`From the group request of ${contact} (${guests} guests).`).waitFor();
    expect(await page.getByLabel('Contact name').inputValue()).toBe(contact);
    expect(await page.getByLabel('Date').inputValue()).toBe(daysAhead(12));
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe(String(guests));
    for (let no = 1; no <= guests; no += 1)
      await page
        .getByRole('group', { name: `Guest ${no}` })
        .getByRole('checkbox', { name: /^Traditional Thai Massage 60 min ·/ })
        .check();
    await page.getByRole('button', { name: 'Hold the booking' }).click();
    await page.waitForURL('**/admin/booking/**');
    const payment = page.getByRole('region', { name: 'Take payment' });
    await payment.getByRole('button', { name: 'Record the payment' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment recorded.' }).waitFor();
    const heading = page.getByRole('heading', { level: 1, name: /Booking YU-\d{8}-\d{4}/ });
    await heading.waitFor();
    const bookingNo = /YU-\d{8}-\d{4}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';

    await page.goto(yuzenUrl('/admin/requests?status=booked'));
    const booked = page.getByRole('row').filter({ has: page.getByRole('link', { name: contact }) });
    await booked.waitFor();
    await page.getByRole('link', { name: contact }).click();
    await page.getByText(`Booking ${bookingNo}`).waitFor();
    expect(await page.getByRole('link', { name: 'Book it' }).count()).toBe(0);
  });
});
