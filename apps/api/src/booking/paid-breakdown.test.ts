// What a paid booking shows (docs/product-rules.md, Pricing): the summary its paid order was priced with, line
// by line, on the confirmation (prebooking), in the member area (memberBookings) and in the e-mail.
import { toBranchLocal } from '@sabai/booking-rules';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';

const AMOUNTS = `sub_total discount tier_discount grand_total deposit use_points points_value use_wallet amount
  remain vat`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { amount redirect_url } }`;
const PREBOOKING = `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) {
  state payment { ${AMOUNTS} } } }`;
const MINE = `query { memberBookings(scope: "upcoming") { id grand_total payment { ${AMOUNTS} } } }`;

// Foot reflexology 550 + head and shoulders 450 + the locker set 100 = 1,100 THB; Gold takes 10% off.
const SET = JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-foot-60', 'yu-head-shoulder-30'] }]);
const PAID = {
  sub_total: 1100,
  discount: 0,
  tier_discount: 110,
  grand_total: 990,
  deposit: 0,
  use_points: 100,
  points_value: 50,
  use_wallet: 0,
  amount: 940,
  remain: 0,
  // The VAT inside the total at a brand registered for VAT: 990.00 × 7/107 (docs/product-rules.md, VAT).
  vat: 64.77,
};

describe.each(oneEngine)('a paid booking shows its paid order on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  const notifies: NotifyPayload[] = [];
  const date = toBranchLocal(Date.now() + 6 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;
  const call = <T>(query: string, variables: Record<string, unknown>, cookie = '') =>
    gql<T>(server, query, variables, cookie ? { cookie } : {});

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());

  it('gives the confirmation, the member area and the e-mail the lines checkout priced', async () => {
    const held = await call<{ prebook: { booking_id: string; token: string } }>(
      PREBOOK,
      {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: `${date} 14:00:00`,
          treatments: SET,
          contact_name: 'Ploy',
          contact_email: 'ploy-paid@example.com',
        },
      },
      gold,
    );
    expect(held.body.errors).toBeUndefined();
    const { booking_id: id, token } = held.body.data!.prebook;
    const { amount: _, vat: __, ...amounts } = PAID;
    const opened = await call<{ kpaymentOrder: { amount: number; redirect_url: string } }>(
      ORDER,
      {
        input: { id, token, payment_method: 'card', ...amounts },
      },
      gold,
    );
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data?.kpaymentOrder.amount).toBe(940);
    const charge = opened.body.data!.kpaymentOrder.redirect_url.split('/').pop();
    await server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${charge}/pay` });
    const notify = await server.app.inject({
      method: 'POST',
      url: '/api/kpayment/notify',
      payload: notifies.at(-1) as never,
    });
    expect(notify.json()).toMatchObject({ outcome: 'confirmed' });

    // Read without the member's session: what was paid, not what today's visitor would pay.
    const shown = await call<{ prebooking: Record<string, unknown> }>(PREBOOKING, { id, token });
    expect(shown.body.data?.prebooking).toEqual({ state: 'paid', payment: PAID });
    const mine = await call<{ memberBookings: unknown[] }>(MINE, {}, gold);
    expect(mine.body.data?.memberBookings).toEqual([{ id, grand_total: 990, payment: PAID }]);

    const mail = await db()
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'ploy-paid@example.com')
      .executeTakeFirstOrThrow();
    const lines = mail.body.split('\n').filter((line) => line.includes('฿'));
    expect(lines).toEqual([
      'Sub-total: ฿1,100.00',
      'Member discount: −฿110.00',
      'Total: ฿990.00',
      '100 points: −฿50.00',
      'Paid by card or QR: ฿940.00',
    ]);
  });
});
