// Operations (docs/architecture.md, Operations): /health and /ready tell apart "up" and "can take traffic",
// and /metrics reports requests by route and GraphQL operation and the business gauges, with no personal data.
import { sql } from 'kysely';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const PREBOOK = `mutation Hold($input: PrebookInput!) { prebook(input: $input) { booking_id } }`;

describe.each(engines)('health and metrics on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers: { host: 'localhost', ...headers } });

  it('answers /health and /ready while it can take traffic', async () => {
    expect((await get('/health')).json()).toMatchObject({ status: 'up' });
    expect((await get('/ready')).json()).toEqual({ status: 'ok', database: engine });
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('counts requests by route and operation, and reads holds and payments from the database', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: PREBOOK,
        operationName: 'Hold',
        variables: {
          input: {
            guest_count: 1,
            branch_id: 'yuzen-sukhumvit',
            date_time: `${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)} 11:00:00`,
            treatments: JSON.stringify([
              { no: 1, name: 'Somsri Private', treatments: ['yu-locker-set', 'yu-thai-60'] },
            ]),
            contact_name: 'Somsri Private',
            contact_email: 'somsri.private@example.com',
          },
        },
      }),
    });
    expect(answer.json()).not.toHaveProperty('errors');
    await get('/api/kiosk/device');
    const metrics = await get('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(text).toMatch(
      /sabai_http_request_duration_seconds_count\{method="POST",route="\/graphql",operation="Hold",status="2xx"\} 1/,
    );
    expect(text).toMatch(
      /sabai_http_request_duration_seconds_count\{method="GET",route="\/api\/kiosk\/device"/,
    );
    expect(text).toMatch(/^sabai_holds_live [1-9]\d*$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    if (engine === 'postgres') expect(text).toMatch(/^sabai_db_pool_total \d+$/m);
    // Nothing of the customer: not the name, not the e-mail, not a booking id.
    expect(text).not.toMatch(/Somsri|somsri|@example\.com/);
  });

  it('keeps operation names bounded: an invented one is not a label of its own once many were seen', async () => {
    for (let i = 0; i < 205; i += 1)
      await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ query: '{ __typename }', operationName: `Made${i}` }),
      });
    const text = (await get('/metrics')).body;
    expect(text).toContain('operation="other"');
    expect(text).not.toContain('operation="Made204"');
  });
});

describe.each(engines)('the job queue on /metrics on %s', (engine) => {
  it('reports the jobs waiting in each queue', async () => {
    const server = await startTestServer(engine, { runJobs: true });
    try {
      const db = server.database.db;
      const queue = await sql<{ name: string }>`select name from pgboss.queue
        where name not like '%-dead' order by name limit 1`.execute(db);
      const name = queue.rows[0]!.name;
      // Two jobs due in an hour: waiting, and no worker takes them during the test.
      await sql`insert into pgboss.job (name, data, start_after)
        select ${name}, '{}'::jsonb, now() + interval '1 hour' from generate_series(1, 2)`.execute(db);
      const text = (await server.app.inject({ url: '/metrics', headers: { host: 'localhost' } })).body;
      const waiting = text.match(new RegExp(`^sabai_jobs\\{queue="${name}",state="created"\\} (\\d+)$`, 'm'));
      expect(Number(waiting?.[1])).toBeGreaterThanOrEqual(2);
    } finally {
      await server.close();
    }
  });
});

describe('metrics behind a token', () => {
  it('answers only the token, and is absent in production without one', async () => {
    const guarded = await startTestServer('pglite', { metricsToken: 'scrape-secret', production: false });
    try {
      const refused = await guarded.app.inject({ url: '/metrics', headers: { host: 'localhost' } });
      expect(refused.statusCode).toBe(401);
      const allowed = await guarded.app.inject({
        url: '/metrics',
        headers: { host: 'localhost', authorization: 'Bearer scrape-secret' },
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
    const production = await startTestServer('pglite', { metricsToken: undefined, production: true });
    try {
      expect(
        (await production.app.inject({ url: '/metrics', headers: { host: 'localhost' } })).statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});
