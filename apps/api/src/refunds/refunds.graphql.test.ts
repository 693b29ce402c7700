// The refunds queue at /admin/graphql as the admin app calls it (docs/api.md, Staff API): a brand admin reads
// the queue in the contract's shape and honours a late payment, answered as the payment now is; a refusal
// comes with its code and translated sentence; branch staff are refused both operations.
import { sql } from 'kysely';
import { dayAhead } from '../../test/desk-bookings';
import { aLatePayment } from '../../test/late-payments';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const ITEM = `payment_id booking_id booking_no booking_state branch { id } date time contact_name method
  gateway_amount wallet_amount points_value reason actions resolution`;
const QUEUE = `query ($branch: ID, $sort: RefundQueueSort) {
  refundQueue(branch_id: $branch, sort: $sort) { total items { ${ITEM} } } }`;
const RESOLVE = `mutation ($id: ID!, $via: RefundResolution!) { resolveRefund(payment_id: $id, via: $via) { ${ITEM} } }`;

describe.each(oneEngine)('the refunds queue at /admin/graphql on %s', (engine) => {
  let server: TestServer;
  let adminCookie = '';
  let deskCookie = '';
  const date = dayAhead(8);

  beforeAll(async () => {
    server = await startTestServer(engine);
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    adminCookie = await signIn(YUZEN_ADMIN, '198.18.8.1');
    deskCookie = await signIn(SUKHUMVIT_DESK, '198.18.8.2');
    await sql`update branches set spa_beds = 1 where id = 'yuzen-sukhumvit'`.execute(server.database.db);
  });
  afterAll(() => server.close());

  it('lists a late payment and honours it once its places are free', async () => {
    const payment = await aLatePayment(server.database, { date, time: '13:00' });
    const queue = await staffGql<{ refundQueue: { total: number; items: unknown[] } }>(
      server,
      QUEUE,
      { branch: 'yuzen-sukhumvit' },
      { staff: adminCookie },
    );
    expect(queue.body.errors).toBeUndefined();
    expect(queue.body.data?.refundQueue).toEqual({
      total: 1,
      items: [
        {
          payment_id: payment.orderId,
          booking_id: payment.id,
          booking_no: null,
          booking_state: 'expired',
          branch: { id: 'yuzen-sukhumvit' },
          date,
          time: '13:00:00',
          contact_name: 'Desk Test',
          method: 'card',
          gateway_amount: 750,
          wallet_amount: 0,
          points_value: 0,
          reason: 'expired',
          actions: ['gateway', 'honour'],
          resolution: null,
        },
      ],
    });

    const full = await staffGql(
      server,
      RESOLVE,
      { id: payment.orderId, via: 'honour' },
      { staff: adminCookie },
    );
    expect(full.code).toBe('booking.noQueue');
    expect(full.body.errors?.[0]?.message).toBe('No queue available during your selected time');

    await server.database.db
      .updateTable('bookings')
      .set({ state: 'cancelled' })
      .where('id', '=', payment.takerId)
      .execute();
    const honoured = await staffGql<{ resolveRefund: Record<string, unknown> }>(
      server,
      RESOLVE,
      { id: payment.orderId, via: 'honour' },
      { staff: adminCookie },
    );
    expect(honoured.body.errors).toBeUndefined();
    expect(honoured.body.data?.resolveRefund).toMatchObject({
      booking_no: expect.stringMatching(/^YU-\d{8}-0001$/),
      booking_state: 'paid',
      actions: [],
      resolution: 'honour',
    });
    const after = await staffGql<{ refundQueue: { total: number } }>(
      server,
      QUEUE,
      {},
      { staff: adminCookie },
    );
    expect(after.body.data?.refundQueue.total).toBe(0);
  });

  it('refuses branch staff both operations, and says why a payment cannot be honoured', async () => {
    const payment = await aLatePayment(server.database, { date, time: '16:00' });
    const asDesk = await staffGql(server, QUEUE, {}, { staff: deskCookie });
    expect(asDesk.code).toBe('login.notAuthorized');
    const resolveAsDesk = await staffGql(
      server,
      RESOLVE,
      { id: payment.orderId, via: 'gateway' },
      { staff: deskCookie },
    );
    expect(resolveAsDesk.code).toBe('login.notAuthorized');
    await server.database.db
      .updateTable('payment_orders')
      .set({ failure: 'already_paid' })
      .where('id', '=', payment.orderId)
      .execute();
    const refused = await staffGql(
      server,
      RESOLVE,
      { id: payment.orderId, via: 'honour' },
      { staff: adminCookie },
    );
    expect(refused.code).toBe('refund.cannotHonour');
    expect(refused.body.errors?.[0]?.message).toBe(
      'This payment cannot confirm its booking: the booking was already paid by another payment. Refund it instead.',
    );
  });
});
