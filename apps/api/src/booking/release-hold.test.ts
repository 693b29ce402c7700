// releaseHold (docs/api.md, Booking): the holder gives a pending booking's hold up; the booking is expired and
// its places free at once, a second release answers the same, a paid booking is refused, a wrong token finds
// nothing; a payment arriving afterwards is a late payment (docs/product-rules.md, Holds).
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { PREBOOK, usePaymentServer } from '../../test/payment-harness';
import { engines } from '../../test/test-database';
import type { NotifyPayload } from '../payment/gateway';

const RELEASE = `mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) { booking_id state } }`;

describe.each(engines)('releasing a hold on %s', (engine) => {
  const h = usePaymentServer(engine);
  const { db, date, aHeldBooking, order, chargeOf, tester, deliver, notifies, result } = h;

  const release = (id: string, token: string) =>
    h.server.graphql<{ releaseHold: { booking_id: string; state: string } }>(RELEASE, { id, token });
  const stored = (id: string) =>
    db()
      .selectFrom('bookings')
      .select(['state', sql<boolean>`hold_expires_at <= now()`.as('lapsed')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  // Another customer asks for the same time at a branch with one bed.
  const anotherAt15 = async () =>
    (
      await h.server.graphql<{ prebook: { is_bookable: boolean } }>(PREBOOK, {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: `${date} 15:00:00`,
          treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
          contact_name: 'Niran',
          contact_email: 'niran@example.com',
        },
      })
    ).body.data?.prebook.is_bookable;

  it('expires the pending booking now and frees its places at once', async () => {
    await sql`update branches set spa_beds = 1 where id = 'yuzen-sukhumvit'`.execute(db());
    const held = await aHeldBooking('15:00');
    expect(await anotherAt15()).toBe(false);

    const answer = await release(held.booking_id, held.token);
    expect(answer.body).toEqual({ data: { releaseHold: { booking_id: held.booking_id, state: 'expired' } } });
    expect(await stored(held.booking_id)).toEqual({ state: 'expired', lapsed: true });
    expect(await anotherAt15()).toBe(true);
  });

  it('answers a second release the same, changing nothing', async () => {
    const held = await aHeldBooking();
    await release(held.booking_id, held.token);
    const before = await db().selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    const again = await release(held.booking_id, held.token);
    expect(again.body.data?.releaseHold).toEqual({ booking_id: held.booking_id, state: 'expired' });
    expect(await db().selectFrom('bookings').selectAll().executeTakeFirstOrThrow()).toEqual(before);
  });

  it('refuses to release a paid booking, which stays paid', async () => {
    const held = await aHeldBooking();
    const payment = (await order(held.booking_id)).body.data?.kpaymentOrder;
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    await deliver(notifies[0] as NotifyPayload);

    const refused = await release(held.booking_id, held.token);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'This cannot be done to a booking that is paid.',
      extensions: { code: 'booking.transitionRefused', from: 'paid' },
    });
    expect((await stored(held.booking_id)).state).toBe('paid');
  });

  it.each([
    ['a wrong token', (held: { booking_id: string }) => [held.booking_id, 'f'.repeat(32)] as const],
    ['an unknown id', (held: { token: string }) => [randomUUID(), held.token] as const],
  ])('finds nothing with %s, and the hold stays', async (_, ask) => {
    const held = await aHeldBooking();
    const [id, token] = ask(held);
    const refused = await release(id, token);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('booking.notFound');
    expect(await stored(held.booking_id)).toEqual({ state: 'pending', lapsed: false });
  });

  it('confirms a payment that arrives after the release while the places are still free', async () => {
    const held = await aHeldBooking();
    const payment = (await order(held.booking_id)).body.data?.kpaymentOrder;
    await release(held.booking_id, held.token);
    await tester(chargeOf(payment?.redirect_url ?? ''), 'pay');
    expect((await deliver(notifies[0] as NotifyPayload)).json().outcome).toBe('confirmed');
    expect(await result(held)).toMatchObject({ status: 'paid', state: 'paid' });
  });
});
