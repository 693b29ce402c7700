// Paying a held booking through the sandbox gateway: the order, the notify and the return, replays, bad
// signatures, crashes and races (docs/api.md, Payment).
import { sql } from 'kysely';
import { usePaymentServer } from '../../test/payment-harness';
import { engines } from '../../test/test-database';
import type { NotifyPayload } from './gateway';

describe.each(engines)('payment on %s', (engine) => {
  const h = usePaymentServer(engine);
  const { notifies, db, aHeldBooking, order, chargeOf, tester, deliver, result } = h;

  it('pays by card in the sandbox: a notify confirms the booking with a number and an e-mail', async () => {
    const booking = await aHeldBooking();
    const created = await order(booking.booking_id);
    const payment = created.body.data?.kpaymentOrder;
    expect(payment).toMatchObject({ amount: 750, currency: 'THB', token: booking.token });
    expect(payment?.redirect_url).toMatch(/^http:\/\/localhost:3000\/sandbox\/kpayment\/chrg_/);
    const page = await h.server.app.inject({ url: new URL(payment?.redirect_url ?? '').pathname });
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
});
