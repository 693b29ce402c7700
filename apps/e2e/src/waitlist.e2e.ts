// The waitlist (docs/product-rules.md, Waitlist): a customer whose hour is full joins the waitlist from the contact
// page (axe on it); another customer's hold is given up, the offer arrives in the outbox at once, and its link opens the held
// booking at its payment, which books the places. The offer's other link, to leave the waitlist, then says the entry
// is booked and no longer open.
import type { Page } from 'playwright-core';
import { gql } from '../support/api-steps';
import { expectAccessible } from '../support/accessibility';
import {
  addProduct,
  chooseCookies,
  daysAhead,
  fillBookStart,
  fillContact,
  payInSandbox,
} from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { yuzenUrl } from '../support/server-info';

/** Every spa bed of Sukhumvit at `dateTime`, held by other customers; answers their holds. */
async function fillHour(dateTime: string): Promise<{ id: string; token: string }[]> {
  const { products } = await gql<{ products: { id: string; code: string }[] }>(
    'query($b: ID!) { products(branch: $b) { id code } }',
    { b: 'yuzen-sukhumvit' },
  );
  const id = (code: string) => products.find((p) => p.code === code)?.id as string;
  const holds: { id: string; token: string }[] = [];
  for (let i = 0; i < 40; i += 1) {
    const { prebook } = await gql<{ prebook: { is_bookable: boolean; booking_id: string; token: string } }>(
      'mutation($i: PrebookInput!) { prebook(input: $i) { is_bookable booking_id token } }',
      {
        i: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: dateTime,
          treatments: JSON.stringify([{ no: 1, treatments: [id('FS01'), id('TR01')] }]),
        },
      },
    );
    if (!prebook.is_bookable) return holds;
    holds.push({ id: prebook.booking_id, token: prebook.token });
  }
  throw new Error('the hour never filled up');
}

async function offerTo(recipient: string): Promise<{ subject: string; body: string } | undefined> {
  const outbox = (await (await fetch(yuzenUrl(`/sandbox/outbox.json?recipient=${recipient}`))).json()) as {
    messages: { subject: string; body: string }[];
  };
  return outbox.messages.find((m) => m.subject.startsWith('A place is free for you'));
}

async function reachContactPage(page: Page, date: string): Promise<void> {
  await chooseCookies(page, { analytics: false });
  await page.goto(yuzenUrl('/book'));
  await page.locator('#book-branch option').nth(1).waitFor({ state: 'attached' });
  await fillBookStart(page, { branch: 'yuzen-sukhumvit', date, time: '13:00:00', guests: 1 });
  await page.getByRole('button', { name: 'Choose treatments' }).click();
  await page.waitForURL('**/book/treatment');
  await addProduct(page, 'TR01');
  await page.getByRole('button', { name: 'Continue to contact details' }).click();
  await page.waitForURL('**/book/contact');
}

describe('the waitlist', () => {
  let customer: BrowserSession;
  beforeAll(async () => {
    customer = await openBrowser();
  });
  afterAll(() => customer.close());

  it('offers a freed place to the customer who waited, and the offer books it', async () => {
    const day = daysAhead(10);
    const page = await customer.newPage();
    // The customer chooses 13:00 while it is free; by the time they give their details, others hold it.
    await reachContactPage(page, day);
    const others = await fillHour(`${day} 13:00:00`);
    await fillContact(page);
    await page.locator('#contact-email').fill('waiting@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Join the waitlist' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('I can also start until').selectOption({ label: '13:30' });
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText('You are on the waitlist.').waitFor();
    await page.getByRole('button', { name: 'Leave the waitlist' }).waitFor();

    // Another customer gives their place up: the offer goes out at once.
    const freed = others[0] as { id: string; token: string };
    await gql('mutation($id: ID!, $t: String!) { releaseHold(id: $id, token: $t) { state } }', {
      id: freed.id,
      t: freed.token,
    });
    let offer: Awaited<ReturnType<typeof offerTo>>;
    for (let i = 0; i < 50 && !offer; i += 1) {
      offer = await offerTo('waiting@example.com');
      if (!offer) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const link = /https?:\/\/\S+\/book\/[0-9a-f-]{36}\?token=\S+/.exec(offer?.body ?? '')?.[0];
    expect(link).toBeDefined();

    const leaveLink = /https?:\/\/\S+\/waitlist\/[0-9a-f-]{36}\?token=\S+/.exec(offer?.body ?? '')?.[0];
    expect(leaveLink).toBeDefined();

    await page.goto(link as string);
    await page.waitForURL('**/book/checkout');
    await payInSandbox(page);

    await page.goto(leaveLink as string);
    await page.getByRole('heading', { name: 'Your place on the waitlist' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Leave the waitlist' }).click();
    await page.getByRole('alert').getByText('no longer open').waitFor();
  });
});
