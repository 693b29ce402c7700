// A paid notify that does not match its order, or matches no order, is kept for refund and never confirms
// a booking (docs/decisions.md, "A paid notify that does not match its order is kept for refund").
import { toBranchLocal } from '@sabai/booking-rules';
import { oneEngine } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import { notifyChecksum, type NotifyPayload } from './gateway';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { id redirect_url } }`;
// 100 (locker) + 650 (Thai massage 60) THB.
const AMOUNTS = { sub_total: 750, discount: 0, tier_discount: 0, grand_total: 750, remain: 0 };
const SECRET = loadConfig({}).kpaymentSecret;

/** The payload changed as `over` says, signed as the gateway would sign it. */
function signed(payload: NotifyPayload, over: Partial<NotifyPayload>): NotifyPayload {
  const changed = { ...payload, ...over };
  return { ...changed, checksum: notifyChecksum(changed, SECRET) };
}

describe.each(oneEngine)('notify matching on %s', (engine) => {
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const date = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    notifies.length = 0;
  });

  /** A held booking with an order opened and paid at the sandbox: its notify is the last one received. */
  async function aPaidCharge(time: string, method = 'card') {
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
    const booking = made.body.data?.prebook as { booking_id: string; token: string };
    const opened = await openOrder(booking, method);
    return { booking, ...(await pay(opened.redirect_url)) };
  }
  async function openOrder(booking: { booking_id: string; token: string }, method: string) {
    const created = await server.graphql<{ kpaymentOrder: { id: string; redirect_url: string } }>(ORDER, {
      input: { id: booking.booking_id, token: booking.token, payment_method: method, ...AMOUNTS },
    });
    return created.body.data?.kpaymentOrder as { id: string; redirect_url: string };
  }
  async function pay(redirectUrl: string) {
    const chargeId = redirectUrl.split('/').pop() as string;
    await server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${chargeId}/pay` });
    return { chargeId, notify: notifies.at(-1) as NotifyPayload };
  }
  const deliver = async (payload: NotifyPayload) =>
    (
      await server.app.inject({ method: 'POST', url: '/api/kpayment/notify', payload: payload as never })
    ).json<{ status: string; outcome: string }>();
  const bookingOf = (id: string) =>
    db()
      .selectFrom('bookings')
      .select(['state', 'booking_no'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const orderOf = (chargeId: string) =>
    db()
      .selectFrom('payment_orders')
      .select(['status', 'failure'])
      .where('charge_id', '=', chargeId)
      .executeTakeFirstOrThrow();

  it.each([
    ['another currency', '10:00', { currency: 'USD' }, 'currency_mismatch'],
    ['a lower amount', '11:00', { amount: '7.5000' }, 'amount_mismatch'],
    ['a higher amount', '12:00', { amount: '7500.0000' }, 'amount_mismatch'],
  ])('keeps for refund a paid notify in %s, and the booking stays unpaid', async (_, time, over, reason) => {
    const { booking, chargeId, notify } = await aPaidCharge(time);
    expect(await deliver(signed(notify, over))).toEqual({
      status: 'ok',
      outcome: `refund_required:${reason}`,
    });
    expect(await orderOf(chargeId)).toEqual({ status: 'refund_required', failure: reason });
    expect(await bookingOf(booking.booking_id)).toEqual({ state: 'pending', booking_no: null });
    // The true notify that follows finds the order decided: still no confirmation.
    expect((await deliver(notify)).outcome).toBe('duplicate');
    expect(await bookingOf(booking.booking_id)).toEqual({ state: 'pending', booking_no: null });
  });

  it('records a paid notify for a charge we never opened for staff to refund', async () => {
    const { notify } = await aPaidCharge('13:00');
    const stranger = signed(notify, { id: 'chrg_not_ours', order_id: 'not-ours' });
    expect(await deliver(stranger)).toEqual({ status: 'ok', outcome: 'refund_required:unknown_charge' });
    const row = await db()
      .selectFrom('payment_notifies')
      .select(['valid', 'outcome'])
      .where('charge_id', '=', 'chrg_not_ours')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ valid: true, outcome: 'refund_required:unknown_charge' });
    const failed = signed(notify, { id: 'chrg_not_ours_2', status: 'fail', transaction_state: 'Declined' });
    expect((await deliver(failed)).outcome).toBe('unknown_charge');
  });

  it('keeps for refund a second paid charge for a booking already paid', async () => {
    const first = await aPaidCharge('14:00');
    // A second order (another method supersedes the first), also paid at the gateway.
    const second = await pay((await openOrder(first.booking, 'qr')).redirect_url);
    expect((await deliver(second.notify)).outcome).toBe('confirmed');
    expect((await deliver(first.notify)).outcome).toBe('refund_required:already_paid');
    expect(await orderOf(first.chargeId)).toEqual({ status: 'refund_required', failure: 'already_paid' });
    expect((await bookingOf(first.booking.booking_id)).state).toBe('paid');
  });
});
