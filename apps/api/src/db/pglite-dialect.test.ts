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
    // Turns counted by a callback that puts itself back each time: without the breather it runs once, after the
    // run; with it, every 10-20 ms of the run (a loaded machine may take fewer turns, never one).
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    await queriesFor(database.db, 300);
    running = false;
    expect(turns).toBeGreaterThanOrEqual(3);
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
