// The server is built without its job queue, which its caller starts once the server listens (docs/decisions.md,
// "A start that does only what is needed"): the server answers while pg-boss starts its workers; a queue that
// cannot start is reported to the caller, and the server still closes.
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../config';
import { openTestDatabase, postgresUrlOf } from '../../test/test-database';
import { buildServer } from '../server';
import { startJobs } from './start-jobs';

const config = {
  ...loadConfig({}),
  appsDir: '/nonexistent',
  brandAssetsDir: 'apps/api/assets/brands',
  runJobs: true,
};

const postgres = process.env['TEST_DATABASE_URL'] ? it : it.skip;

// Another session holds pg-boss's queue table, so the queue cannot start until it lets go.
postgres('answers /ready while its job queue is still starting', async () => {
  const database = await openTestDatabase('postgres');
  const other = new pg.Client({ connectionString: postgresUrlOf(database) });
  await other.connect();
  await other.query('begin');
  await other.query('lock table pgboss.queue in access exclusive mode');
  let started = false;
  const app = await buildServer({ config, database, logger: false });
  try {
    await app.ready();
    const starting = startJobs(app).then(() => (started = true));
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(started).toBe(false);
    await other.query('commit');
    await starting;
    expect(started).toBe(true);
  } finally {
    await other.end();
    await app.close();
    await database.close();
  }
});

it('reports a queue that cannot start, and still closes', async () => {
  const database = await openTestDatabase('pglite');
  await sql`drop schema pgboss cascade`.execute(database.db);
  const app = await buildServer({ config, database, logger: false });
  try {
    await expect(startJobs(app)).rejects.toThrow(/not installed/);
  } finally {
    await app.close();
    await database.close();
  }
});

it('starts no queue for a server that has closed', async () => {
  const database = await openTestDatabase('pglite');
  const app = await buildServer({ config, database, logger: false });
  await app.close();
  try {
    // The database's pg-boss schema is gone, so a queue that tried to start would throw.
    await sql`drop schema pgboss cascade`.execute(database.db);
    await expect(startJobs(app)).resolves.toBeUndefined();
  } finally {
    await database.close();
  }
});
