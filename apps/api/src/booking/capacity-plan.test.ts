// The places count reads a day's holds and looks up only their bookings (docs/decisions.md, "A hold finds its own
// booking"): with thousands of bookings made, the plan still reads the holds by their slot index and each
// booking by its primary key, never every booking.
import { sql } from 'kysely';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { placeTakingHolds } from './capacity.repository';

describe.each(oneEngine)('the places count on %s', (engine) => {
  it('looks up the bookings of the day’s holds only, however many bookings there are', async () => {
    const database = await openTestDatabase(engine);
    try {
      const db = database.db;
      // 3000 held bookings over 88 days, each with five quarter-hour holds, like a busy season's prebooks.
      await sql`insert into bookings (id, token, brand_id, branch_id, channel, state, date, time_min, guest_count,
          guests, hold_expires_at)
        select gen_random_uuid(), md5(n::text), 'yuzen', 'yuzen-sukhumvit', 'web', 'pending',
          current_date + 2 + n % 88, 660 + (n % 17) * 30, 1, '[]', now() + interval '10 minutes'
        from generate_series(1, 3000) n`.execute(db);
      await sql`insert into capacity_holds (booking_id, branch_id, day, resource, minute, places)
        select b.id, b.branch_id, b.date, 'spa', b.time_min + m, 1
        from bookings b, generate_series(0, 60, 15) m where b.token ~ '^[0-9a-f]{32}$'`.execute(db);
      await sql`analyze`.execute(db);

      const day = await sql<{ day: string }>`select to_char(current_date + 10, 'YYYY-MM-DD') as day`.execute(
        db,
      );
      const plan = await placeTakingHolds(db)
        .select(['h.resource', 'h.minute', sql<string>`sum(h.places)`.as('places')])
        .where('h.branch_id', '=', 'yuzen-sukhumvit')
        .where('h.day', '=', day.rows[0]!.day)
        .groupBy(['h.resource', 'h.minute'])
        .explain();
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
      expect(text).toContain('bookings_pkey');
      expect(text).not.toMatch(/Seq Scan on bookings/);
    } finally {
      await database.close();
    }
  });
});
