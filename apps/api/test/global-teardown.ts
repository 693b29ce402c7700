// After the last suite: this run's PostgreSQL databases that a suite could not drop at its end (a session still
// open then), its template and its PGlite dump go. Another run's are not touched (snapshot-path.ts).
import { rmSync } from 'node:fs';
import pg from 'pg';
import { runDatabasePrefix, snapshotPath } from './snapshot-path';

export default async function globalTeardown(): Promise<void> {
  rmSync(snapshotPath(), { force: true });
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [runDatabasePrefix()],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
