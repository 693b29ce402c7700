// A customer cancels their own paid booking (docs/product-rules.md, Changes by the customer): only its holder,
// only until the brand's cut-off, with the money back by the brand's policy, the places free at once, the audit
// row and the customer's message; refusals change nothing.
import { setYuzen } from '../../test/announced-change';
import { aPaidBooking, type PaidBooking } from '../../test/paid-booking';
import { engines } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';

const CANCEL = `mutation ($id: ID!, $token: String) {
  cancelMyBooking(id: $id, token: $token) { id state refund_via refund_amount } }`;
const PREBOOKING = `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) {
  state self_cancel { until refund } } }`;

describe.each(engines)('customers cancelling their bookings on %s', (engine) => {
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
  });
  afterAll(() => server.close());

  /** The brand's cut-off and refund, as admin would set them (announced, so the brand cache follows). */
  const policy = (hours: number | null, refund: 'none' | 'wallet' | 'gateway') =>
    setYuzen(db(), { self_cancel_hours: hours, self_cancel_refund: refund });

  const cancel = (booking: PaidBooking, token: string | null = booking.token) =>
    server.graphql<{ cancelMyBooking: Record<string, unknown> }>(CANCEL, { id: booking.id, token });
  const shown = async (booking: PaidBooking) =>
    (
      await server.graphql<{
        prebooking: { state: string; self_cancel: { until: string; refund: string } | null };
      }>(PREBOOKING, { id: booking.id, token: booking.token })
    ).body.data?.prebooking;
  const snapshot = async (booking: PaidBooking) => ({
    state: (await db().selectFrom('bookings').select('state').where('id', '=', booking.id).executeTakeFirst())
      ?.state,
    holds: (
      await db().selectFrom('capacity_holds').select('minute').where('booking_id', '=', booking.id).execute()
    ).length,
    messages: (
      await db().selectFrom('outbox').select('kind').where('booking_id', '=', booking.id).execute()
    ).map((m) => m.kind),
  });

  it('cancels within the cut-off: places free, no money back by default, the audit row and a message', async () => {
    await policy(24, 'none');
    const booking = await aPaidBooking(server, notifies, { locale: 'en', email: 'ploy@example.com' });
    const open = await shown(booking);
    expect(open?.self_cancel?.refund).toBe('none');
    // 15:00 in Bangkok four days ahead, less 24 hours.
    expect(open?.self_cancel?.until).toBe(
      new Date(Date.parse(`${booking.date}T08:00:00Z`) - 86_400_000).toISOString(),
    );
    expect(await snapshot(booking)).toMatchObject({ state: 'paid', messages: ['booking_confirmation'] });

    // A stranger with the id alone gets nothing and changes nothing.
    expect((await cancel(booking, 'not-the-token')).body.errors?.[0]?.extensions?.['code']).toBe(
      'booking.notFound',
    );
    expect((await cancel(booking, null)).body.errors?.[0]?.extensions?.['code']).toBe('booking.notFound');
    expect((await snapshot(booking)).state).toBe('paid');

    const done = await cancel(booking);
    expect(done.body.data?.cancelMyBooking).toEqual({
      id: booking.id,
      state: 'cancelled',
      refund_via: 'none',
      refund_amount: 0,
    });
    expect(await snapshot(booking)).toEqual({
      state: 'cancelled',
      holds: 0,
      messages: ['booking_confirmation', 'booking_cancelled'],
    });
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_cancelled')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'ploy@example.com',
      subject: `Booking ${booking.no} cancelled`,
    });
    expect(mail.body).toContain('Payments are non-refundable.');
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', booking.id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'customer_cancel', staff_id: null })]);
    expect((await shown(booking))?.self_cancel).toBeNull();
    // Once is enough.
    expect((await cancel(booking)).body.errors?.[0]?.extensions?.['code']).toBe('booking.transitionRefused');
  });

  it('refuses after the cut-off, and where the brand takes cancellations at the branch only', async () => {
    const booking = await aPaidBooking(server, notifies, { locale: 'en', email: 'late@example.com' });
    await policy(120, 'none');
    expect((await shown(booking))?.self_cancel).toBeNull();
    const late = await cancel(booking);
    expect(late.body.errors?.[0]?.extensions).toMatchObject({ code: 'booking.cancelClosed' });
    expect(late.body.errors?.[0]?.message).toContain('120 hours');
    await policy(null, 'none');
    expect((await cancel(booking)).body.errors?.[0]?.extensions?.['code']).toBe('booking.cancelAtBranch');
    expect(await snapshot(booking)).toMatchObject({ state: 'paid', messages: ['booking_confirmation'] });
    expect(
      (
        await db()
          .selectFrom('capacity_holds')
          .select('minute')
          .where('booking_id', '=', booking.id)
          .execute()
      ).length,
    ).toBeGreaterThan(0);
    await policy(24, 'none');
  });

  it('gives the money back through the gateway when the brand says so (a guest has no wallet)', async () => {
    await policy(24, 'wallet');
    const booking = await aPaidBooking(server, notifies, { locale: 'th', email: 'refund@example.com' });
    expect((await shown(booking))?.self_cancel?.refund).toBe('wallet');
    const done = await cancel(booking);
    expect(done.body.data?.cancelMyBooking).toMatchObject({ refund_via: 'gateway', refund_amount: 750 });
    const order = await db()
      .selectFrom('payment_orders')
      .select(['refunded_satang', 'refund_via', 'refund_reference'])
      .where('booking_id', '=', booking.id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ refunded_satang: 75_000, refund_via: 'gateway' });
    expect(order.refund_reference).toMatch(/^rfnd_test_/);
    const mail = await db()
      .selectFrom('outbox')
      .select(['body', 'locale'])
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_cancelled')
      .executeTakeFirstOrThrow();
    expect(mail.locale).toBe('th');
    expect(mail.body).toContain('750.00');
    await policy(24, 'none');
  });
});
