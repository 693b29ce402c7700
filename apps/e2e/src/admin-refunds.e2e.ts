// The refunds queue in the admin app (docs/product-rules.md, The day at the branch: Refunds): a customer's
// payment arrives after the hold lapsed and others took its places, so it is kept for refund; once their
// holds lapse too, the seeded brand admin of Yuzen finds it in the queue, honours it, and sees the booking
// paid. A server of its own with a hold of a few seconds; axe on the queue and its dialog.
import { gql } from '../support/api-steps';
import { openSection } from '../support/admin-steps';
import { expectAccessible } from '../support/accessibility';
import { daysAhead } from '../support/booking-steps';
import { openBrowser, type BrowserSession } from '../support/browser';
import { startExtraServer, type ExtraServer } from '../support/extra-server';
import { E2E_PORT } from '../support/server-info';

const DESKTOP = { width: 1280, height: 900 };
const HOLD_SEC = 4;
const BRAND_ADMIN = { email: 'yuzen-admin@example.com', password: 'Sabai-Staff-2026' };
// 100 (locker) + 650 (Thai massage 60) THB, as the payment tests pay it.
const TREATMENTS = ['yu-locker-set', 'yu-thai-60'];
const AMOUNTS = {
  sub_total: 750,
  discount: 0,
  tier_discount: 0,
  grand_total: 750,
  use_wallet: 0,
  deposit: 0,
  remain: 0,
  points_value: 0,
};

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { redirect_url } }`;
const RESULT = `query ($id: ID!, $token: String!) { kpaymentResult(booking_id: $id, token: $token) { status } }`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the refunds queue (admin)', () => {
  let server: ExtraServer;
  let browser: BrowserSession;
  beforeAll(async () => {
    server = await startExtraServer(E2E_PORT + 29, { HOLD_SECONDS: String(HOLD_SEC) });
    browser = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  /** A hold whose payment is opened at once and made only after the hold lapsed and others took its bed. */
  async function aLatePayment(dateTime: string) {
    const base = server.url('');
    type Prebook = { prebook: { booking_id: string; token: string; is_bookable: boolean } };
    const { prebook: held } = await gql<Prebook>(
      PREBOOK,
      {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: dateTime,
          treatments: JSON.stringify([{ no: 1, treatments: TREATMENTS }]),
          contact_name: 'Late Payer',
          contact_email: 'late.payer@example.com',
        },
      },
      base,
    );
    const { kpaymentOrder } = await gql<{ kpaymentOrder: { redirect_url: string } }>(
      ORDER,
      { input: { id: held.booking_id, token: held.token, payment_method: 'card', ...AMOUNTS } },
      base,
    );
    await pause((HOLD_SEC + 1) * 1000);
    // Other customers hold every bed at that time meanwhile.
    const guests = Array.from({ length: 6 }, (_, i) => ({ no: i + 1, treatments: TREATMENTS }));
    for (let taken = false; !taken;) {
      const { prebook } = await gql<Prebook>(
        PREBOOK,
        {
          input: {
            guest_count: 6,
            branch_id: 'yuzen-sukhumvit',
            date_time: dateTime,
            treatments: JSON.stringify(guests),
          },
        },
        base,
      );
      taken = !prebook.is_bookable;
    }
    // The customer pays at the gateway now: the notify finds the places gone, the money is kept for refund.
    const charge = kpaymentOrder.redirect_url.split('/').pop() as string;
    await fetch(server.url(`/sandbox/kpayment/${charge}/pay`), { method: 'POST', redirect: 'manual' });
    const { kpaymentResult } = await gql<{ kpaymentResult: { status: string } }>(
      RESULT,
      { id: held.booking_id, token: held.token },
      base,
    );
    expect(kpaymentResult.status).toBe('failed');
    return held.booking_id;
  }

  it('a brand admin honours a late-paid hold from the queue, then sees the booking paid', async () => {
    const bookingId = await aLatePayment(`${daysAhead(5)} 14:00:00`);
    // The others' holds lapse too: the places are free again.
    await pause((HOLD_SEC + 1) * 1000);

    const page = await browser.newPage();
    await page.goto(server.url('/admin/login'));
    await page.getByLabel('E-mail').fill(BRAND_ADMIN.email);
    await page.getByLabel('Password').fill(BRAND_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    await openSection(page, 'Refunds', '/refunds');
    await page.getByRole('main').getByLabel('Branch').selectOption({ label: 'All branches' });
    const row = page.getByRole('row').filter({ hasText: 'Late Payer' });
    await row.waitFor();
    expect(await row.textContent()).toContain('The payment arrived after the hold had lapsed.');
    expect(await row.textContent()).toContain('750.00');
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Honour the booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve this payment?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const done = page.getByRole('status').filter({ hasText: /Booking YU-\d{8}-\d{4} is paid\./ });
    await done.waitFor();
    const bookingNo = /YU-\d{8}-\d{4}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
    await row.waitFor({ state: 'detached' });

    await page.goto(server.url(`/admin/booking/${bookingId}`));
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Paid');
    await expectAccessible(page);
  });
});
