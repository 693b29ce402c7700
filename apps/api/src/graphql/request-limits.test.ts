// The request limits (graphql-armor) and the code on every GraphQL error, against the real server.
import { startTestServer, type TestServer } from '../../test/test-server';
import { requestLimits } from './request-limits';

describe('GraphQL request limits and error codes', () => {
  let server: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    production = await startTestServer('pglite', { introspection: false, fieldSuggestions: false });
  });
  afterAll(async () => {
    await server.close();
    await production.close();
  });

  const codes = async (query: string, variables: Record<string, unknown> = {}, on = server) => {
    const { status, body } = await on.graphql(query, variables);
    expect(status).toBeLessThan(500);
    return (body.errors ?? []).map((e) => e.extensions?.['code']);
  };

  it.each([
    ['too many tokens', `{ ${'brand { id } '.repeat(requestLimits.maxTokens / 4)} }`],
    [
      'too deep',
      `{ ${'a { '.repeat(requestLimits.maxDepth + 2)}b${' }'.repeat(requestLimits.maxDepth + 2)} }`,
    ],
    [
      'too many directives',
      `{ brand { id ${'@include(if: true) '.repeat(requestLimits.maxDirectives + 1)} } }`,
    ],
  ])('refuses %s with request.tooComplex', async (_, query) => {
    expect(await codes(query)).toContain('request.tooComplex');
  });

  it.each([
    ['a syntax error', '{ branches { id '],
    ['an unknown field', '{ branches { nope } }'],
    ['a variable of the wrong type', 'query ($b: ID!) { products(branch: $b) { id } }'],
    ['a missing variable', 'query ($b: ID!) { products(branch: $b) { id } }'],
  ])('gives %s the code request.invalid', async (name, query) => {
    const variables = name.includes('wrong type') ? { b: { x: 1 } } : {};
    expect(await codes(query, variables)).toEqual(['request.invalid']);
  });

  it('suggests no field names in production', async () => {
    const { body } = await production.graphql('{ branche { id } }');
    expect(body.errors?.[0]?.message).not.toMatch(/did you mean/i);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('request.invalid');
    const development = await server.graphql('{ branche { id } }');
    expect(development.body.errors?.[0]?.message).toMatch(/did you mean/i);
  });

  it('suggests no field names in production even with introspection turned on', async () => {
    const open = await startTestServer('pglite', { introspection: true, fieldSuggestions: false });
    try {
      const { body } = await open.graphql('{ branche { id } }');
      expect(body.errors?.[0]?.message).not.toMatch(/did you mean/i);
    } finally {
      await open.close();
    }
  });
});
