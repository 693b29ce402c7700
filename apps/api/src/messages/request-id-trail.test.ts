// A message leads back to the request that wrote it (docs/architecture.md, Operations): the outbox row names the
// request's id, the relay hands it to the delivery job, and a job that fails reports it with its own id.
import { sql } from 'kysely';
import { GOLD } from '../../test/auth-client';
import { engines, oneEngine, openTestDatabase } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { JobQueue } from '../jobs/job-queue';
import { DELIVER_MESSAGE } from './deliver-message.job';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('the request behind a message on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { runJobs: true });
  });
  afterAll(() => server.close());

  it('is named by the outbox row a request wrote and by the job that delivers it', async () => {
    const db = server.database.db;
    const asked = await server.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      headers: { host: 'localhost', 'content-type': 'application/json', 'x-request-id': 'req-trail-1' },
      payload: JSON.stringify({ username: GOLD.phone }),
    });
    expect(asked.statusCode).toBe(200);
    const row = await db
      .selectFrom('outbox')
      .select(['id', 'request_id'])
      .where('recipient', '=', GOLD.phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.request_id).toBe('req-trail-1');

    // The relay runs on the outbox's notify; pg-boss keeps a completed job's data.
    let data: { id?: unknown; requestId?: unknown } | undefined;
    for (let waited = 0; !data && waited < 15_000; waited += 100) {
      const jobs = await sql<{ data: { id?: unknown; requestId?: unknown } }>`select data from pgboss.job
        where name = ${DELIVER_MESSAGE} and data->>'id' = ${String(row.id)}`.execute(db);
      data = jobs.rows[0]?.data;
      if (!data) await pause(100);
    }
    // bigserial: PGlite reads it as a number, pg as text.
    expect({ ...data, id: String(data?.id) }).toEqual({ id: String(row.id), requestId: 'req-trail-1' });
  });

  it('is not invented for a message no request wrote', async () => {
    const db = server.database.db;
    await db
      .insertInto('outbox')
      .values({ channel: 'sms', recipient: '0800000001', subject: '', body: 'from a job', sent_at: null })
      .execute();
    const row = await db
      .selectFrom('outbox')
      .select('request_id')
      .where('recipient', '=', '0800000001')
      .executeTakeFirstOrThrow();
    expect(row.request_id).toBeNull();
  });
});

describe.each(oneEngine)('a failing job on %s', (engine) => {
  it('is reported with its id and the request behind it', async () => {
    const database = await openTestDatabase(engine);
    const failures: { queue: string; job: { id: string; requestId: string | undefined } | undefined }[] = [];
    const queue = await JobQueue.start({
      db: database.db,
      jobs: [
        {
          name: 'test-failing',
          run: async () => {
            throw new Error('provider down');
          },
        },
      ],
      pollSec: 0.5,
      tickMs: 0,
      listen: async () => async () => undefined,
      onError: (_error, name, job) => failures.push({ queue: name, job }),
    });
    try {
      await queue.sendIn(database.db, 'test-failing', { requestId: 'req-trail-2' });
      queue.wake('test-failing');
      for (let waited = 0; failures.length === 0 && waited < 10_000; waited += 50) await pause(50);
      expect(failures[0]).toEqual({
        queue: 'test-failing',
        job: { id: expect.any(String), requestId: 'req-trail-2' },
      });
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});
