// A booking paid as a customer's browser and the sandbox gateway pay it: prebook in a language, order by card,
// pay on the sandbox's page, the notify delivered. For suites that need confirmed bookings on their own server.
import { toBranchLocal, weekdayOf } from '@sabai/booking-rules';
import { sql } from 'kysely';
import type { NotifyPayload } from '../src/payment/gateway';
import { AMOUNTS, PREBOOK } from './payment-harness';
import type { TestServer } from './test-server';

const ORDER = `mutation ($input: KPaymentOrderInput!) { kpaymentOrder(input: $input) { redirect_url } }`;
const RESULT = `query ($id: ID!, $token: String!) { kpaymentResult(booking_id: $id, token: $token) { booking_no } }`;

export interface PaidBooking {
  id: string;
  token: string;
  no: string;
  /** Its day and time at the branch, 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
}

export async function aPaidBooking(
  server: TestServer,
  notifies: NotifyPayload[],
  options: { locale: string; email: string; daysAhead?: number; time?: string },
): Promise<PaidBooking> {
  const date = toBranchLocal(Date.now() + (options.daysAhead ?? 4) * 86_400_000, 'Asia/Bangkok').date;
  const time = options.time ?? '15:00';
  const made = await server.graphql<{ prebook: { booking_id: string; token: string } }>(
    PREBOOK,
    {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} ${time}:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        contact_name: 'Ploy',
        contact_email: options.email,
      },
    },
    { locale: options.locale },
  );
  const held = made.body.data?.prebook;
  if (!held) throw new Error(`prebook failed: ${JSON.stringify(made.body)}`);
  const ordered = await server.graphql<{ kpaymentOrder: { redirect_url: string } }>(ORDER, {
    input: { id: held.booking_id, token: held.token, payment_method: 'card', ...AMOUNTS },
  });
  const charge = ordered.body.data?.kpaymentOrder.redirect_url.split('/').pop() ?? '';
  const before = notifies.length;
  await server.app.inject({ method: 'POST', url: `/sandbox/kpayment/${charge}/pay` });
  await server.app.inject({
    method: 'POST',
    url: '/api/kpayment/notify',
    payload: notifies[before] as never,
  });
  const result = await server.graphql<{ kpaymentResult: { booking_no: string } }>(RESULT, {
    id: held.booking_id,
    token: held.token,
  });
  const no = result.body.data?.kpaymentResult.booking_no;
  if (!no) throw new Error(`payment failed: ${JSON.stringify(result.body)}`);
  return { id: held.booking_id, token: held.token, no, date, time };
}

/**
 * A paid booking moved to a Monday at 15:00 with WEEKDAY15 (Monday to Thursday, 10:00 to 16:00), the first Monday
 * from `weeksAhead` weeks on, owned by `ownerId` when given; with the total it was paid at.
 */
export async function aPromotedBooking(
  server: TestServer,
  notifies: NotifyPayload[],
  options: { email: string; weeksAhead: number; ownerId?: string },
): Promise<PaidBooking & { total: number }> {
  const db = server.database.db;
  const booking = await aPaidBooking(server, notifies, { locale: 'en', email: options.email });
  let day = Date.now() + options.weeksAhead * 7 * 86_400_000;
  while (weekdayOf(toBranchLocal(day, 'Asia/Bangkok').date) !== 1) day += 86_400_000;
  const monday = toBranchLocal(day, 'Asia/Bangkok').date;
  await sql`update bookings set promo_code = 'WEEKDAY15', date = ${monday},
    user_id = coalesce(${options.ownerId ?? null}::uuid, user_id) where id = ${booking.id}`.execute(db);
  await sql`update capacity_holds set day = ${monday} where booking_id = ${booking.id}`.execute(db);
  const row = await db
    .selectFrom('bookings')
    .select('grand_total_satang')
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow();
  return { ...booking, date: monday, total: row.grand_total_satang ?? 0 };
}
