// A promotion's usage limits hold under concurrent checkouts: the order that is opened holds a use, the
// customers who lose the race are told before paying, and a payment that still arrives over the limit is
// kept for refund (docs/decisions.md, "Promotion limits hold under concurrent checkouts").
import { toBranchLocal } from '@sabai/booking-rules';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { systemClock } from '../core/clock';
import { applyChargeStatus } from './payment-outcome.service';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id token } }`;
const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { id amount redirect_url } }`;
// 100 (locker) + 650 (Thai massage 60) THB, 10% off.
const DISCOUNTED = { sub_total: 750, discount: 75, tier_discount: 0, grand_total: 675, remain: 0 };
const TIMES = ['10:00', '11:00', '12:00', '13:00', '14:00'];

describe.each(engines)('promotion limits on %s', (engine) => {
  let server: TestServer;
  const date = toBranchLocal(Date.now() + 6 * 86_400_000, 'Asia/Bangkok').date;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(engine, { publicBaseUrl: 'http://localhost:3000' });
    await sql`update branches set spa_beds = 30 where id = 'yuzen-sukhumvit'`.execute(db());
    for (const [code, usage_limit, usage_per_customer] of [
      ['ONCE', 1, null],
      ['ONCEEACH', null, 1],
    ] as const) {
      await db()
        .insertInto('promotions')
        .values({
          code,
          campaign: 'Test',
          kind: 'percent',
          value: 10,
          usage_limit,
          usage_per_customer,
          short_description: JSON.stringify({ en: '10% off' }),
          terms: JSON.stringify({ en: 'Once' }),
        } as never)
        .execute();
    }
  });
  afterAll(() => server.close());

  async function aHeldBooking(code: string, n: number, email = `guest${n}@example.com`) {
    const made = await server.graphql<{ prebook: { booking_id: string; token: string } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} ${TIMES[n % TIMES.length]}:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        promo_code: code,
        contact_name: 'Ploy',
        contact_email: email,
      },
    });
    expect(made.body.errors).toBeUndefined();
    return made.body.data?.prebook as { booking_id: string; token: string };
  }
  const order = (booking: { booking_id: string; token: string }) =>
    server.graphql<{ kpaymentOrder: { id: string; amount: number; redirect_url: string } }>(ORDER, {
      input: { id: booking.booking_id, token: booking.token, payment_method: 'card', ...DISCOUNTED },
    });
  const paid = (chargeId: string) => ({
    chargeId,
    orderId: '',
    amountSatang: 67_500,
    currency: 'THB',
    status: 'success' as const,
    transactionState: 'Authorized' as const,
  });

  it('lets one of 20 concurrent checkouts use a code limited to 1, and no payment exceed it', async () => {
    const bookings = [];
    for (let n = 0; n < 20; n++) bookings.push(await aHeldBooking('ONCE', n));
    const answers = await Promise.all(bookings.map(order));
    const opened = answers.filter((a) => a.body.data?.kpaymentOrder);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.body.data?.kpaymentOrder.amount).toBe(675);
    const refused = answers.filter((a) => a.body.errors?.[0]?.extensions?.['code'] === 'voucher.invalid');
    expect(refused).toHaveLength(19);

    // Payments still arrive for the others (orders opened before, say, their code was checked): racing the
    // winner's, only one confirms with the discount; the rest are kept for refund.
    const winner = await db()
      .selectFrom('payment_orders')
      .select(['charge_id', 'booking_id'])
      .where('promo_code', '=', 'ONCE')
      .executeTakeFirstOrThrow();
    const others = bookings.filter((b) => b.booking_id !== winner.booking_id);
    for (const [i, booking] of others.entries()) {
      await db()
        .insertInto('payment_orders')
        .values({
          id: randomUUID(),
          booking_id: booking.booking_id,
          method: 'card',
          amount_satang: 67_500,
          currency: 'THB',
          status: 'pending',
          charge_id: `chrg_race_${i}`,
          promo_code: 'ONCE',
        })
        .execute();
    }
    const charges = [winner.charge_id as string, ...others.map((_, i) => `chrg_race_${i}`)];
    const outcomes = await Promise.all(
      charges.map((charge) => applyChargeStatus(db(), paid(charge), { clock: systemClock })),
    );
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refund_required:promotion_limit')).toHaveLength(19);
    const uses = await db()
      .selectFrom('promotion_redemptions')
      .selectAll()
      .where('code', '=', 'ONCE')
      .execute();
    expect(uses).toHaveLength(1);
    const states = await db()
      .selectFrom('bookings')
      .select('state')
      .where('promo_code', '=', 'ONCE')
      .execute();
    expect(states.filter((s) => s.state === 'paid')).toHaveLength(1);
  });

  it('holds a use per customer while the order is open, and frees it when the hold lapses', async () => {
    const first = await aHeldBooking('ONCEEACH', 0, 'same@example.com');
    const second = await aHeldBooking('ONCEEACH', 1, 'same@example.com');
    const someoneElse = await aHeldBooking('ONCEEACH', 2, 'else@example.com');
    expect((await order(first)).body.errors).toBeUndefined();
    expect((await order(second)).body.errors?.[0]?.extensions?.['code']).toBe('voucher.invalid');
    expect((await order(someoneElse)).body.errors).toBeUndefined();
    // The first customer walks away: once the hold has lapsed, the open order holds nothing.
    await sql`update bookings set hold_expires_at = now() - interval '1 minute'
      where id = ${first.booking_id}`.execute(db());
    expect((await order(second)).body.errors).toBeUndefined();
  });
});
