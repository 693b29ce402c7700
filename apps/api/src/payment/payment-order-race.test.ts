// A move that commits while a payment order is being priced: the order must not be opened for the
// booking as it was (the old amount would then confirm the moved booking).
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { engines, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import { prebook } from '../booking/prebook.service';
import { systemClock } from '../core/clock';
import type { Scope } from '../core/scope';
import type { DatabaseHandle } from '../db/database';
import { createPaymentOrder } from './kpayment-order.service';

describe.each(engines)('a move during a payment order, on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('refuses the order with payment.unmatched_amount and opens none', async () => {
    const scope = await scopeFor(database, { clock: systemClock });
    const date = toBranchLocal(Date.now() + 9 * 86_400_000, 'Asia/Bangkok').date;
    const held = await prebook(
      scope,
      {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 15:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        contact_name: 'Race',
        contact_email: 'race@example.com',
      },
      900,
    );
    // While the order is priced (the catalogue is read), another request moves the booking to a dearer
    // treatment and commits.
    let moved = false;
    const racing: Scope = {
      ...scope,
      catalog: Object.assign(Object.create(Object.getPrototypeOf(scope.catalog)), scope.catalog, {
        productsAt: async (branchId: string) => {
          if (!moved) {
            moved = true;
            const guests = JSON.stringify([
              { no: 1, start: { onsen: null, spa: null }, treatments: ['yu-locker-set', 'yu-thai-90'] },
            ]);
            await sql`update bookings set guests = ${guests}::jsonb where id = ${held.bookingId}`.execute(
              database.db,
            );
          }
          return scope.catalog.productsAt(branchId);
        },
      }),
    };
    await expect(
      createPaymentOrder(racing, {
        id: held.bookingId,
        token: held.token,
        payment_method: 'card',
        sub_total: 75_000,
        discount: 0,
        tier_discount: 0,
        grand_total: 75_000,
      }),
    ).rejects.toMatchObject({ code: 'payment.unmatched_amount' });
    const orders = await database.db
      .selectFrom('payment_orders')
      .select('id')
      .where('booking_id', '=', held.bookingId ?? '')
      .execute();
    expect(orders).toEqual([]);
  });
});
