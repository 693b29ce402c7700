// A customer moves their own paid booking to a time that costs less (docs/product-rules.md, Changes by the
// customer): a member whose promotion had turned their tier discount off moves out of the promotion's hours, where
// the tier discount counts. The booking moves at once; the difference goes back by the brand's refund policy (none,
// the wallet, or the gateway through the refund job, retried and left to staff when the gateway keeps refusing),
// and a later cancellation gives back only the rest. The revenue report counts what the moves gave back.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { setYuzen } from '../../test/announced-change';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { signedInStaff, staffGql, YUZEN_ADMIN } from '../../test/staff-client';
import { aPromotedBooking as aPromoted, type PaidBooking } from '../../test/paid-booking';
import { oneEngine } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import { sandboxGateways } from '../dev/dev-stand-ins';
import type { NotifyPayload, PaymentGateway } from '../payment/gateway';
import { MOVE_REFUND_TRIES, refundNextMove } from '../payment/refund-move.job';

const QUOTE = `query ($id: ID!, $token: String, $dateTime: String!) {
  myBookingMoveQuote(id: $id, token: $token, date_time: $dateTime) {
    difference promotion_kept remain_off refund_via refund_amount } }`;
const MOVE = `mutation ($id: ID!, $token: String, $dateTime: String!) {
  moveMyBooking(id: $id, token: $token, date_time: $dateTime) { date_time payment_url } }`;
const CANCEL = `mutation ($id: ID!, $token: String) {
  cancelMyBooking(id: $id, token: $token) { refund_via refund_amount } }`;

type Quote = {
  difference: number;
  promotion_kept: boolean;
  remain_off: number;
  refund_via: string;
  refund_amount: number;
};

