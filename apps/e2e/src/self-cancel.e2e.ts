// Customers cancel their own bookings (docs/product-rules.md, Changes by the customer): within the brand's cut-off
// the booking's page cancels it after a second look, frees it and sends the message; after the cut-off (set by
// the brand's admin while the customer's page is open) the server refuses, and the page no longer offers it. The
// brand's cut-off is given back at the end, as the other suites on this worker share the server. Axe on the
// dialog.
import type { Page } from 'playwright-core';
import { bookAndPay, signInAsBrandAdmin } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

const CUT_OFF = 'Customers may cancel until (hours before the visit; empty: only the branch)';

async function setCutOff(page: Page, hours: string): Promise<void> {
  await page.goto(yuzenUrl('/admin/settings'));
  await page.getByLabel(CUT_OFF).fill(hours);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

describe('customers cancelling their own bookings', () => {
  let customer: BrowserSession;
  let admin: BrowserSession;
  beforeAll(async () => {
    customer = await openBrowser();
    admin = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await customer.close();
    await admin.close();
  });

  it('cancels within the cut-off from the booking’s page, and the message goes out', async () => {
    const page = await customer.newPage();
    const no = await bookAndPay(page, daysAhead(6), '14:00:00');
    await page.getByText('You can cancel this booking until').waitFor();
    expect(await page.getByText('Payments are non-refundable.').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${no}?` });
    await dialog.waitFor();
    await expectAccessible(page);
    // Keeping it changes nothing; then the customer means it.
    await dialog.getByRole('button', { name: 'Keep my booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByRole('heading', { name: `Booking ${no} is cancelled` }).waitFor();
    const outbox = (await (
      await fetch(yuzenUrl('/sandbox/outbox.json?recipient=nok@example.com'))
    ).json()) as {
      messages: { subject: string }[];
    };
    expect(outbox.messages.map((m) => m.subject)).toContain(`Booking ${no} cancelled`);
  });

  it('is refused by the server after the cut-off, and then no longer offered', async () => {
    const page = await customer.newPage();
    const no = await bookAndPay(page, daysAhead(6), '16:00:00');
    await page.getByRole('button', { name: 'Cancel booking' }).waitFor();
    const settings = await admin.newPage();
    await signInAsBrandAdmin(settings);
    // Ten days: the booking, six days ahead, is past it now.
    await setCutOff(settings, '240');
    try {
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByText('This booking can no longer be cancelled online').waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
      expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
      expect(page.url()).toContain(no);
    } finally {
      await setCutOff(settings, '24');
    }
  });
});
