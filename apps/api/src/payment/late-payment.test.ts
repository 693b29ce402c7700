// Payments that arrive late, for a booking that changed, or never notify: honoured while the places are
// free, kept for refund otherwise, and found by the reconciler (docs/product-rules.md, Payment).
import { sql } from 'kysely';
import { systemClock } from '../core/clock';
import { createSandboxGateway } from '../dev/payment-sandbox/sandbox-gateway';
import { reconcilePendingOrders } from '../jobs/reconcile-payments.job';
import { PREBOOK, usePaymentServer } from '../../test/payment-harness';
import { engines } from '../../test/test-database';
import type { NotifyPayload } from './gateway';
import { applyChargeStatus } from './payment-outcome.service';

describe.each(engines)('late and lost payments on %s', (engine) => {
  const h = usePaymentServer(engine);
  const { notifies, date, db, aHeldBooking, tokens, order, chargeOf, tester, deliver, result } = h;

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
      h.server.graphql(PREBOOK, {
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
    const made = await h.server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
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
    const shown = await h.server.graphql<{ prebooking: { state: string; payment: { discount: number } } }>(
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
