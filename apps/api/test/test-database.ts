// Test databases: PGlite from a migrated, seeded snapshot (made once by global-setup), and PostgreSQL as a copy of
// the template database global-setup made, when TEST_DATABASE_URL is set. Suites about money and places run the
// same cases on every available engine; those about access and settings on one (`oneEngine`).
import pg from 'pg';
import { dumpBlob } from '../src/db/bytes-blob';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { runDatabasePrefix, snapshotPath, templateDatabase } from './snapshot-path';

export type Engine = 'pglite' | 'postgres';

/**
 * Every engine the machine offers (PostgreSQL when TEST_DATABASE_URL is set): for suites about money, places,
 * orders, messages, jobs, limits and data, where locking, a pool's several connections and PostgreSQL's types
 * can make the engines differ.
 */
export const engines: Engine[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

/**
 * One engine: PostgreSQL when the machine has it, else the embedded default. For suites about who may do what and
 * about settings kept for screens, whose SQL is plain reads and writes that the two engines answer alike. A suite
 * opens a PostgreSQL copy in about 0.3 s against 1.5 s for PGlite from its snapshot (docs/decisions.md, "Which
 * suites run on PostgreSQL").
 */
export const oneEngine: Engine[] = process.env['TEST_DATABASE_URL'] ? ['postgres'] : ['pglite'];

export const TEST_HOSTS = ['localhost', '127.0.0.1'] as const;

/** Each PostgreSQL test database's address, for a second server on the same database. */
const postgresUrls = new WeakMap<DatabaseHandle, string>();

export function postgresUrlOf(handle: DatabaseHandle): string {
  const url = postgresUrls.get(handle);
  if (!url) throw new Error('not a PostgreSQL test database');
  return url;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    return openDatabase({ pgliteDir: 'memory://', loadDataDir: dumpBlob(snapshotPath()) });
  }
  // A copy of the template that global-setup migrated and seeded: a database of the suite's own.
  const url = process.env['TEST_DATABASE_URL'] as string;
  const name = `${runDatabasePrefix()}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(url, (client) => client.query(`create database ${name} template ${templateDatabase()}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: own.toString() });
  const tested: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      // Not forced: a session the suite left behind would be cut off mid-test. PostgreSQL waits a few seconds for
      // closing sessions; a database still in use then is dropped by global-teardown, after the last suite.
      await onServer(url, (client) => client.query(`drop database ${name}`)).catch(() => undefined);
    },
  };
  postgresUrls.set(tested, own.toString());
  return tested;
}
