import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

describe.each(oneEngine)('HTTP edges on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { bodyLimitBytes: 2_000 });
  });
  afterAll(() => server.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('checks the database in /healthz', async () => {
    const response = await server.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });

  it.each([
    ['a malformed query', JSON.stringify({ query: '{ branches { id ' })],
    ['an unknown field', JSON.stringify({ query: '{ branches { nope } }' })],
    ['a body that is not JSON', '{"query": '],
    ['a missing query', JSON.stringify({ variables: {} })],
    [
      'a wrongly typed variable',
      JSON.stringify({
        query: 'query ($b: ID!) { products(branch: $b) { id } }',
        variables: { b: { x: 1 } },
      }),
    ],
  ])('answers a clear error, never 500, to %s', async (_, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBeLessThan(500);
    // GraphQL over HTTP: a request error is a 4xx, or a 200 carrying errors for application/json clients.
    if (response.statusCode === 200) expect(response.json().errors[0].message).toEqual(expect.any(String));
    else expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post(JSON.stringify({ query: `{ branches { id } } # ${'x'.repeat(5_000)}` }));
    expect(response.statusCode).toBe(413);
  });

  it('sends security headers', async () => {
    const response = await server.app.inject({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large responses', async () => {
    const response = await post(
      JSON.stringify({
        query: '{ branches { id name address friendly_address product_filter { name tags } } }',
      }),
      {
        'accept-encoding': 'gzip',
      },
    );
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves brand assets', async () => {
    const response = await server.app.inject({ url: '/brand-assets/yuzen.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