describe.each(oneEngine)('moves that cost less on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  let goldId = '';
  let gateway: PaymentGateway;
  const notifies: NotifyPayload[] = [];
  const db = () => server.database.db;
  /** Baht given back by this suite, moves and cancellations alike. */
  let givenBack = 0;

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
    gateway = sandboxGateways(db(), loadConfig({}).kpaymentSecret)('http://localhost:3000');
    gold = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
    const member = await db()
      .selectFrom('users')
      .select(['id', 'tier_id'])
      .where('phone', '=', GOLD.phone)
      .executeTakeFirstOrThrow();
    goldId = member.id;
    // A tier discount bigger than the promotion's 15%, which a promo code turns off.
    await sql`delete from tier_discounts where tier_id = ${member.tier_id} and brand_id = 'yuzen'`.execute(
      db(),
    );
    await sql`insert into tier_discounts (tier_id, brand_id, percent) values (${member.tier_id}, 'yuzen', 30)`.execute(
      db(),
    );
  });
  afterAll(() => server.close());

  const aPromotedBooking = (email: string, weeksAhead: number) =>
    aPromoted(server, notifies, { email, weeksAhead, ownerId: goldId });
  const asGold = async <T>(query: string, booking: PaidBooking, dateTime?: string) =>
    (await gql<T>(server, query, { id: booking.id, token: booking.token, dateTime }, { cookie: gold })).body;
  const quote = async (booking: PaidBooking, dateTime: string) => {
    const body = await asGold<{ myBookingMoveQuote: Quote }>(QUOTE, booking, dateTime);
    expect(body.errors).toBeUndefined();
    return body.data?.myBookingMoveQuote as Quote;
  };
  const walletCredits = (booking: PaidBooking) =>
    db()
      .selectFrom('wallet_ledger')
      .select('amount_satang')
      .where('booking_id', '=', booking.id)
      .where('reason', '=', 'refund')
      .orderBy('created_at')
      .execute();
  const moveRefunds = (booking: PaidBooking) =>
    db()
      .selectFrom('move_refunds')
      .select(['via', 'satang', 'state', 'attempts', 'last_error'])
      .where('booking_id', '=', booking.id)
      .execute();
  const sandboxRefunded = async (booking: PaidBooking) => {
    const row = await sql<{
      total: string | null;
    }>`select sum(r.amount_satang) as total from sandbox_refunds r
      join sandbox_charges c on c.id = r.charge_id
      join payment_orders o on o.id::text = c.order_id::text where o.booking_id = ${booking.id}`.execute(
      db(),
    );
    return Number(row.rows[0]?.total ?? 0);
  };
  const movedMessages = async (booking: PaidBooking) =>
    (
      await db()
        .selectFrom('outbox')
        .select('body')
        .where('booking_id', '=', booking.id)
        .where('kind', '=', 'booking_moved')
        .execute()
    ).map((m) => m.body);
  const bookingRow = (booking: PaidBooking) =>
    db()
      .selectFrom('bookings')
      .select(['time_min', 'promo_code', 'grand_total_satang'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();

  it('credits the wallet at once, and a later cancellation gives back only the rest', async () => {
    await setYuzen(db(), { self_cancel_hours: 24, self_cancel_refund: 'wallet' });
    const booking = await aPromotedBooking('wallet-back@example.com', 1);
    const to = `${booking.date} 17:00`;
    const quoted = await quote(booking, to);
    expect(quoted.difference).toBeLessThan(0);
    expect(quoted).toMatchObject({ promotion_kept: false, remain_off: 0, refund_via: 'wallet' });
    expect(quoted.refund_amount).toBe(-quoted.difference);

    const moved = await asGold<{ moveMyBooking: { date_time: string; payment_url: string | null } }>(
      MOVE,
      booking,
      to,
    );
    expect(moved.data?.moveMyBooking).toEqual({ date_time: `${to}:00`, payment_url: null });
    const back = Math.round(quoted.refund_amount * 100);
    expect(await walletCredits(booking)).toEqual([{ amount_satang: back }]);
    expect(await moveRefunds(booking)).toEqual([
      { via: 'wallet', satang: back, state: 'done', attempts: 0, last_error: null },
    ]);
    expect(await bookingRow(booking)).toEqual({
      time_min: 17 * 60,
      promo_code: null,
      grand_total_satang: booking.total - back,
    });
    expect((await movedMessages(booking))[0]).toContain(
      `${quoted.refund_amount.toFixed(2)} of what you paid`,
    );

    const cancelled = await asGold<{ cancelMyBooking: { refund_via: string; refund_amount: number } }>(
      CANCEL,
      booking,
    );
    expect(cancelled.data?.cancelMyBooking.refund_via).toBe('wallet');
    const credits = await walletCredits(booking);
    expect(credits.reduce((sum, c) => sum + c.amount_satang, 0)).toBe(booking.total);
    givenBack += booking.total / 100;
  });

  it('gives the difference back through the gateway by the refund job; a cancellation gives the rest', async () => {
    await setYuzen(db(), { self_cancel_hours: 24, self_cancel_refund: 'gateway' });
    const booking = await aPromotedBooking('gateway-back@example.com', 2);
    const to = `${booking.date} 17:00`;
    const quoted = await quote(booking, to);
    expect(quoted.refund_via).toBe('gateway');
    await asGold(MOVE, booking, to);
    const back = Math.round(quoted.refund_amount * 100);
    expect(await moveRefunds(booking)).toEqual([
      { via: 'gateway', satang: back, state: 'pending', attempts: 0, last_error: null },
    ]);
    expect(await walletCredits(booking)).toEqual([]);

    while (await refundNextMove(db(), gateway)) {
      // Every due refund, as the job does.
    }
    expect(await moveRefunds(booking)).toEqual([
      { via: 'gateway', satang: back, state: 'done', attempts: 1, last_error: null },
    ]);
    expect(await sandboxRefunded(booking)).toBe(back);
    expect((await movedMessages(booking))[0]).toContain('card or account you paid with');

    await asGold(CANCEL, booking);
    // Both refunds together are what the charge took, never more.
    expect(await sandboxRefunded(booking)).toBe(booking.total);
    givenBack += booking.total / 100;
  });

  it('tries a refused refund again later, then leaves it to staff', async () => {
    await setYuzen(db(), { self_cancel_hours: 24, self_cancel_refund: 'gateway' });
    const booking = await aPromotedBooking('refused-back@example.com', 3);
    await asGold(MOVE, booking, `${booking.date} 17:00`);
    const refusing: PaymentGateway = {
      ...gateway,
      refund: async () => ({ status: 'fail', reason: 'declined' }),
    };

    expect(await refundNextMove(db(), refusing)).toBe(true);
    // Not due again before its wait.
    expect(await refundNextMove(db(), refusing)).toBe(false);
    expect(await moveRefunds(booking)).toMatchObject([
      { state: 'pending', attempts: 1, last_error: 'declined' },
    ]);
    for (let tried = 1; tried < MOVE_REFUND_TRIES; tried += 1) {
      await sql`update move_refunds set next_attempt_at = now() where booking_id = ${booking.id}`.execute(
        db(),
      );
      expect(await refundNextMove(db(), refusing)).toBe(true);
    }
    expect(await moveRefunds(booking)).toMatchObject([{ state: 'failed', attempts: MOVE_REFUND_TRIES }]);
    expect(await refundNextMove(db(), gateway)).toBe(false);
    expect(await sandboxRefunded(booking)).toBe(0);
  });

  it('keeps the money when the brand refunds nothing, and says so', async () => {
    await setYuzen(db(), { self_cancel_hours: 24, self_cancel_refund: 'none' });
    const booking = await aPromotedBooking('kept@example.com', 4);
    const to = `${booking.date} 17:00`;
    const quoted = await quote(booking, to);
    expect(quoted).toMatchObject({ refund_via: 'none', refund_amount: 0, remain_off: 0 });
    await asGold(MOVE, booking, to);
    expect(await bookingRow(booking)).toEqual({
      time_min: 17 * 60,
      promo_code: null,
      grand_total_satang: booking.total,
    });
    expect(await moveRefunds(booking)).toEqual([]);
    expect(await walletCredits(booking)).toEqual([]);
    expect((await movedMessages(booking))[0]).toContain('payments are non-refundable');
  });

  it('counts in the revenue report what the moves gave back, on the day they gave it', async () => {
    const today = toBranchLocal(Date.now(), 'Asia/Bangkok').date;
    const { body } = await staffGql<{ revenueReport: { refunded: number } }>(
      server,
      `query ($from: Date!, $to: Date!) { revenueReport(from: $from, to: $to) { refunded } }`,
      { from: today, to: today },
      { staff: await signedInStaff(server, YUZEN_ADMIN) },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.revenueReport.refunded).toBeCloseTo(givenBack, 2);
  });
});
