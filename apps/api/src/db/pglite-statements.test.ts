// Queries on PGlite run as named prepared statements: the same answers as PGlite's own query, each SQL text
// parsed once, statements forgotten after a schema change, errors that leave the connection usable.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { lockBetweenConnections, PGliteDialect } from './pglite-dialect';
import { PreparedStatements } from './pglite-statements';

const DATE_OID = 1082;

/** A new `stay` table; through the dialect, so every statement prepared before is forgotten. */
async function newTable(db: Kysely<Record<string, never>>) {
  await sql`drop table if exists stay`.execute(db);
  await sql`create table stay (id int primary key, guest text, nights int[], details jsonb, day date,
    paid numeric(10, 2), visits bigint, photo bytea, member boolean, at timestamptz)`.execute(db);
}

/** Prepared statements of this session whose text starts with `prefix`, with how often each was run. */
async function preparedLike(client: PGlite, prefix: string) {
  const { rows } = await client.query<{ runs: number }>(
    `select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like $1`,
    [`${prefix}%`],
  );
  return rows;
}

describe('queries on PGlite as prepared statements', () => {
  let client: PGlite;
  let db: Kysely<Record<string, never>>;

  // One engine for the file: starting one costs seconds.
  beforeAll(async () => {
    client = await PGlite.create({ parsers: { [DATE_OID]: (value: string) => value } });
    db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(client) });
  });

  beforeEach(async () => {
    await newTable(db);
  });

  afterAll(async () => {
    await client.close();
  });

  it('answers as PGlite its own query does, for every kind of value', async () => {
    const values = [
      1,
      "O'Brien",
      [1, 2, 3],
      { room: 'onsen', extras: ['towel'] },
      '2026-12-01',
      '1250.50',
      '9007199254740993',
      new Uint8Array([0, 1, 255]),
      true,
      new Date('2026-11-28T04:00:00Z'),
    ];
    const insert = `insert into stay values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
    const prepared = new PreparedStatements(client);
    const inserted = await prepared.run(insert, values);
    expect(inserted.affectedRows).toBe(1);
    const select = 'select * from stay where id = $1';
    const ours = await prepared.run(select, [1]);
    const theirs = await client.query(select, [1]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toMatchObject({
      guest: "O'Brien",
      nights: [1, 2, 3],
      day: '2026-12-01',
      member: true,
    });
    const updated = await prepared.run('update stay set guest = $1 where id = $2', [null, 1]);
    expect(updated.affectedRows).toBe(1);
    expect((await prepared.run<{ guest: string | null }>(select, [1])).rows[0]?.guest).toBeNull();
  });

  it('parses a SQL text once and runs it again under its name', async () => {
    for (const id of [1, 2, 3]) await sql`insert into stay (id) values (${id})`.execute(db);
    const runs = await preparedLike(client, 'insert into stay (id)');
    expect(runs).toEqual([{ runs: 3 }]);
  });

  it('forgets its statements after a schema change, so a changed table answers with its new columns', async () => {
    await sql`insert into stay (id, guest) values (${1}, ${'Mali'})`.execute(db);
    const before = await db.selectFrom('stay').selectAll().execute();
    expect(before[0]).not.toHaveProperty('room');
    await db.schema.alterTable('stay').addColumn('room', 'text').execute();
    const after = await db.selectFrom('stay').selectAll().execute();
    expect(after[0]).toHaveProperty('room', null);
  });

  it('throws the database error with its code and stays usable, also after a failed transaction', async () => {
    await sql`insert into stay (id) values (${1})`.execute(db);
    const duplicate = sql`insert into stay (id) values (${1})`.execute(db);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    const inTransaction = db.transaction().execute(async (trx) => {
      await sql`insert into stay (id) values (${2})`.execute(trx);
      await sql`insert into stay (id) values (${1})`.execute(trx);
    });
    await expect(inTransaction).rejects.toMatchObject({ code: '23505' });
    const rows = await sql<{ id: number }>`select id from stay order by id`.execute(db);
    expect(rows.rows).toEqual([{ id: 1 }]);
  });

  it('keeps at most 500 statements, letting the least recently used go', async () => {
    const prepared = new PreparedStatements(client);
    for (let i = 0; i < 510; i++) await prepared.run(`select ${i} as n`, []);
    // Only this instance's statements have that shape.
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement like 'select % as n'`,
    );
    expect(rows[0]?.n).toBe(500);
    expect((await prepared.run<{ n: number }>('select 3 as n', [])).rows).toEqual([{ n: 3 }]);
  });

  it('does not send a lock between connections, which one connection never needs', async () => {
    const lock = sql<{ locked: number }>`select 1 as locked from pg_advisory_xact_lock(${7})`;
    const answer = await db.executeQuery(lockBetweenConnections(lock.compile(db)));
    expect(answer.rows).toEqual([]);
  });
});
