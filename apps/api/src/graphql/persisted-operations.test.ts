// Persisted operations (docs/architecture.md, Persisted operations): in production /graphql answers the apps'
// documents by their id alone and refuses any document sent whole, or an unknown hash, with a coded error;
// elsewhere it takes both. The catalogue's kept answers follow the same rule.
import persisted from '@sabai/graphql/persisted-documents.json';
import { BranchesDocument, CurrentBrandDocument } from '@sabai/graphql';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const hashOf = (document: object) => (document as { documentId: string }).documentId;
const byHash = (hash: string, variables: object = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

describe.each(oneEngine)('persisted operations on %s', (engine) => {
  let production: TestServer;
  let development: TestServer;
  const post = async (server: TestServer, payload: object) => {
    const response = await server.app.inject({ method: 'POST', url: '/graphql', payload });
    return { status: response.statusCode, body: response.json() as Record<string, never> };
  };
  const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
    body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    production = await startTestServer(engine, { arbitraryOperations: false });
    development = await startTestServer(engine);
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it('lists every customer document under the hash the apps send', () => {
    for (const document of [BranchesDocument, CurrentBrandDocument])
      expect(persisted[hashOf(document) as keyof typeof persisted]).toMatch(/^query /);
  });

  it('answers the apps’ documents by hash alone, in production as elsewhere', async () => {
    for (const server of [production, development]) {
      const brand = await post(server, byHash(hashOf(CurrentBrandDocument)));
      expect(brand.status).toBe(200);
      expect(brand.body).toMatchObject({ data: { brand: { id: 'yuzen' } } });
      // Twice, the second from the catalogue's kept answers: the same.
      const first = await post(server, byHash(hashOf(BranchesDocument)));
      const second = await post(server, byHash(hashOf(BranchesDocument)));
      expect(first.body).toMatchObject({ data: { branches: expect.any(Array) } });
      expect(second.body).toEqual(first.body);
    }
  });

  it('refuses a document sent whole in production, with a code, even a catalogue read', async () => {
    for (const query of ['{ branches { id } }', '{ brand { id } }']) {
      const refused = await post(production, { query });
      expect(refused.status).toBeLessThan(500);
      expect(codeOf(refused.body)).toBe('request.persistedOnly');
      expect(refused.body['data']).toBeUndefined();
      expect((await post(development, { query })).body).toHaveProperty('data');
    }
  });

  it('refuses an unknown hash with a code, everywhere', async () => {
    for (const server of [production, development])
      for (const hash of ['sha256:0000', 'nothing', `${hashOf(BranchesDocument)}x`]) {
        const refused = await post(server, byHash(hash));
        expect(refused.status).toBeLessThan(500);
        expect(codeOf(refused.body)).toBe('request.unknownOperation');
      }
  });
});
