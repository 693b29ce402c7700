// A new booking is written by the statement that counts its places (docs/decisions.md, "A new booking is written
// as its places are counted"): after the hour locks, one statement both counts the places others hold and writes
// the booking with its holds, and a rollback takes the rows away again.
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';
import { engines, openTestDatabase } from '../../test/test-database';
import { holdRows, lockCountAndInsert } from './capacity.repository';

const BRANCH = 'yuzen-sukhumvit';

/** Records the kind of every statement run through Kysely (a result per statement; sub-queries have none). */
function statementLog() {
  const kinds: string[] = [];
  const pending = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      pending.set(queryId, node.kind);
      return node as RootOperationNode;
    },
    transformResult: async ({ result, queryId }) => {
      kinds.push(pending.get(queryId) ?? 'unknown');
      return result;
    },
  };
  return { kinds, plugin };
}

describe.each(engines)('a new booking counted and written at once on %s', (engine) => {
  let database: DatabaseHandle;
  let day: string;
  const booking = (id: string) => ({
    id,
    token: `token-${id}`,
    brand_id: 'yuzen',
    branch_id: BRANCH,
    channel: 'web',
    state: 'pending' as const,
    date: day,
    time_min: 14 * 60,
    guest_count: 1,
    guests: '[]',
    locale: 'en',
    hold_expires_at: sql<Date>`now() + interval '15 minutes'`,
  });
  const massage = [{ resource: 'spa' as const, fromMin: 14 * 60, toMin: 15 * 60 }];
  const holdsOf = (id: string) => holdRows({ id, branchId: BRANCH, day }, massage);
  const heldBy = async (id: string) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from capacity_holds where booking_id = ${id}`.execute(database.db)
    ).rows[0]?.n;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const row = await sql<{ day: string }>`select to_char(current_date + 5, 'YYYY-MM-DD') as day`.execute(
      database.db,
    );
    day = row.rows[0]!.day;
    // Someone else already holds the 14:00 hour.
    const other = randomUUID();
    await database.db.transaction().execute(async (trx) => {
      await lockCountAndInsert(
        trx,
        { branchId: BRANCH, day },
        [840, 855, 870, 885],
        booking(other),
        holdsOf(other),
      );
    });
  });
  afterAll(() => database.close());

  it('counts only the places others hold, in the one statement that writes the booking and its holds', async () => {
    const { kinds, plugin } = statementLog();
    const id = randomUUID();
    const counted = await database.db
      .withPlugin(plugin)
      .transaction()
      .execute((trx) =>
        lockCountAndInsert(trx, { branchId: BRANCH, day }, [840, 855, 870, 885], booking(id), holdsOf(id)),
      );
    // The hour locks, then one statement: nothing else runs while the locks are held but the commit.
    expect(kinds).toEqual(['RawNode', 'SelectQueryNode']);
    expect(counted.used.get('spa:840')).toBe(1);
    expect(counted.used.get('spa:885')).toBe(1);
    expect(counted.capacity.spa).toBeGreaterThan(0);
    expect(counted.holdExpiresAt).toBeInstanceOf(Date);
    expect(await heldBy(id)).toBe(4);
  });

  it('leaves nothing behind when the transaction is rolled back', async () => {
    const id = randomUUID();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await lockCountAndInsert(trx, { branchId: BRANCH, day }, [840], booking(id), holdsOf(id));
        throw new Error('does not fit');
      }),
    ).rejects.toThrow('does not fit');
    expect(await heldBy(id)).toBe(0);
    const rows = await database.db.selectFrom('bookings').select('id').where('id', '=', id).execute();
    expect(rows).toEqual([]);
  });
});
