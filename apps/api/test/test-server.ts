import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { buildServer } from '../src/server';
import { openTestDatabase, type Engine } from './test-database';

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

export async function startTestServer(engine: Engine, overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await openTestDatabase(engine);
  const config = {
    ...loadConfig({}),
    appsDir: '/nonexistent',
    brandAssetsDir: path.join(__dirname, '../assets/brands'),
    ...overrides,
  };
  const app = await buildServer({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
    graphql: async (query, variables = {}, { host = 'localhost', locale = 'en' } = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host, 'accept-language': locale, 'content-type': 'application/json' },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
