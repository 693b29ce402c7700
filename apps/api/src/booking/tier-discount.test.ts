import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const SUMMARY = `query ($input: OrderSummaryInput!) { orderSummary(input: $input) {
  sub_total discount tier_discount grand_total remain } }`;
const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { amount booking_id } }`;
const BOOKINGS = `query { memberBookings(scope: "upcoming") { id grand_total } }`;

// 100 (locker) + 650 (Thai massage 60) THB; the Gold demo member has 10% at Yuzen.
const treatments = JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]);
const NONE = { deposit: 0, use_wallet: 0, remain: 0, points_value: 0 };
const FULL = { sub_total: 750, discount: 0, tier_discount: 0, grand_total: 750, ...NONE };
const GOLD_PRICE = { sub_total: 750, discount: 0, tier_discount: 75, grand_total: 675, ...NONE };
const PROMO_PRICE = { sub_total: 750, discount: 75, tier_discount: 0, grand_total: 675, ...NONE };

describe.each(oneEngine)('tier discount on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  let basic = '';
  const date = toBranchLocal(Date.now() + 4 * 86_400_000, 'Asia/Bangkok').date;
  const as = (cookie?: string) => (cookie ? { cookie } : {});
  const summary = async (cookie?: string, promo_code?: string) => {
    const input = { branch_id: 'yuzen-sukhumvit', datetime: `${date} 15:00:00`, treatments, promo_code };
    const { body } = await gql<{ orderSummary: Record<string, number> }>(
      server,
      SUMMARY,
      { input },
      as(cookie),
    );
    expect(body.errors).toBeUndefined();
    return body.data?.orderSummary;
  };
  const held = async (cookie?: string, promo_code?: string) => {
    const input = {
      guest_count: 1,
      branch_id: 'yuzen-sukhumvit',
      date_time: `${date} 15:00:00`,
      treatments,
      promo_code,
      contact_name: 'Ploy',
      contact_email: `ploy-${Math.random()}@example.com`,
    };
    const { body } = await gql<{ prebook: { booking_id: string; token: string } }>(
      server,
      PREBOOK,
      { input },
      as(cookie),
    );
    expect(body.errors).toBeUndefined();
    tokens.set(body.data!.prebook.booking_id, body.data!.prebook.token);
    return body.data!.prebook.booking_id;
  };
  // The browser that made a booking keeps its secret and sends it with the payment order.
  const tokens = new Map<string, string>();
  const order = (id: string, amounts: Record<string, number>, cookie?: string) =>
    gql<{ kpaymentOrder: { amount: number } }>(
      server,
      ORDER,
      { input: { id, token: tokens.get(id), payment_method: 'card', ...amounts } },
      as(cookie),
    );

  beforeAll(async () => {
    server = await startTestServer(engine, { publicBaseUrl: 'http://localhost:3000' });
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    basic = authCookie(await passwordLogin(server, BASIC.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    for (const table of [
      'payment_orders',
      'sandbox_charges',
      'capacity_holds',
      'promotion_redemptions',
      'bookings',
    ])
      await sql`delete from ${sql.table(table)}`.execute(server.database.db);
  });

  it('gives the Gold member 10% in the order summary, a visitor and a Basic member none', async () => {
    expect(await summary()).toEqual({
      sub_total: 750,
      discount: 0,
      tier_discount: 0,
      grand_total: 750,
      remain: 0,
    });
    expect(await summary(gold)).toEqual({
      sub_total: 750,
      discount: 0,
      tier_discount: 75,
      grand_total: 675,
      remain: 0,
    });
    expect(await summary(basic)).toMatchObject({ tier_discount: 0, grand_total: 750 });
  });

  it('drops the tier discount when a promo code is used', async () => {
    expect(await summary(gold, 'WELCOME10')).toEqual({
      sub_total: 750,
      discount: 75,
      tier_discount: 0,
      grand_total: 675,
      remain: 0,
    });
  });

  it('charges the Gold member with the tier discount and keeps that total for the member area', async () => {
    const id = await held(gold);
    const paid = await order(id, GOLD_PRICE, gold);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data?.kpaymentOrder.amount).toBe(675);
    await sql`update bookings set state = 'paid' where id = ${id}`.execute(server.database.db);
    const { body } = await gql(server, BOOKINGS, {}, { cookie: gold });
    expect(body.data).toEqual({ memberBookings: [{ id, grand_total: 675 }] });
  });

  it('refuses a tampered tier discount, and one claimed without being logged in', async () => {
    const id = await held(gold);
    for (const [amounts, cookie] of [
      [{ ...GOLD_PRICE, tier_discount: 150, grand_total: 600 }, gold],
      [FULL, gold],
      [GOLD_PRICE, undefined],
    ] as const) {
      expect((await order(id, amounts, cookie)).code).toBe('payment.unmatched_amount');
    }
    // Another member may not act on a member's booking, even with its token.
    expect((await order(id, GOLD_PRICE, basic)).code).toBe('booking.notFound');
    expect((await order(id, FULL)).body.data?.kpaymentOrder.amount).toBe(750);
  });

  it('takes no tier discount at payment on a booking with a promo code', async () => {
    const id = await held(gold, 'WELCOME10');
    expect((await order(id, { ...PROMO_PRICE, tier_discount: 67.5, grand_total: 607.5 }, gold)).code).toBe(
      'payment.unmatched_amount',
    );
    expect((await order(id, PROMO_PRICE, gold)).body.data?.kpaymentOrder.amount).toBe(675);
  });
});
