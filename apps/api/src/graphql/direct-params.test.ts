// The direct lane (docs/architecture.md, The GraphQL pipeline) answers exactly what Yoga's HTTP layer would: the
// same requests, sent to a server with it and to one without it (GRAPHQL_DIRECT=off), get the same status,
// content type and body, for the apps' documents and for generated bad ones.
import { OrderSummaryDocument } from '@sabai/graphql';
import fc from 'fast-check';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { answerDirectly, directParams, regularMediaType } from './direct-params';

const summaryHash = (OrderSummaryDocument as unknown as { documentId: string }).documentId;
const byHash = (hash: string, variables: object = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});
const bangkokDate = (days: number) =>
  new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const summaryInput = (overrides: object = {}) => ({
  input: {
    branch_id: 'yuzen-sukhumvit',
    datetime: `${bangkokDate(2)} 14:00:00`,
    treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
    ...overrides,
  },
});
const URQL_ACCEPT =
  'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';

describe.each(oneEngine)('the direct lane on %s', (engine) => {
  let direct: TestServer;
  let throughYoga: TestServer;
  let production: TestServer;
  let productionThroughYoga: TestServer;
  beforeAll(async () => {
    direct = await startTestServer(engine);
    throughYoga = await startTestServer(engine, { graphqlDirect: false });
    production = await startTestServer(engine, { arbitraryOperations: false });
    productionThroughYoga = await startTestServer(engine, {
      arbitraryOperations: false,
      graphqlDirect: false,
    });
  });
  afterAll(async () => {
    for (const server of [direct, throughYoga, production, productionThroughYoga]) await server.close();
  });

  const answer = async (server: TestServer, payload: unknown, accept?: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(accept === undefined ? {} : { accept }) },
      payload: JSON.stringify(payload),
    });
    // Every header but those that differ between any two answers.
    const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
    return { status: response.statusCode, headers, body: response.body };
  };
  const expectSameAnswer = async (
    payload: unknown,
    accept?: string,
    [ours, yogas] = [direct, throughYoga],
  ) => {
    const [lane, whole] = await Promise.all([answer(ours, payload, accept), answer(yogas, payload, accept)]);
    expect(lane).toEqual(whole);
    expect(lane.status).toBeLessThan(500);
    return lane;
  };

  it.each([
    ['the app’s summary by hash', byHash(summaryHash, summaryInput())],
    ['a summary sent whole', { query: '{ brand { id name } }' }],
    ['an unknown branch (an AppError)', byHash(summaryHash, summaryInput({ branch_id: 'nowhere' }))],
    ['a date that does not exist', byHash(summaryHash, summaryInput({ datetime: '2030-02-31 10:00:00' }))],
    ['a variable of the wrong type', byHash(summaryHash, { input: 5 })],
    ['a missing variable', byHash(summaryHash)],
    ['a syntax error', { query: '{ brand { id ' }],
    ['an unknown field', { query: '{ brand { nope } }' }],
    ['a document too deep', { query: `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }` }],
    [
      'an operation name that is not in the document',
      { query: 'query A { brand { id } }', operationName: 'B' },
    ],
    ['two operations and no name', { query: 'query A { brand { id } } query B { brand { id } }' }],
    ['a mutation refused by its input', { query: 'mutation { releaseHold(id: "x", token: "y") { state } }' }],
    ['an unknown persisted id', byHash('sha256:0000')],
    ['an id and a document at once', { ...byHash(summaryHash), query: '{ brand { id } }' }],
    ['no document at all', { variables: {} }],
    ['an empty document', { query: '' }],
    ['a parameter Yoga does not know', { query: '{ brand { id } }', other: 1 }],
    ['variables that are a list', { query: '{ brand { id } }', variables: [1] }],
    ['a batch', [{ query: '{ brand { id } }' }]],
    ['a body that is not an object', 'query'],
  ])('answers %s as Yoga does', async (_, payload) => {
    await expectSameAnswer(payload);
  });

  it.each([
    ['the app’s summary by hash', byHash(summaryHash, summaryInput())],
    ['an unknown branch', byHash(summaryHash, summaryInput({ branch_id: 'nowhere' }))],
    ['a document sent whole', { query: '{ brand { id } }' }],
    ['an id and a document at once', { ...byHash(summaryHash), query: '{ brand { id } }' }],
    ['an unknown persisted id', byHash('sha256:0000')],
  ])('answers %s as Yoga does in production', async (_, payload) => {
    await expectSameAnswer(payload, undefined, [production, productionThroughYoga]);
  });

  it.each([
    undefined,
    '*/*',
    'application/json',
    'application/graphql-response+json',
    URQL_ACCEPT,
    'application/json, application/graphql-response+json',
    'application/*',
    'application/json; charset=latin1, application/graphql-response+json',
    'text/event-stream',
    'multipart/mixed',
    'text/html',
  ])('answers in the type Yoga chooses for Accept: %s', async (accept) => {
    await expectSameAnswer(byHash(summaryHash, summaryInput()), accept);
    await expectSameAnswer(byHash(summaryHash, summaryInput({ branch_id: 'nowhere' })), accept);
  });

  it('answers generated bad input and Accept headers as Yoga does', async () => {
    const mediaType = fc.constantFrom(
      '*/*',
      'application/json',
      'application/graphql-response+json',
      'application/*',
      'text/event-stream',
      'multipart/mixed',
      'text/plain',
    );
    const accept = fc.option(
      fc
        .array(fc.tuple(mediaType, fc.constantFrom('', ';charset=utf-8', '; charset=latin1', ';q=0.5')), {
          maxLength: 3,
        })
        .map((parts) => parts.map(([type, param]) => type + param).join(', ')),
      { nil: undefined },
    );
    const input = fc.record(
      {
        branch_id: fc.oneof(fc.constantFrom('yuzen-sukhumvit', 'nowhere'), fc.anything()),
        datetime: fc.oneof(fc.constant(`${bangkokDate(2)} 14:00:00`), fc.string(), fc.anything()),
        treatments: fc.oneof(fc.constant('[{"no":1,"treatments":["yu-thai-60"]}]'), fc.json(), fc.anything()),
        promo_code: fc.oneof(fc.string(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(input, accept, async (generated, acceptHeader) => {
        await expectSameAnswer(byHash(summaryHash, { input: generated }), acceptHeader);
      }),
      { numRuns: 60 },
    );
  });
});

describe('which requests go straight to the GraphQL steps', () => {
  const request = (body: unknown, contentType = 'application/json', method = 'POST') =>
    ({ method, body, headers: { 'content-type': contentType } }) as unknown as FastifyRequest;

  it('takes one operation’s JSON parameters, and a document sent whole only where those are answered', () => {
    expect(directParams(request(byHash(summaryHash)), false)).not.toBeNull();
    expect(directParams(request({ query: '{ brand { id } }' }), true)).not.toBeNull();
    expect(directParams(request({ query: '{ brand { id } }' }), false)).toBeNull();
  });

  it('leaves to Yoga what it answers before its GraphQL steps', () => {
    for (const leftToYoga of [
      request(byHash('sha256:0000')),
      request({ query: 1 }),
      request({ query: '{ brand { id } }', variables: 'x' }),
      request({ query: '{ brand { id } }', extra: true }),
      request([{ query: '{ brand { id } }' }]),
      request({ query: '{ brand { id } }' }, 'text/plain'),
      request({ query: '{ brand { id } }' }, 'application/json', 'GET'),
    ])
      expect(directParams(leftToYoga, true)).toBeNull();
  });

  it('answers in Yoga’s regular types only', () => {
    expect(regularMediaType(undefined)).toBe('application/json');
    expect(regularMediaType(URQL_ACCEPT)).toBe('application/graphql-response+json');
    expect(regularMediaType('text/event-stream')).toBeNull();
  });
});

describe('a step that fails outside the operation', () => {
  const serverContext = () => ({
    req: { url: '/graphql', headers: {} } as unknown as FastifyRequest,
    reply: {} as FastifyReply,
  });
  const yogaThat = (getResultForParams: (payload: unknown, context: object) => Promise<unknown>) =>
    ({ getResultForParams, fetchAPI: { Response } }) as unknown as Parameters<typeof answerDirectly>[0];

  it('leaves a refusal before the operation ran to Yoga’s whole way', async () => {
    const faults: unknown[] = [];
    const refused = yogaThat(async () => {
      throw new GraphQLError('Unknown operation');
    });
    const params = { query: '{ brand { id } }' };
    expect(
      await answerDirectly(refused, params, 'application/json', serverContext(), (e) => faults.push(e)),
    ).toBeNull();
    expect(faults).toEqual([]);
  });

  it('answers a fault after the operation ran as Yoga masks it, and reports it', async () => {
    const faults: unknown[] = [];
    const failed = yogaThat(async (_payload, context) => {
      Object.assign(context, { params: {} });
      throw new Error('connection lost at 10.0.0.5');
    });
    const params = { query: '{ brand { id } }' };
    const answer = await answerDirectly(failed, params, 'application/json', serverContext(), (e) =>
      faults.push(e),
    );
    expect(answer?.status).toBe(500);
    expect(answer?.body).not.toContain('10.0.0.5');
    expect(JSON.parse(answer?.body ?? '{}').errors[0].extensions.code).toBe('server.unavailable');
    expect(faults).toHaveLength(1);
  });
});
