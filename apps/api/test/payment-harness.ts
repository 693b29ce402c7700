// One payment test server per suite (the sandbox gateway answering on localhost:3000, its notifies handed to
// the test), emptied before each case, with the steps a customer's browser and the gateway take.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import type { NotifyPayload } from '../src/payment/gateway';
import type { Engine } from './test-database';
import { startPaymentTestServer, type TestServer } from './test-server';

export const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) {
  id method amount currency reference merchant_id terminal_id redirect_url booking_id booking_no token } }`;
const RESULT = `query ($id: ID!, $token: String!) { kpaymentResult(booking_id: $id, token: $token) { status booking_no state message } }`;

// 100 (locker) + 650 (Thai massage 60) THB.
export const AMOUNTS = {
  sub_total: 750,
  discount: 0,
  tier_discount: 0,
  grand_total: 750,
  use_wallet: 0,
  deposit: 0,
  remain: 0,
  points_value: 0,
};

export function usePaymentServer(engine: Engine) {
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
      'tax_documents',
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

  return {
    get server(): TestServer {
      return server;
    },
    notifies,
    date,
    db,
    aHeldBooking,
    /** Each booking's secret, as the customer's browser keeps it (sent with the payment order). */
    tokens,
    order,
    chargeOf,
    tester,
    deliver,
    result,
  };
}
