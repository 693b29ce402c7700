// A booking is acted on only by whoever holds it: its secret token, or the member who owns it. A stranger
// who knows the id gets nothing, and cannot disturb the holder's payment.
import { toBranchLocal } from '@sabai/booking-rules';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token is_bookable } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { id token } }`;
const PREBOOKING = `query ($id: ID!, $token: String!) { prebooking(id: $id, token: $token) { id } }`;
const RESULT = `query ($id: ID!, $token: String!) { kpaymentResult(booking_id: $id, token: $token) { status } }`;
const AMOUNTS = { payment_method: 'card', sub_total: 750, discount: 0, tier_discount: 0, grand_total: 750 };

describe.each(oneEngine)('bookings only for their holders, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { publicBaseUrl: 'http://localhost:3000' });
  });
  afterAll(() => server.close());

  const date = toBranchLocal(Date.now() + 5 * 86_400_000, 'Asia/Bangkok').date;
  const booking = {
    guest_count: 1,
    branch_id: 'yuzen-sukhumvit',
    date_time: `${date} 16:00:00`,
    treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
    contact_name: 'Holder',
    contact_email: 'holder@example.com',
  };
  const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.['code'];

  it('refuses every booking operation to a stranger with the id, and leaves the open order alone', async () => {
    const held = (
      await server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
        input: booking,
      })
    ).body.data!.prebook;
    const id = held.booking_id;
    const opened = await server.graphql<{ kpaymentOrder: { id: string } }>(ORDER, {
      input: { id, token: held.token, ...AMOUNTS },
    });
    expect(opened.body.errors).toBeUndefined();
    const orderId = opened.body.data!.kpaymentOrder.id;

    for (const token of [undefined, '', 'not-the-token', `${held.token}x`]) {
      const order = await server.graphql(ORDER, { input: { id, token, ...AMOUNTS } });
      expect(codeOf(order.body)).toBe('booking.notFound');
      expect(JSON.stringify(order.body)).not.toContain(held.token);
      const moved = await server.graphql(PREBOOK, { input: { ...booking, id, token, guest_count: 1 } });
      expect(codeOf(moved.body)).toBe('booking.notFound');
      if (token !== undefined) {
        const seen = await server.graphql<{ prebooking: null }>(PREBOOKING, { id, token });
        expect(seen.body.data?.prebooking).toBeNull();
        const result = await server.graphql(RESULT, { id, token });
        expect(codeOf(result.body)).toBe('booking.notFound');
      }
    }

    const orders = await server.database.db
      .selectFrom('payment_orders')
      .select(['id', 'status'])
      .where('booking_id', '=', id)
      .execute();
    expect(orders).toEqual([{ id: orderId, status: 'pending' }]);
    const row = await server.database.db
      .selectFrom('bookings')
      .select(['state', 'date', 'time_min'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'pending', date, time_min: 16 * 60 });
  });
});
