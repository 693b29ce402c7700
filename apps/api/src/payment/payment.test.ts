import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { engines } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from './gateway';
import { applyChargeStatus } from './payment-outcome.service';
import { systemClock } from '../core/clock';
import { reconcilePendingOrders } from '../jobs/reconcile-payments.job';
import { createSandboxGateway } from '../dev/payment-sandbox/sandbox-gateway';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) {
  id method amount currency reference merchant_id terminal_id redirect_url booking_id booking_no token } }`;
const RESULT = `query ($id: ID!, $token: String!) { kpaymentResult(booking_id: $id, token: $token) { status booking_no state message } }`;

// 100 (locker) + 650 (Thai massage 60) THB.
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

describe.each(engines)('payment on %s', (engine) => {
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const date = toBranchLocal(Date.now() + 4 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    notifies.length = 0;
    for (const table of [
      'payment_notifies',
      'outbox',
      'payment_orders',
      'capacity_holds',
      'promotion_redemptions',
      'bookings',
      'sandbox_charges',
      'booking_number_counters',
    ]) {
      await sql`delete from ${sql.table(table)}`.execute(db());
    }
    await sql`update branches set spa_beds = 12 where id = 'yuzen-sukhumvit'`.execute(db());
  });

  async function aHeldBooking(time = '15:00') {
    const made = await server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} ${time}:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        contact_name: 'Ploy',
        contact_email: 'ploy@example.com',
      },
    });
    const held = made.body.data?.prebook as { booking_id: string; token: string };
    tokens.set(held.booking_id, held.token);
    return held;
  }
  // The customer's browser keeps each booking's secret and sends it with the payment order.
  const tokens = new Map<string, string>();
  const order = (bookingId: string, over: Record<string, unknown> = {}) =>
    server.graphql<{ kpaymentOrder: { id: string; redirect_url: string; amount: number; token: string } }>(
      ORDER,
      {
        input: { id: bookingId, token: tokens.get(bookingId), payment_method: 'card', ...AMOUNTS, ...over },
      },
    );
  const chargeOf = (redirectUrl: string) => redirectUrl.split('/').pop() as string;
  const tester = (chargeId: string, action: 'pay' | 'decline' | 'cancel') =>
    server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${chargeId}/${action}` });
  const deliver = (payload: NotifyPayload) =>
    server.app.inject({ method: 'POST', url: '/api/kpayment/notify', payload: payload as never });
  const result = async (booking: { booking_id: string; token: string }) =>
    (
      await server.graphql<{
        kpaymentResult: { status: string; booking_no: string | null; state: string; message: string | null };
      }>(RESULT, { id: booking.booking_id, token: booking.token })
    ).body.data?.kpaymentResult;

  it('pays by card in the sandbox: a notify confirms the booking with a number and an e-mail', async () => {
    const booking = await aHeldBooking();
    const created = await order(booking.booking_id);
    const payment = created.body.data?.kpaymentOrder;
    expect(payment).toMatchObject({ amount: 750, currency: 'THB', token: booking.token });
    expect(payment?.redirect_url).toMatch(/^http:\/\/localhost:3000\/sandbox\/kpayment\/chrg_/);
    const page = await server.app.inject({ url: new URL(payment?.redirect_url ?? '').pathname });
    expect(page.body).toContain('750.00');

    const paid = await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/book/kpayment/return?booking=${booking.booking_id}`);
    expect(notifies).toHaveLength(1);
    expect((await deliver(notifies[0] as NotifyPayload)).json()).toEqual({
      status: 'ok',
      outcome: 'confirmed',
    });

    const final = await result(booking);
    expect(final).toMatchObject({ status: 'paid', state: 'paid', message: null });
    expect(final?.booking_no).toMatch(/^YU-\d{8}-0001$/);
    const mail = await db().selectFrom('outbox').selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      channel: 'email',
      recipient: 'ploy@example.com',
      subject: `Booking ${final?.booking_no} confirmed`,
    });
    // Names in the customer's language, not ids.
    expect(mail[0]?.body).toMatch(/confirmed for \d{1,2} \w+ \d{4} at \d{2}:\d{2}, Yuzen Onsen & Spa/);
    expect(mail[0]?.body).toContain('Paid by card or QR: ฿');
    // A link to the booking's page, opened by its number and secret token, on the site the customer paid on.
    expect(mail[0]?.body).toContain(
      `http://localhost:3000/book/confirm/${final?.booking_no}?booking=${booking.booking_id}&token=${booking.token}`,
    );
  });

  it('reads the final state on the return even before the notify arrives (inquiry)', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    expect((await result(booking))?.status).toBe('paid');
    // The late notify changes nothing.
    expect((await deliver(notifies[0] as NotifyPayload)).json()).toEqual({
      status: 'ok',
      outcome: 'duplicate',
    });
  });

  it('applies a notify replayed five times once', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await deliver(notifies[0] as NotifyPayload)).json().outcome);
    expect(outcomes).toEqual(['confirmed', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(1);
    expect((await db().selectFrom('payment_notifies').selectAll().execute()).length).toBe(5);
  });

  it('refuses a notify with a bad signature and records it', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    const forged = { ...(notifies[0] as NotifyPayload), checksum: 'f'.repeat(64) };
    expect((await deliver(forged)).statusCode).toBe(400);
    const rows = await db().selectFrom('payment_notifies').selectAll().execute();
    expect(rows).toMatchObject([{ valid: false, outcome: 'bad_signature' }]);
    expect((await db().selectFrom('bookings').select('state').executeTakeFirstOrThrow()).state).toBe(
      'pending',
    );
  });

  it.each([
    ['a lower total', { grand_total: 1, sub_total: 1 }],
    ['a discount the server does not give', { discount: 100, grand_total: 650 }],
  ])('refuses tampered amounts: %s', async (_, tampered) => {
    const booking = await aHeldBooking();
    const body = (await order(booking.booking_id, tampered)).body;
    expect(body.errors?.[0]?.extensions?.['code']).toBe('payment.unmatched_amount');
  });

  it('opens a new order when the open one was left half-made by a crash', async () => {
    const booking = await aHeldBooking();
    const first = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await sql`update payment_orders set status = 'creating', charge_id = null,
      created_at = now() - interval '1 minute' where id = ${first?.id}`.execute(db());
    const retry = (await order(booking.booking_id)).body;
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.kpaymentOrder.id).not.toBe(first?.id);
    expect(retry.data?.kpaymentOrder.redirect_url).toMatch(/\/sandbox\/kpayment\/chrg_/);
  });

  it('opens one gateway order for 20 simultaneous requests', async () => {
    const booking = await aHeldBooking();
    const results = await Promise.all(Array.from({ length: 20 }, () => order(booking.booking_id)));
    const ids = new Set(results.map((r) => r.body.data?.kpaymentOrder.id));
    expect(ids.size).toBe(1);
    expect(
      await db()
        .selectFrom('sandbox_charges' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  it('answers a return for a booking that never had a payment with "transaction not found"', async () => {
    const booking = await aHeldBooking();
    expect(await result(booking)).toMatchObject({
      status: 'failed',
      state: 'pending',
      message: 'Payment transaction not found',
    });
  });

  it('shows a declined payment as not completed, then a retry pays', async () => {
    const booking = await aHeldBooking();
    const first = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(first?.redirect_url ?? ''), 'decline');
    await deliver(notifies[0] as NotifyPayload);
    expect(await result(booking)).toMatchObject({
      status: 'failed',
      state: 'pending',
      message: 'Your payment was declined',
    });
    const retry = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    expect(retry?.id).not.toBe(first?.id);
    await tester(chargeOf(retry?.redirect_url ?? ''), 'pay');
    await deliver(notifies[1] as NotifyPayload);
    expect((await result(booking))?.status).toBe('paid');
  });

  it('refuses to pay an expired hold', async () => {
    const booking = await aHeldBooking();
    await sql`update bookings set hold_expires_at = now() - interval '1 second'`.execute(db());
    const body = (await order(booking.booking_id)).body;
    expect(body.errors?.[0]).toMatchObject({
      message: 'Sorry, your booking request has expired. Please make a new one.',
      extensions: { code: 'booking.expired' },
    });
  });

  it('honours a late payment when the places are still free, and records a refund when they are not', async () => {
    const kept = await aHeldBooking('15:00');
    const keptPay = (await order(kept.booking_id)).body.data?.kpaymentOrder;
    const lost = await aHeldBooking('17:00');
    const lostPay = (await order(lost.booking_id)).body.data?.kpaymentOrder;
    await sql`update bookings set hold_expires_at = now() - interval '1 second'`.execute(db());
    await sql`update branches set spa_beds = 1 where id = 'yuzen-sukhumvit'`.execute(db());
    const taker = await aHeldBooking('17:00'); // takes the only bed of the lapsed 17:00 booking
    expect(taker.booking_id).toBeTruthy();
    await tester(chargeOf(keptPay?.redirect_url ?? ''), 'pay');
    await tester(chargeOf(lostPay?.redirect_url ?? ''), 'pay');
    expect((await deliver(notifies[0] as NotifyPayload)).json().outcome).toBe('confirmed');
    expect((await deliver(notifies[1] as NotifyPayload)).json().outcome).toBe('refund_required:expired');
    const refund = await db()
      .selectFrom('payment_orders')
      .select(['status', 'failure'])
      .where('booking_id', '=', lost.booking_id)
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ status: 'refund_required', failure: 'expired' });
    // The customer's return says so, rather than that the payment did not go through.
    expect(await result(lost)).toMatchObject({
      status: 'failed',
      state: 'expired',
      message: expect.stringContaining('Your payment will be refunded in full.'),
    });
  });

  it('keeps for refund a payment opened before a move changed the price, and honours one after a mere extension', async () => {
    const move = (booking: { booking_id: string; token: string }, treatments: string[], time = '15:00') =>
      server.graphql(PREBOOK, {
        input: {
          id: booking.booking_id,
          token: booking.token,
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: `${date} ${time}:00`,
          treatments: JSON.stringify([{ no: 1, treatments }]),
        },
      });
    const changed = await aHeldBooking();
    const oldPay = (await order(changed.booking_id)).body.data?.kpaymentOrder;
    // Now two treatments instead of one: the 750 THB order no longer covers the booking.
    await move(changed, ['yu-locker-set', 'yu-thai-60', 'yu-aroma-90']);
    await tester(chargeOf(oldPay?.redirect_url ?? ''), 'pay');
    expect((await deliver(notifies[0] as NotifyPayload)).json().outcome).toBe(
      'refund_required:booking_changed',
    );
    expect(await result(changed)).toMatchObject({ status: 'failed', state: 'pending' });

    const extended = await aHeldBooking('17:00');
    const pay = (await order(extended.booking_id)).body.data?.kpaymentOrder;
    await move(extended, ['yu-locker-set', 'yu-thai-60'], '17:00'); // the same booking, held longer
    await tester(chargeOf(pay?.redirect_url ?? ''), 'pay');
    expect((await deliver(notifies[1] as NotifyPayload)).json().outcome).toBe('confirmed');
  });

  it('confirms paid orders by inquiry when every notify is lost', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay'); // the notify is captured and never delivered
    const gateway = createSandboxGateway({
      db: db() as never,
      baseUrl: 'http://localhost:3000',
      secret: 'x',
    });
    expect(await reconcilePendingOrders(db(), gateway, systemClock, 0)).toBe(1);
    expect((await result(booking))?.status).toBe('paid');
  });

  it('keeps for refund a payment that arrives for a cancelled booking, which stays cancelled', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await sql`update bookings set state = 'cancelled' where id = ${booking.booking_id}`.execute(db());
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    expect((await deliver(notifies[0] as NotifyPayload)).json().outcome).toBe('refund_required:cancelled');
    expect((await result(booking))?.state).toBe('cancelled');
  });

  it('shows a paid booking as paid, though its one-use promotion is now used up by it', async () => {
    const made = await server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 15:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        promo_code: 'WELCOME10',
        contact_email: 'first.visit@example.com',
      },
    });
    const booking = made.body.data?.prebook as { booking_id: string; token: string };
    tokens.set(booking.booking_id, booking.token);
    const payment = (await order(booking.booking_id, { discount: 75, grand_total: 675 })).body.data
      ?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    expect((await deliver(notifies[0] as NotifyPayload)).json().outcome).toBe('confirmed');
    const shown = await server.graphql<{ prebooking: { state: string; payment: { discount: number } } }>(
      'query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) { state payment { discount } } }',
      { id: booking.booking_id, token: booking.token },
    );
    expect(shown.body.data?.prebooking).toEqual({ state: 'paid', payment: { discount: 75 } });
  });

  it('never lets abandoned charges keep the reconciler from a paid one', async () => {
    const abandoned = await aHeldBooking('15:00');
    await order(abandoned.booking_id); // opened at the gateway, never paid: pending for ever
    const paid = await aHeldBooking('17:00');
    const payment = (await order(paid.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay'); // its notify is lost
    const gateway = createSandboxGateway({
      db: db() as never,
      baseUrl: 'http://localhost:3000',
      secret: 'x',
    });
    // One order a round: the abandoned one is asked first, then waits behind the others.
    expect(await reconcilePendingOrders(db(), gateway, systemClock, 0, 1)).toBe(0);
    expect(await reconcilePendingOrders(db(), gateway, systemClock, 0, 1)).toBe(1);
    expect((await result(paid))?.status).toBe('paid');
  });

  it('takes a success that is still Pre-Authorized as not paid yet', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    const gateway = createSandboxGateway({
      db: db() as never,
      baseUrl: 'http://localhost:3000',
      secret: 'x',
    });
    const paid = await gateway.inquire(chargeOf(payment?.redirect_url ?? ''));
    expect(paid).toMatchObject({ status: 'success', transactionState: 'Authorized' });
    const early = { ...paid!, transactionState: 'Pre-Authorized' as const };
    expect(await applyChargeStatus(db(), early, { clock: systemClock })).toBe('pending');
    const state = () =>
      db()
        .selectFrom('bookings')
        .select('state')
        .where('id', '=', booking.booking_id)
        .executeTakeFirstOrThrow();
    expect(await state()).toEqual({ state: 'pending' });
    expect(await applyChargeStatus(db(), paid!, { clock: systemClock })).toBe('confirmed');
    expect(await state()).toEqual({ state: 'paid' });
  });

  it('leaves nothing half-written when confirmation fails midway, and a retry completes it', async () => {
    const booking = await aHeldBooking();
    const payment = (await order(booking.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    const gateway = createSandboxGateway({
      db: db() as never,
      baseUrl: 'http://localhost:3000',
      secret: 'x',
    });
    const status = await gateway.inquire(chargeOf(payment?.redirect_url ?? ''));
    await expect(
      applyChargeStatus(db(), status!, {
        clock: systemClock,
        afterBookingPaid: async () => {
          throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    const row = await db().selectFrom('bookings').select(['state', 'booking_no']).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'pending', booking_no: null });
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    expect(await applyChargeStatus(db(), status!, { clock: systemClock })).toBe('confirmed');
    expect((await result(booking))?.booking_no).toMatch(/-0001$/);
  });
});
