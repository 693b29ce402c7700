// The PostgreSQL test databases that a suite could not drop at its end (a session still open then) go now, after
// the last suite; the template stays for the next run to replace.
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'sabai\\_test\\_%' and datname <> 'sabai_test_template'`,
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
