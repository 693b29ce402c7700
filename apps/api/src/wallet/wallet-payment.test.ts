import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { engines } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';
import { seedWalletsAndPoints } from '../seed/members.seed';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) {
  id method amount redirect_url booking_id booking_no token } }`;
const ME = `query { me { wallet { balance } points { active_points } } }`;

// 100 (locker) + 650 (Thai massage 60) THB; the Gold demo member pays 675 after the 10% tier discount.
const treatments = JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]);
const GOLD_PRICE = {
  sub_total: 750,
  discount: 0,
  tier_discount: 75,
  grand_total: 675,
  deposit: 0,
  remain: 0,
};
const seeded = seedWalletsAndPoints[0]!;

interface Order {
  id: string;
  token: string;
  method: string;
  amount: number;
  redirect_url: string;
  booking_id: string;
  booking_no: string | null;
}

describe.each(engines)('paying with wallet and points on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  const notifies: NotifyPayload[] = [];
  const date = toBranchLocal(Date.now() + 4 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;

  const held = async () => {
    const input = {
      guest_count: 1,
      branch_id: 'yuzen-sukhumvit',
      date_time: `${date} 15:00:00`,
      treatments,
      contact_name: 'Ploy',
      contact_email: 'gold@example.com',
    };
    const { body } = await gql<{ prebook: { booking_id: string; token: string } }>(
      server,
      PREBOOK,
      { input },
      { cookie: gold },
    );
    tokens.set(body.data!.prebook.booking_id, body.data!.prebook.token);
    return body.data!.prebook.booking_id;
  };
  // The browser that made the booking keeps its secret; a visitor there still holds it after a logout.
  const tokens = new Map<string, string>();
  const order = (id: string, use: Record<string, number>, cookie: string | undefined = gold) =>
    gql<{ kpaymentOrder: Order }>(
      server,
      ORDER,
      { input: { id, token: tokens.get(id), payment_method: 'card', ...GOLD_PRICE, ...use } },
      cookie ? { cookie } : {},
    );
  const me = async () =>
    (
      await gql<{ me: { wallet: { balance: number }; points: { active_points: number } } }>(
        server,
        ME,
        {},
        { cookie: gold },
      )
    ).body.data!.me;
  const tester = (redirectUrl: string, action: 'pay' | 'decline') =>
    server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${redirectUrl.split('/').pop()}/${action}` });
  const deliver = async (payload: NotifyPayload | undefined) =>
    (
      await server.app.inject({ method: 'POST', url: '/api/kpayment/notify', payload: payload as never })
    ).json();
  const ledgers = async (bookingId: string) => ({
    wallet: await db()
      .selectFrom('wallet_ledger')
      .select(['amount_satang', 'reason'])
      .where('booking_id', '=', bookingId)
      .execute(),
    points: await db()
      .selectFrom('points_ledger')
      .select(['points', 'reason'])
      .where('booking_id', '=', bookingId)
      .orderBy('points')
      .execute(),
  });

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    notifies.length = 0;
    await sql`delete from wallet_ledger where id <> ${seeded.topUp.id}`.execute(db());
    await sql`delete from points_ledger where id <> ${seeded.points.id}`.execute(db());
    for (const table of [
      'payment_notifies',
      'outbox',
      'payment_orders',
      'capacity_holds',
      'bookings',
      'sandbox_charges',
      'booking_number_counters',
    ])
      await sql`delete from ${sql.table(table)}`.execute(db());
  });

  it('takes nothing when the card is declined, and wallet and points once when the retry is paid', async () => {
    const id = await held();
    const use = { use_wallet: 100, use_points: 200, points_value: 100 };
    const first = (await order(id, use)).body.data!.kpaymentOrder;
    expect(first.amount).toBe(475);
    await tester(first.redirect_url, 'decline');
    expect(await deliver(notifies[0])).toMatchObject({ outcome: 'failed' });
    expect(await me()).toEqual({ wallet: { balance: 1000 }, points: { active_points: 500 } });
    expect(await ledgers(id)).toEqual({ wallet: [], points: [] });

    const retry = (await order(id, use)).body.data!.kpaymentOrder;
    expect(retry.id).not.toBe(first.id);
    await tester(retry.redirect_url, 'pay');
    expect(await deliver(notifies[1])).toMatchObject({ outcome: 'confirmed' });
    // The same news again changes nothing.
    expect(await deliver(notifies[1])).toMatchObject({ outcome: 'duplicate' });
    // 475 by card + 100 by wallet = 575 THB: 57 points earned; 200 redeemed.
    expect(await ledgers(id)).toEqual({
      wallet: [{ amount_satang: -10_000, reason: 'booking' }],
      points: [
        { points: -200, reason: 'redeemed' },
        { points: 57, reason: 'earned' },
      ],
    });
    expect(await me()).toEqual({ wallet: { balance: 900 }, points: { active_points: 357 } });
    const mail = await db().selectFrom('outbox').select('body').executeTakeFirstOrThrow();
    expect(mail.body).toContain('675.00');
  });

  it('confirms at once without the gateway when the wallet and points pay everything', async () => {
    const id = await held();
    const { body } = await order(id, { use_wallet: 575, use_points: 200, points_value: 100 });
    expect(body.errors).toBeUndefined();
    const paid = body.data!.kpaymentOrder;
    expect(paid).toMatchObject({ method: 'wallet', amount: 0, booking_id: id });
    expect(paid.booking_no).toMatch(/^YU-\d{8}-0001$/);
    expect(paid.redirect_url).toMatch(new RegExp(`^/book/confirm/${paid.booking_no}\\?booking=${id}&token=`));
    expect((await sql`select id from sandbox_charges`.execute(db())).rows).toEqual([]);
    const booking = await db()
      .selectFrom('bookings')
      .select(['state', 'booking_no', 'payment_method'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ state: 'paid', booking_no: paid.booking_no, payment_method: 'wallet' });
    expect(await db().selectFrom('outbox').select('subject').execute()).toEqual([
      { subject: `Booking ${paid.booking_no} confirmed` },
    ]);
    const shown = await gql<{ prebooking: { payment: { use_wallet: number } } }>(
      server,
      `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) { payment { use_wallet } } }`,
      { id, token: paid.token },
    );
    expect(shown.body.data?.prebooking.payment.use_wallet).toBe(575);
    // 575 THB by wallet: 57 points; points paid no points.
    expect(await me()).toEqual({ wallet: { balance: 425 }, points: { active_points: 357 } });
    expect((await order(id, { use_wallet: 575, use_points: 200, points_value: 100 })).code).toBe(
      'booking.made',
    );
    expect(await me()).toEqual({ wallet: { balance: 425 }, points: { active_points: 357 } });
  });

  it('refuses a tampered wallet or points use', async () => {
    const id = await held();
    const codes = async (use: Record<string, number>, cookie?: string) => (await order(id, use, cookie)).code;
    expect(await codes({ use_points: 200, points_value: 150 })).toBe('payment.unmatched_amount');
    expect(await codes({ use_points: 0, points_value: 100 })).toBe('payment.unmatched_amount');
    expect(await codes({ use_wallet: 700 })).toBe('booking.invalid');
    expect(await codes({ use_wallet: 100 }, '')).toBe('login.unauthenticated');
    expect(await codes({ use_points: 150, points_value: 75 })).toBe('booking.invalid');
    expect(await db().selectFrom('payment_orders').selectAll().execute()).toEqual([]);
  });

  it('records a refund instead of confirming when the wallet was spent before the payment came in', async () => {
    const id = await held();
    const pending = (await order(id, { use_wallet: 600 })).body.data!.kpaymentOrder;
    expect(pending.amount).toBe(75);
    await db()
      .insertInto('wallet_ledger')
      .values({
        id: crypto.randomUUID(),
        user_id: seeded.userId,
        amount_satang: -50_000,
        reason: 'adjustment',
      })
      .execute();
    await tester(pending.redirect_url, 'pay');
    expect(await deliver(notifies[0])).toMatchObject({ outcome: 'refund_required:wallet_insufficient' });
    expect(await ledgers(id)).toEqual({ wallet: [], points: [] });
    const booking = await db()
      .selectFrom('bookings')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking.state).toBe('pending');
    expect(await me()).toEqual({ wallet: { balance: 500 }, points: { active_points: 500 } });
  });
});
