// Starting on an up-to-date database asks one question; a database behind is still brought up to date.
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { down as undoWaitlistLeave } from './migrations/0049-waitlist-leave';
import { migrateToLatest } from './migrate';
import { engines, openTestDatabase } from '../../test/test-database';

/** Counts the statements a Kysely instance runs. */
function counter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

describe.each(engines)('migrations at start on %s', (engine) => {
  it('runs one query when every migration is applied', async () => {
    const database = await openTestDatabase(engine);
    try {
      const queries = counter();
      await migrateToLatest(database.db.withPlugin(queries));
      expect(queries.count).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('applies a migration the database lacks', async () => {
    const database = await openTestDatabase(engine);
    try {
      // Migrations see the schema as it was, untyped.
      await undoWaitlistLeave(database.db as unknown as Kysely<unknown>);
      await sql`delete from kysely_migration where name = '0049-waitlist-leave'`.execute(database.db);
      await migrateToLatest(database.db);
      const token = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
        where table_name = 'waitlist_entries' and column_name = 'token'`.execute(database.db);
      expect(token.rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
