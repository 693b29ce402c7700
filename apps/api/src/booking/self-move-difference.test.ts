// A customer moves their own paid booking to a time that costs more (docs/product-rules.md, Changes by the
// customer): its promotion does not hold there. The quote names the difference; the move asks the customer to
// agree to it and pay it through the gateway, and the booking moves only when that payment arrives. A difference
// paid for a time taken meanwhile is kept for the refunds queue; a later cancellation with a refund queues it too.
import { sql } from 'kysely';
import { setYuzen } from '../../test/announced-change';
import { aPromotedBooking as aPromoted, type PaidBooking } from '../../test/paid-booking';
import { engines } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';

const QUOTE = `query ($id: ID!, $token: String, $dateTime: String!) {
  myBookingMoveQuote(id: $id, token: $token, date_time: $dateTime) { difference promotion_kept } }`;
const MOVE = `mutation ($id: ID!, $token: String, $dateTime: String!, $difference: Money, $method: String) {
  moveMyBooking(id: $id, token: $token, date_time: $dateTime, difference: $difference, payment_method: $method) {
    id date_time payment_url } }`;
const CANCEL = `mutation ($id: ID!, $token: String) { cancelMyBooking(id: $id, token: $token) { state } }`;

type Moved = { moveMyBooking: { id: string; date_time: string; payment_url: string | null } };

describe.each(engines)('moves that cost more on %s', (engine) => {
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
    await setYuzen(db(), { self_cancel_hours: 24, self_cancel_refund: 'gateway' });
  });
  afterAll(() => server.close());

  const aPromotedBooking = (email: string, weeksAhead: number) =>
    aPromoted(server, notifies, { email, weeksAhead });
  const quote = async (booking: PaidBooking, dateTime: string) =>
    (
      await server.graphql<{ myBookingMoveQuote: { difference: number; promotion_kept: boolean } }>(QUOTE, {
        id: booking.id,
        token: booking.token,
        dateTime,
      })
    ).body;
  const move = (booking: PaidBooking, dateTime: string, difference?: number, method?: string) =>
    server.graphql<Moved>(MOVE, { id: booking.id, token: booking.token, dateTime, difference, method });
  const payAtSandbox = async (paymentUrl: string) => {
    const before = notifies.length;
    await server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${paymentUrl.split('/').pop()}/pay` });
    const notified = await server.app.inject({
      method: 'POST',
      url: '/api/kpayment/notify',
      payload: notifies[before] as never,
    });
    expect(notified.statusCode).toBe(200);
  };
  const stateOf = async (booking: PaidBooking) => {
    const row = await db()
      .selectFrom('bookings')
      .select(['date', 'time_min', 'state', 'promo_code', 'grand_total_satang'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const orders = await db()
      .selectFrom('payment_orders')
      .select(['status', 'failure', 'amount_satang'])
      .where('booking_id', '=', booking.id)
      .where('move_to', 'is not', null)
      .orderBy('created_at')
      .execute();
    const moved = await db()
      .selectFrom('outbox')
      .select('body')
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_moved')
      .execute();
    return { ...row, orders, moved: moved.map((m) => m.body) };
  };

  it('quotes the difference, takes it through the gateway, then moves the booking', async () => {
    const booking = await aPromotedBooking('dearer@example.com', 1);
    const to = `${booking.date} 17:00`;
    const quoted = await quote(booking, to);
    const difference = quoted.data?.myBookingMoveQuote.difference ?? 0;
    expect(quoted.data?.myBookingMoveQuote.promotion_kept).toBe(false);
    expect(difference).toBeGreaterThan(0);
    // Within the promotion's hours the price is the same and nothing is asked.
    expect((await quote(booking, `${booking.date} 14:00`)).data?.myBookingMoveQuote).toEqual({
      difference: 0,
      promotion_kept: true,
    });

    const before = await stateOf(booking);
    for (const refused of [await move(booking, to), await move(booking, to, difference + 1, 'card')]) {
      expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('booking.movePays');
      expect(refused.body.errors?.[0]?.message).toContain(difference.toFixed(2));
    }
    expect(await stateOf(booking)).toEqual(before);

    const asked = await move(booking, to, difference, 'card');
    const paymentUrl = asked.body.data?.moveMyBooking.payment_url ?? '';
    // Until the money arrives the booking stays where it is.
    expect(asked.body.data?.moveMyBooking.date_time).toBe(`${booking.date} 15:00:00`);
    expect(paymentUrl).toContain('/sandbox/kpayment/');
    expect((await stateOf(booking)).orders).toEqual([
      { status: 'pending', failure: null, amount_satang: difference * 100 },
    ]);

    await payAtSandbox(paymentUrl);
    const after = await stateOf(booking);
    expect(after).toMatchObject({
      time_min: 17 * 60,
      state: 'paid',
      promo_code: null,
      grand_total_satang: booking.total + difference * 100,
      orders: [{ status: 'paid', failure: null, amount_satang: difference * 100 }],
    });
    expect(after.moved[0]).toContain(`${difference.toFixed(2)}`);
    // The same news again changes nothing.
    await server.app.inject({
      method: 'POST',
      url: '/api/kpayment/notify',
      payload: notifies.at(-1) as never,
    });
    expect(await stateOf(booking)).toEqual(after);

    // Cancelled with a refund, the booking's payment goes back and the difference waits in the refunds queue.
    const cancelled = await server.graphql(CANCEL, { id: booking.id, token: booking.token });
    expect(cancelled.body.errors).toBeUndefined();
    expect((await stateOf(booking)).orders).toEqual([
      { status: 'refund_required', failure: 'cancelled', amount_satang: difference * 100 },
    ]);
  });

  it('keeps the difference for refund when the time was taken before the payment arrived', async () => {
    const booking = await aPromotedBooking('taken@example.com', 2);
    const to = `${booking.date} 17:00`;
    const difference = (await quote(booking, to)).data?.myBookingMoveQuote.difference ?? 0;
    const asked = await move(booking, to, difference, 'card');
    await sql`update branches set spa_beds = 0 where id = 'yuzen-sukhumvit'`.execute(db());
    try {
      await payAtSandbox(asked.body.data?.moveMyBooking.payment_url ?? '');
    } finally {
      await sql`update branches set spa_beds = 12 where id = 'yuzen-sukhumvit'`.execute(db());
    }
    expect(await stateOf(booking)).toMatchObject({
      date: booking.date,
      time_min: 15 * 60,
      promo_code: 'WEEKDAY15',
      grand_total_satang: booking.total,
      orders: [{ status: 'refund_required', failure: 'booking_changed', amount_satang: difference * 100 }],
      moved: [],
    });
  });
});
