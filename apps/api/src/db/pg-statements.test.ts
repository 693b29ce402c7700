// Named prepared statements on PostgreSQL (docs/decisions.md, "Queries on PostgreSQL are prepared once per
// connection"): a data statement is parsed once per connection, and one whose result columns a migration in
// another process could change (`*`) is never kept, so a rolling upgrade that adds a column breaks nothing.
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { preparable } from './pg-statements';
import { engines, openTestDatabase, postgresUrlOf } from '../../test/test-database';

describe('which statements are kept prepared', () => {
  it('keeps data statements with a fixed list of columns', () => {
    expect(preparable('select "id" from "branches" where "id" = $1')).toBe(true);
    expect(preparable('  insert into "outbox" ("kind") values ($1) returning "id"')).toBe(true);
    expect(preparable('with "saved" as (insert into "bookings" ("id") values ($1)) select 1')).toBe(true);
    expect(preparable('select count(*) as "n" from "bookings" where "state" = $1')).toBe(true);
  });

  it('never keeps one whose columns follow the table, nor DDL', () => {
    expect(preparable('select * from "branches" where "id" = $1')).toBe(false);
    expect(preparable('select "branches".*, "images"."width" from "branches" where "id" = $1')).toBe(false);
    expect(preparable('update "bookings" set "state" = $1 returning *')).toBe(false);
    expect(preparable('alter table "branches" add column "x" int default $1')).toBe(false);
  });
});

const onPostgres = engines.includes('postgres') ? describe : describe.skip;

onPostgres('prepared statements on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  /** Runs DDL on a connection of its own, as another server process's migration would. */
  async function migrateElsewhere(ddl: string): Promise<void> {
    const other = new pg.Client({ connectionString: postgresUrlOf(database) });
    await other.connect();
    try {
      await other.query(ddl);
    } finally {
      await other.end();
    }
  }

  it('parses a statement once per connection and runs it by name after', async () => {
    await database.db.connection().execute(async (db) => {
      const query = db.selectFrom('branches').select(['id', 'spa_beds']).where('id', '=', 'yuzen-sukhumvit');
      const first = await query.execute();
      const second = await query.execute();
      expect(second).toEqual(first);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db,
      );
      expect(rows.map((row) => row.statement)).toEqual([query.compile().sql]);
    });
  });

  it('keeps answering while another process adds a column (a rolling upgrade)', async () => {
    await database.db.connection().execute(async (db) => {
      const named = () =>
        db.selectFrom('branches').select(['id', 'spa_beds']).where('id', '=', 'yuzen-sukhumvit').execute();
      const everyColumn = () =>
        db.selectFrom('branches').selectAll().where('id', '=', 'yuzen-sukhumvit').execute();
      await named();
      await everyColumn();
      await migrateElsewhere('alter table branches add column upgraded_at timestamptz');
      await expect(named()).resolves.toEqual([{ id: 'yuzen-sukhumvit', spa_beds: expect.any(Number) }]);
      const [row] = await everyColumn();
      expect(row).toHaveProperty('upgraded_at', null);
    });
  });

  it('fails a statement once when another process changes the type of a column it answers', async () => {
    await database.db.connection().execute(async (db) => {
      const beds = () =>
        db.selectFrom('branches').select(['spa_beds']).where('id', '=', 'yuzen-sukhumvit').execute();
      await beds();
      await migrateElsewhere('alter table branches alter column spa_beds type bigint');
      await expect(beds()).rejects.toMatchObject({ code: '0A000' });
      // bigint comes back as a string: the statement was planned afresh.
      await expect(beds()).resolves.toEqual([{ spa_beds: expect.any(String) }]);
    });
  });

  it('answers again after a value that could not be sent (node-postgres closes the statement)', async () => {
    await database.db.connection().execute(async (db) => {
      const echo = (value: unknown) => sql<{ v: string }>`select ${value}::text as v`.execute(db);
      await expect(echo('first')).resolves.toMatchObject({ rows: [{ v: 'first' }] });
      // JSON.stringify cannot write a BigInt: the value fails on its way out, after the statement was named.
      await expect(echo({ count: 1n })).rejects.toThrow(TypeError);
      await expect(echo('again')).resolves.toMatchObject({ rows: [{ v: 'again' }] });
    });
  });
});
