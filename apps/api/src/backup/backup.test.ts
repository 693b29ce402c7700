// Backup and restore round trips (docs/operations.md, Backups): every table of a database with bookings in it comes
// back the same, row for row, on the embedded engine and on PostgreSQL; a restore refuses a place that holds data.
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpBlob } from '../db/bytes-blob';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { snapshotPath } from '../../test/snapshot-path';
import { openTestDatabase, postgresUrlOf } from '../../test/test-database';
import { backup, restore } from './backup-command';

/** Each table's rows, as one fingerprint per table: the same data gives the same map. */
async function tables(db: Kysely<Database>): Promise<Map<string, string>> {
  const names = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const prints = new Map<string, string>();
  for (const { name } of names.rows) {
    const { rows } = await sql<{ n: string; print: string | null }>`
      select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as print
      from ${sql.table(name)} t`.execute(db);
    prints.set(name, `${rows[0]?.n}:${rows[0]?.print ?? ''}`);
  }
  return prints;
}

/** A few rows beyond the seed: an audit entry and a closed date. */
async function addRows(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('branch_closed_dates')
    .values({ branch_id: 'yuzen-sukhumvit', date: '2030-04-13', note: 'Songkran' })
    .execute();
}

describe('backup and restore', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'sabai-backup-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // A data folder from the run's migrated, seeded dump, as a new server's would be.
  it('brings the embedded database back table for table, and never into a folder that holds one', async () => {
    const source = path.join(scratch, 'source');
    const handle = await openDatabase({
      pgliteDir: source,
      loadDataDir: dumpBlob(snapshotPath()),
    });
    await addRows(handle.db);
    const before = await tables(handle.db);
    await handle.close();

    const file = path.join(scratch, 'embedded.tar.gz');
    await backup({ pgliteDir: source }, file);
    const copy = path.join(scratch, 'restored');
    await restore({ pgliteDir: copy }, file);
    const restored = await openDatabase({ pgliteDir: copy });
    expect(await tables(restored.db)).toEqual(before);
    expect(before.get('branch_closed_dates')).toMatch(/^[1-9]/);
    await restored.close();

    await expect(restore({ pgliteDir: source }, file)).rejects.toThrow(/is not empty/);
    await expect(restore({ pgliteDir: copy }, path.join(scratch, 'missing.tar.gz'))).rejects.toThrow(
      /No backup/,
    );
  }, 60_000);

  const onPostgres = process.env['TEST_DATABASE_URL'] ? it : it.skip;
  onPostgres(
    'brings a PostgreSQL database back table for table, and never over one that holds data',
    async () => {
      const source = await openTestDatabase('postgres');
      await addRows(source.db);
      const before = await tables(source.db);
      const file = path.join(scratch, 'postgres.dump');
      await backup({ databaseUrl: postgresUrlOf(source), pgliteDir: '' }, file);

      const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
      await admin.connect();
      const name = `sabai_test_restore_${process.pid}`;
      await admin.query(`create database ${name}`);
      const url = new URL(process.env['TEST_DATABASE_URL'] as string);
      url.pathname = `/${name}`;
      try {
        await restore({ databaseUrl: url.toString(), pgliteDir: '' }, file);
        const restored = await openDatabase({ databaseUrl: url.toString() });
        expect(await tables(restored.db)).toEqual(before);
        await restored.close();
        await expect(restore({ databaseUrl: url.toString(), pgliteDir: '' }, file)).rejects.toThrow();
      } finally {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
        await source.close();
      }
    },
  );
});
