// Customers move their own bookings (docs/product-rules.md, Changes by the customer): the booking's page offers
// the times its party can get (a full hour is not offered), moves it to an hour others already share and then to
// a quiet morning of another day; each move shows on the page and sends its message. Axe on the open form. A
// booking with a weekday-afternoon promotion moved to the evening pays the difference at the gateway first.
import { fillBranch, gql } from '../support/api-steps';
import { bookAndPay } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

/** Another customer holding one bed at `dateTime`, so the hour is fuller but not full. */
async function anotherGuest(dateTime: string): Promise<void> {
  const { products } = await gql<{ products: { id: string; code: string }[] }>(
    'query($b: ID!) { products(branch: $b) { id code } }',
    { b: 'yuzen-sukhumvit' },
  );
  const id = (code: string) => products.find((p) => p.code === code)?.id as string;
  const { prebook } = await gql<{ prebook: { is_bookable: boolean } }>(
    'mutation($i: PrebookInput!) { prebook(input: $i) { is_bookable } }',
    {
      i: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: dateTime,
        treatments: JSON.stringify([{ no: 1, treatments: [id('FS01'), id('TR01')] }]),
      },
    },
  );
  expect(prebook.is_bookable).toBe(true);
}

async function subjectsTo(recipient: string): Promise<string[]> {
  const outbox = (await (await fetch(yuzenUrl(`/sandbox/outbox.json?recipient=${recipient}`))).json()) as {
    messages: { subject: string }[];
  };
  return outbox.messages.map((m) => m.subject);
}

describe('customers moving their own bookings', () => {
  let customer: BrowserSession;
  beforeAll(async () => {
    customer = await openBrowser();
  });
  afterAll(() => customer.close());

  it('moves to a fuller hour and then to an emptier day, never to a full hour', async () => {
    const day = daysAhead(8);
    const nextDay = daysAhead(9);
    await anotherGuest(`${day} 16:00:00`);
    await fillBranch('yuzen-sukhumvit', `${day} 17:00:00`);
    const page = await customer.newPage();
    const no = await bookAndPay(page, day, '14:00:00');

    await page.getByRole('button', { name: 'Change date or time' }).click();
    const time = page.getByLabel('New time');
    await time.locator('option[value="16:00"]').waitFor({ state: 'attached' });
    // Its own hour is offered (its places count as free); the full hour is not.
    expect(await time.locator('option[value="14:00"]').count()).toBe(1);
    expect(await time.locator('option[value="17:00"]').count()).toBe(0);
    await expectAccessible(page);
    await time.selectOption('16:00');
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await page.getByText(`Booking ${no} is moved to`).waitFor();
    expect(await page.getByRole('button', { name: 'Move my booking' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Change date or time' }).click();
    await page.getByLabel('New date').fill(nextDay);
    await time.locator('option[value="11:00"]').waitFor({ state: 'attached' });
    await time.selectOption('11:00');
    await page.getByRole('button', { name: 'Move my booking' }).click();
    await page.getByText(`Booking ${no} is moved to`).nth(0).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText('11:00').first().waitFor();

    const subjects = await subjectsTo('nok@example.com');
    expect(subjects.filter((s) => s.startsWith(`Booking ${no} moved to`))).toHaveLength(2);
  });

  it('pays the difference at the gateway when the new time costs more, then shows the new time', async () => {
    // A Monday at least ten days ahead, within WEEKDAY15's Monday to Thursday, 10:00 to 16:00.
    let ahead = 10;
    while (new Date(`${daysAhead(ahead)}T00:00:00Z`).getUTCDay() !== 1) ahead++;
    const monday = daysAhead(ahead);
    const page = await customer.newPage();
    const no = await bookAndPay(page, monday, '15:00:00', yuzenUrl, { promo: 'WEEKDAY15' });

    await page.getByRole('button', { name: 'Change date or time' }).click();
    const time = page.getByLabel('New time');
    await time.locator('option[value="17:00"]').waitFor({ state: 'attached' });
    await time.selectOption('17:00');
    await page.getByText(/more, as its promotion does not apply then/).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Pay the difference by').selectOption('card');
    await page.getByRole('button', { name: /^Pay .* and move$/ }).click();
    await page.waitForURL('**/sandbox/kpayment/**');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`**/book/confirm/${no}*`);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText('17:00').first().waitFor();

    const subjects = await subjectsTo('nok@example.com');
    const moved = subjects.filter((s) => s.startsWith(`Booking ${no} moved to`));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(/at 17:00$/);
  });
});
