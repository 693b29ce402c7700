// A booking paid as a customer's browser and the sandbox gateway pay it: prebook in a language, order by card,
// pay on the sandbox's page, the notify delivered. For suites that need confirmed bookings on their own server.
import { toBranchLocal } from '@sabai/booking-rules';
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
