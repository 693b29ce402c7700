// Test databases: PGlite from a migrated, seeded snapshot (made once by global-setup), and PostgreSQL in
// a fresh schema when TEST_DATABASE_URL is set. Suites run the same cases on every available engine.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import { SNAPSHOT_PATH } from './snapshot-path';

export type Engine = 'pglite' | 'postgres';

export const engines: Engine[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_HOSTS = ['localhost', '127.0.0.1'] as const;

// Kysely's migrator first lists every table of the database (all schemas), which fails with "column …
// does not exist" when another suite's migration alters a table at that moment. The suites of one run share
// the database, so their schema changes (migrations, drops) take turns under one advisory lock.
const SCHEMA_CHANGE_LOCK = 72_617_001;

async function takingTurns<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
}

export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const dump = new Blob([readFileSync(SNAPSHOT_PATH)]);
    return openDatabase({ pgliteDir: 'memory://', loadDataDir: dump });
  }
  const url = process.env['TEST_DATABASE_URL'] as string;
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url, schema });
  await takingTurns(url, () => migrateToLatest(handle.db, schema));
  await seed(handle.db, TEST_HOSTS);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await takingTurns(url, async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      });
    },
  };
}
