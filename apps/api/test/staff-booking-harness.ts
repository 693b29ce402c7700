// The harness of the staff-booking suites (docs/product-rules.md, Bookings made by staff): a database of the
// suite's own, the Sukhumvit desk's scope, a staff booking on a day of its own, and readers of what was written.
import type { DatabaseHandle } from '../src/db/database';
import { AppError } from '../src/core/app-error';
import { createStaffBooking } from '../src/staff-booking/create-staff-booking.service';
import { dayAhead, desk, scopeAs } from './desk-bookings';
import { openTestDatabase, type Engine } from './test-database';

export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, ...error.values } : error),
  );

// 100 THB locker set + 650 THB Thai massage.
export const GUEST_SATANG = 75_000;
export const guest = (name?: string) => ({
  ...(name ? { name } : {}),
  treatments: ['yu-locker-set', 'yu-thai-60'],
});

/** Opens the suite's database before its cases and closes it after; use inside its describe. */
export function staffBookingHarness(engine: Engine) {
  let database: DatabaseHandle;
  // Each booking of the cases on a day of its own, so places never run out between cases.
  let slot = 0;
  const nextDay = () => dayAhead(12 + slot++);
  const sukhumvit = () => scopeAs(database, desk.sukhumvit);
  const count = async (table: 'bookings' | 'audit_log' | 'payment_orders' | 'outbox') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());
  return {
    get database() {
      return database;
    },
    date: dayAhead(9),
    nextDay,
    sukhumvit,
    book: async (over: Record<string, unknown> = {}) =>
      createStaffBooking(await sukhumvit(), {
        branch_id: 'yuzen-sukhumvit',
        date: nextDay(),
        time: '14:00',
        guests: [guest('Niran'), guest()],
        contact_name: 'Walk-in Customer',
        contact_phone: '081-234-5678',
        contact_email: 'walk-in@example.com',
        ...over,
      }),
    bookingRow: (id: string) =>
      database.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ordersOf: (id: string) =>
      database.db
        .selectFrom('payment_orders')
        .select(['method', 'status', 'failure', 'amount_satang', 'reference'])
        .where('booking_id', '=', id)
        .orderBy('created_at')
        .execute(),
    auditOf: (id: string) =>
      database.db
        .selectFrom('audit_log')
        .select(['action', 'staff_id', 'after'])
        .where('subject_id', '=', id)
        .orderBy('id')
        .execute(),
    counts: async () => ({
      bookings: await count('bookings'),
      audit: await count('audit_log'),
      orders: await count('payment_orders'),
      outbox: await count('outbox'),
    }),
  };
}
