// The embedded database lets the event loop turn during a long run of queries (docs/decisions.md, "The embedded
// database lets requests in"), but never in the middle of a transaction, which holds the one connection.
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database';
import type { Database } from './schema';
import { openTestDatabase } from '../../test/test-database';

/** Runs `select 1` one after another for `ms`, through `db`; answers when the run ended. */
async function queriesFor(db: Kysely<Database>, ms: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) await sql`select 1`.execute(db);
  return performance.now();
}

describe('queries on the embedded database and the event loop', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets the event loop turn within a run of queries awaited one after another', async () => {
    const started = performance.now();
    let turnedAt: number | undefined;
    setImmediate(() => (turnedAt = performance.now()));
    const ended = await queriesFor(database.db, 150);
    // The callback ran during the run, long before its end, and not only once it was over.
    expect(turnedAt).toBeDefined();
    expect(turnedAt! - started).toBeLessThan(75);
    expect(turnedAt!).toBeLessThan(ended);
  });

  it('does not let it turn while a transaction holds the connection', async () => {
    let turnedAt: number | undefined;
    const ended = await database.db.transaction().execute(async (trx) => {
      setImmediate(() => (turnedAt = performance.now()));
      return queriesFor(trx, 60);
    });
    expect(turnedAt === undefined || turnedAt >= ended).toBe(true);
  });
});
