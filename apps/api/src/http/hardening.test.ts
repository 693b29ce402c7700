import { startTestServer, type TestServer } from '../../test/test-server';

describe('hardening', () => {
  let server: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    production = await startTestServer('pglite', { introspection: false });
  });
  afterAll(async () => {
    await server.close();
    await production.close();
  });

  const post = (payload: string, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost:3000', ...headers },
      payload,
    });

  it('refuses a cross-site POST (CSRF) and a form-encoded one', async () => {
    const body = JSON.stringify({ query: '{ branches { id } }' });
    expect(
      (await post(body, { 'content-type': 'application/json', origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await post(body, { 'content-type': 'application/json', origin: 'null' })).statusCode).toBe(403);
    expect(
      (
        await post('query=%7B+branches+%7B+id+%7D+%7D', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).statusCode,
    ).toBe(415);
    expect((await post(body, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect(
      (await post(body, { 'content-type': 'application/json', origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
  });

  it('grants no other origin a CORS preflight or a readable answer', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        host: 'localhost:3000',
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await server.app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bbranches%7Bid%7D%7D',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['a usual query passes', '{ branches { brand { id } product_filter { id } } }', false],
    ['a nested one within the limits passes', '{ a: branches { brand { url { app } } } }', false],
    [
      'too many aliases',
      `{ ${Array.from({ length: 25 }, (_, i) => `b${i}: brand { id }`).join(' ')} }`,
      true,
    ],
    [
      'too many fields',
      `{ ${Array.from({ length: 15 }, (_, i) => `p${i}: products(branch: "yuzen-sukhumvit") { id name description duration price tags type code is_force_select is_onsen_fee is_use_oil_material is_must_after_onsen bundle { id name duration type is_onsen_fee is_use_oil_material is_must_after_onsen } }`).join(' ')} }`,
      true,
    ],
  ])('limits queries: %s', async (_, query, refused) => {
    const result = await server.graphql(query);
    if (refused) expect(result.body.errors?.[0]?.extensions?.['code']).toBe('request.tooComplex');
    else expect(result.body.errors).toBeUndefined();
  });

  it('answers introspection in development only', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await server.graphql(query)).body.errors).toBeUndefined();
    const refused = await production.graphql(query);
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
