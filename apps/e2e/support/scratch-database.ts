// A fresh PostgreSQL database beside TEST_DATABASE_URL for a suite that starts its own server processes.
import pg from 'pg';

/** Drops and creates `name` on the server of adminUrl; answers the new database's URL. */
export async function scratchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
