import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config';
import type { NotifyPayload } from '../src/payment/gateway';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { startJobs } from '../src/jobs/start-jobs';
import { buildServer, type ServerDeps } from '../src/server';
import { openTestDatabase, postgresUrlOf, type Engine } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
  /** POST /graphql as a browser on `host` would. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { host?: string; locale?: string },
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }>;
}

export async function startTestServer(
  engine: Engine,
  overrides: Partial<Config> = {},
  deps: Pick<ServerDeps, 'sandboxNotify' | 'clock'> = {},
): Promise<TestServer> {
  const database = await openTestDatabase(engine);
  const config = {
    ...loadConfig({}),
    appsDir: '/nonexistent',
    brandAssetsDir: path.join(__dirname, '../assets/brands'),
    // A suite's server runs no background jobs unless it is about them: their polling would slow every suite and
    // write behind its back (the jobs' own suites turn them on).
    runJobs: false,
    ...overrides,
  };
  const app = await buildServer({ config, database, logger: false, ...deps });
  await app.ready();
  await startJobs(app);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
    graphql: graphqlOn(app),
  };
}

function graphqlOn(app: FastifyInstance): TestServer['graphql'] {
  return async (query, variables = {}, { host = 'localhost', locale = 'en' } = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host, 'accept-language': locale, 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** A second server on the same PostgreSQL database with its own connection pool, as another process would be. */
export async function startSecondServer(
  first: TestServer,
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const database = await openDatabase({ databaseUrl: postgresUrlOf(first.database) });
  const config = {
    ...loadConfig({}),
    appsDir: '/nonexistent',
    brandAssetsDir: path.join(__dirname, '../assets/brands'),
    runJobs: false,
    ...overrides,
  };
  const app = await buildServer({ config, database, logger: false });
  await app.ready();
  await startJobs(app);
  return {
    ...first,
    app,
    database,
    close: async () => (await app.close(), await database.close()),
    graphql: graphqlOn(app),
  };
}

/** A server as the payment suites need it: links on localhost:3000, the sandbox's notifies handed to the test. */
export function startPaymentTestServer(engine: Engine, notifies: NotifyPayload[]): Promise<TestServer> {
  return startTestServer(
    engine,
    { publicBaseUrl: 'http://localhost:3000' },
    { sandboxNotify: async (payload) => void notifies.push(payload) },
  );
}
