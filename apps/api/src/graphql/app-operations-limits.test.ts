// Every operation the apps are built with stays within the request limits (request-limits.ts) as urql sends it,
// with __typename in every selection: a fragment that grows past the cost limit would otherwise fail only in the
// browser, with request.tooComplex on a page that used to load. Customer operations go by their persisted id, as
// the apps send them (codegen put __typename in them already).
import persisted from '@sabai/graphql/persisted-documents.json';
import * as staff from '@sabai/graphql/staff';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import { staffGql } from '../../test/staff-client';
import { startTestServer, type TestServer } from '../../test/test-server';

const withTypenames = (document: DocumentNode) =>
  print(
    visit(document, {
      SelectionSet: (node, _key, parent) =>
        parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION
          ? undefined
          : {
              ...node,
              selections: [
                ...node.selections,
                { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
              ],
            },
    }),
  );

const documentsOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(
      ([name, value]) =>
        name.endsWith('Document') && typeof value === 'object' && value !== null && 'definitions' in value,
    )
    .map(([name, value]) => [name, withTypenames(value as DocumentNode)] as const);

describe('the apps’ operations and the request limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each(documentsOf(staff))('the staff operation %s is not too complex', async (_name, query) => {
    const { body } = await staffGql(server, query, {});
    expect(body.errors?.map((e) => e.extensions?.['code']) ?? []).not.toContain('request.tooComplex');
  });

  it.each(Object.entries(persisted).map(([id, text]) => [/^\w+ (\w+)/.exec(text)?.[1] ?? id, id] as const))(
    'the customer operation %s is not too complex',
    async (_name, documentId) => {
      const payload = { extensions: { persistedQuery: { version: 1, sha256Hash: documentId } } };
      const response = await server.app.inject({ method: 'POST', url: '/graphql', payload });
      const body = response.json() as { errors?: { extensions?: Record<string, unknown> }[] };
      expect(body.errors?.map((e) => e.extensions?.['code']) ?? []).not.toContain('request.tooComplex');
      expect(body.errors?.map((e) => e.extensions?.['code']) ?? []).not.toContain('request.unknownOperation');
    },
  );
});
