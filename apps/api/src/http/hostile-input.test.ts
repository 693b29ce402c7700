// Hostile and malformed input on every GraphQL operation and REST route (docs/api.md, Errors): never a server error,
// always a catalogue code, nothing of the server's insides, and a refused call changes nothing. A fixed
// seed and a bounded count here; `npm run fuzz` runs it long with a random seed (FUZZ_RUNS, FUZZ_SEED).
import fc from 'fast-check';
import { authCookie, DEMO_PASSWORD, GOLD, passwordLogin } from '../../test/auth-client';
import {
  graphqlAnswerProblems,
  refused,
  restAnswerProblems,
  type GraphQLAnswer,
} from '../../test/hostile/answer-checks';
import { fingerprintsOf } from '../../test/hostile/database-fingerprint';
import { restRequests } from '../../test/hostile/rest-requests';
import { contractOperations, STAFF_SCHEMA_DIR } from '../../test/hostile/schema-operations';
import { DEMO_STAFF_PASSWORD, OWNER, staffCookie, staffSignIn } from '../../test/staff-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const fuzz = {
  seed: process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : 20261123,
  runs: process.env['FUZZ_RUNS'] ? Number(process.env['FUZZ_RUNS']) : 12,
};

// No background steps: a fingerprint taken after one call stands for the next call's start.
const QUIET = { publicBaseUrl: 'http://localhost:3000', runJobs: false };

describe.each(engines)('hostile input to GraphQL on %s', (engine) => {
  let server: TestServer;
  let fingerprints: ReturnType<typeof fingerprintsOf>;
  let member = '';
  beforeAll(async () => {
    server = await startTestServer(engine, QUIET);
    fingerprints = fingerprintsOf(server.database.db);
    member = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD)).value;
  });
  afterAll(() => server.close());

  const call = async (document: string, variables: unknown, asMember: boolean): Promise<GraphQLAnswer> => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host: 'localhost',
        'accept-language': 'th',
        'content-type': 'application/json',
        ...(asMember ? { cookie: `isbs_auth_token=${member}` } : {}),
      },
      payload: JSON.stringify({ query: document, variables }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it.each(contractOperations().map((op) => [`${op.kind} ${op.name}`, op] as const))('%s', async (_, op) => {
    await fc.assert(
      fc.asyncProperty(op.variables, fc.boolean(), async (variables, asMember) => {
        const before = await fingerprints.before();
        const answer = await call(op.document, variables, asMember);
        const problems = graphqlAnswerProblems(answer);
        if (!refused(answer.body)) fingerprints.forget();
        else if (!(await fingerprints.unchanged(before)))
          problems.push('a refused call changed the database');
        if (problems.length > 0)
          throw new Error(`${problems.join('; ')}\n${JSON.stringify(variables).slice(0, 500)}`);
      }),
      { seed: fuzz.seed, numRuns: fuzz.runs },
    );
  });
});

describe.each(engines)('hostile input to the staff endpoint on %s', (engine) => {
  let server: TestServer;
  let fingerprints: ReturnType<typeof fingerprintsOf>;
  let owner = '';
  beforeAll(async () => {
    server = await startTestServer(engine, QUIET);
    fingerprints = fingerprintsOf(server.database.db);
    owner = staffCookie(await staffSignIn(server, { email: OWNER, password: DEMO_STAFF_PASSWORD })).value;
  });
  afterAll(() => server.close());

  // As the owner, so that hostile values reach every resolver past the permission check; and without a session.
  const call = async (document: string, variables: unknown, asOwner: boolean): Promise<GraphQLAnswer> => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/admin/graphql',
      headers: {
        host: 'localhost',
        'accept-language': 'th',
        'content-type': 'application/json',
        ...(asOwner ? { cookie: `sabai_staff=${owner}` } : {}),
      },
      payload: JSON.stringify({ query: document, variables }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it.each(contractOperations(STAFF_SCHEMA_DIR).map((op) => [`${op.kind} ${op.name}`, op] as const))(
    '%s',
    async (_, op) => {
      await fc.assert(
        fc.asyncProperty(op.variables, fc.boolean(), async (variables, asOwner) => {
          const before = await fingerprints.before();
          const answer = await call(op.document, variables, asOwner);
          const problems = graphqlAnswerProblems(answer);
          if (!refused(answer.body)) fingerprints.forget();
          else if (!(await fingerprints.unchanged(before)))
            problems.push('a refused call changed the database');
          if (problems.length > 0)
            throw new Error(`${problems.join('; ')}\n${JSON.stringify(variables).slice(0, 500)}`);
        }),
        { seed: fuzz.seed, numRuns: fuzz.runs },
      );
    },
  );
});

describe.each(engines)('hostile input to REST on %s', (engine) => {
  let server: TestServer;
  let fingerprints: ReturnType<typeof fingerprintsOf>;
  beforeAll(async () => {
    server = await startTestServer(engine, QUIET);
    fingerprints = fingerprintsOf(server.database.db);
  });
  afterAll(() => server.close());

  it('answers every route without a server error, with a code and nothing of its insides', async () => {
    await fc.assert(
      fc.asyncProperty(restRequests, async (request) => {
        const before = await fingerprints.before();
        const response = await server.app.inject({
          method: request.method,
          url: request.url,
          headers: { host: 'localhost', 'accept-language': 'zh', 'content-type': 'application/json' },
          ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) ?? 'null' }),
        });
        const body: unknown = String(response.headers['content-type'] ?? '').includes('json')
          ? response.json()
          : response.body;
        const problems = restAnswerProblems(response.statusCode, body);
        if (response.statusCode < 400) fingerprints.forget();
        else if (!(await fingerprints.unchanged(before)))
          problems.push('a refused call changed the database');
        if (problems.length > 0)
          throw new Error(
            `${problems.join('; ')}\n${request.method} ${request.url} ${JSON.stringify(request.body)?.slice(0, 500)}`,
          );
      }),
      { seed: fuzz.seed, numRuns: fuzz.runs * 10 },
    );
  });
});
