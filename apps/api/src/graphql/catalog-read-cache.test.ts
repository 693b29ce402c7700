// Anonymous catalogue reads kept whole (docs/architecture.md, Caching): only queries of `branches` and `products`
// by a caller without a session or a kiosk credential are kept, per host, language and variables; a catalogue
// change announced as admin announces it shows at once, and an answer with errors is never kept.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { CatalogReadCache } from './catalog-read-cache';

const BRANCHES = '{ branches { id name } }';
const PRODUCTS = 'query ($b: ID!) { products(branch: $b) { id name price } }';

const request = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  ({
    method,
    body,
    protocol: 'http',
    headers: { host: 'localhost', ...headers },
  }) as unknown as FastifyRequest;

describe('which requests are kept', () => {
  const cache = new CatalogReadCache();

  it('keeps anonymous catalogue queries, per language, host and variables', () => {
    const th = cache.keyOf(request({ query: BRANCHES }, { 'accept-language': 'th' }));
    const en = cache.keyOf(request({ query: BRANCHES }, { 'accept-language': 'en' }));
    expect(th).not.toBeNull();
    expect(en).not.toBe(th);
    expect(cache.keyOf(request({ query: BRANCHES }, { host: '127.0.0.1' }))).not.toBe(
      cache.keyOf(request({ query: BRANCHES })),
    );
    const asuk = cache.keyOf(request({ query: PRODUCTS, variables: { b: 'yuzen-asok' } }));
    const sukhumvit = cache.keyOf(request({ query: PRODUCTS, variables: { b: 'yuzen-sukhumvit' } }));
    expect(asuk).not.toBeNull();
    expect(asuk).not.toBe(sukhumvit);
  });

  it.each([
    ['a member', { query: BRANCHES }, { cookie: 'isbs_auth_token=abc' }],
    ['a Bearer token', { query: BRANCHES }, { authorization: 'Bearer abc' }],
    ['a kiosk', { query: BRANCHES }, { cookie: 'sabai_kiosk=abc' }],
    ['another root field', { query: '{ branches { id } brand { id } }' }, {}],
    ['a mutation', { query: 'mutation { track(event: "x") { status } }' }, {}],
    ['a fragment at the root', { query: '{ ...F } fragment F on Query { branches { id } }' }, {}],
    ['two operations', { query: `${BRANCHES} query B { branches { id } }` }, {}],
    ['a broken document', { query: '{ branches { id ' }, {}],
    ['no document', { variables: {} }, {}],
  ])('not %s', (_what, body, headers) => {
    expect(cache.keyOf(request(body, headers))).toBeNull();
  });

  it('never keeps an answer with errors or another status', () => {
    cache.set('a', { status: 200, headers: [], body: '{"errors":[{"message":"no"}]}' });
    cache.set('b', { status: 400, headers: [], body: '{"data":null}' });
    cache.set('c', { status: 200, headers: [], body: '{"data":{"branches":[]}}' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.body]).toEqual([
      undefined,
      undefined,
      '{"data":{"branches":[]}}',
    ]);
  });
});

describe.each(oneEngine)('kept catalogue answers on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const names = async () =>
    (await server.graphql<{ branches: { id: string; name: string }[] }>(BRANCHES)).body.data?.branches.find(
      (b) => b.id === 'yuzen-sukhumvit',
    )?.name;

  it('answers from memory until the catalogue changes, then shows the change at once', async () => {
    const before = await names();
    // Changed behind the server's back: the kept answer stands (within its few seconds).
    await sql`update branches set name = jsonb_set(name, '{en}', '"Sukhumvit renamed"') where id = 'yuzen-sukhumvit'`.execute(
      server.database.db,
    );
    expect(await names()).toBe(before);
    // Announced as an edit in admin announces it: the next answer is new.
    await sql`select pg_notify('sabai_catalog', 'yuzen')`.execute(server.database.db);
    for (let i = 0; i < 50 && (await names()) === before; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await names()).toBe('Sukhumvit renamed');
  });
});
