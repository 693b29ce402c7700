// The embedded database has no autovacuum (docs/operations.md, The database): dead rows stay until our
// nightly job vacuums them, and only the embedded engine gets that job.
import { sql } from 'kysely';
import type { FeatureDeps } from '../core/feature';
import { openTestDatabase } from '../../test/test-database';
import { housekeepingFeature } from './housekeeping.feature';
import { vacuumEmbedded } from './vacuum-embedded.job';

const deadRows = async (db: Parameters<typeof vacuumEmbedded>[0]) => {
  // A backend reports its counts at most once a second unless told to at its next transaction's end.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  return (
    await sql<{ dead: number; vacuumed: Date | null }>`select n_dead_tup::int as dead, last_vacuum as vacuumed
      from pg_stat_user_tables where relname = 'capacity_holds'`.execute(db)
  ).rows[0];
};

it('clears the dead rows that a day of prebooks leaves on the embedded database', async () => {
  const database = await openTestDatabase('pglite');
  try {
    const db = database.db;
    // Holds come and go with every prebook and move: 2000 written, then released.
    await sql`insert into bookings (id, token, brand_id, branch_id, channel, state, date, time_min, guest_count,
        guests, hold_expires_at)
      values ('00000000-0000-4000-8000-000000000001', 'vacuum-test', 'yuzen', 'yuzen-sukhumvit', 'web', 'pending',
        current_date + 3, 660, 1, '[]', now())`.execute(db);
    await sql`insert into capacity_holds (booking_id, branch_id, day, resource, minute, places)
      select '00000000-0000-4000-8000-000000000001', 'yuzen-sukhumvit', current_date + 3, 'spa', n, 1
      from generate_series(0, 1999) n`.execute(db);
    await sql`delete from capacity_holds`.execute(db);
    expect((await deadRows(db))?.dead).toBeGreaterThanOrEqual(2000);

    await vacuumEmbedded(db);
    expect(await deadRows(db)).toEqual({ dead: 0, vacuumed: expect.any(Date) });
  } finally {
    await database.close();
  }
});

it('is a job of the embedded engine only: PostgreSQL runs its own autovacuum', () => {
  const deps = { engine: 'pglite', config: { publicBaseUrl: undefined }, gatewayFor: () => ({}) };
  const names = (engine: FeatureDeps['engine']) =>
    (housekeepingFeature.jobs?.({ ...deps, engine } as unknown as FeatureDeps, undefined as never) ?? []).map(
      (job) => job.name,
    );
  expect(names('pglite')).toContain('vacuum-embedded');
  // Nightly even where the sweep ticks every few seconds (tests, demos): each run holds the one connection.
  const job = housekeepingFeature
    .jobs?.({ ...deps, engine: 'pglite' } as unknown as FeatureDeps, undefined as never)
    ?.find((j) => j.name === 'vacuum-embedded');
  expect(job).toMatchObject({ cron: '30 20 * * *', tick: false });
  expect(names('postgres')).not.toContain('vacuum-embedded');
});
