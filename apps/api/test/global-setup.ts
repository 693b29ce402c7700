// initdb costs seconds on PGlite and migrating seconds on both engines; do it once per run, migrate and seed, and
// let every suite load the PGlite dump or copy the PostgreSQL template.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startingDump } from '../src/db/seed-snapshot';
import { seed } from '../src/seed/seed';
import { snapshotPath, startTestRun, templateDatabase } from './snapshot-path';

export default async function globalSetup(): Promise<void> {
  startTestRun();
  const handle = await openDatabase({ pgliteDir: 'memory://', forDump: true });
  await migrateToLatest(handle.db);
  await seed(handle.db, ['localhost', '127.0.0.1']);
  writeFileSync(snapshotPath(), await startingDump(handle.pglite!));
  await handle.close();
  const url = process.env['TEST_DATABASE_URL'];
  if (url) await makeTemplate(url);
}

/** A migrated, seeded database that no session holds, as `create database … template` needs. */
async function makeTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${templateDatabase()}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${templateDatabase()}`;
  const template = await openDatabase({ databaseUrl: target.toString() });
  await migrateToLatest(template.db);
  await seed(template.db, ['localhost', '127.0.0.1']);
  await template.close();
}
