// Every operation of the staff contract, called by every kind of caller, answers as its declared
// requirement says (staff-operations.ts; docs/access.md, Permission table): fields are read from the
// contract's schema, so none is missed. Anonymous and member callers have no staff session
// (login.unauthenticated where one is needed), a role without the permission is login.notAuthorized,
// and branch staff asking about another branch are refused by the resolver's scope check. An operation
// whose resolver is not registered yet (server.unavailable) can only be checked for its refusals.
import { toBranchLocal } from '@sabai/booking-rules';
import { buildSchema, getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import {
  DEMO_STAFF_PASSWORD,
  OWNER,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import { holdsPermission } from './staff-permission';
import { STAFF_OPERATIONS, type StaffOperationName } from './staff-operations';
import { operationVariables, type Scope } from '../../test/staff-operation-variables';

const SCHEMA_DIR = path.join(__dirname, '../../../../libs/graphql/staff-schema');

function staffContract() {
  const files = readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  const schema = buildSchema(files.map((f) => readFileSync(path.join(SCHEMA_DIR, f), 'utf8')).join('\n'));
  const fieldsOf = (kind: 'query' | 'mutation') =>
    Object.values(
      (kind === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {},
    ).map((field) => ({ kind, field }));
  return [...fieldsOf('query'), ...fieldsOf('mutation')];
}

type Outcome = 'passed' | 'unauthenticated' | 'notAuthorized' | 'outOfScope' | 'unimplemented';
type Caller = 'anonymous' | 'member' | 'branch_staff' | 'brand_admin' | 'owner';

/** A document asking for the field with every argument as a variable, and __typename of an object. */
function documentOf(kind: string, field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${defs ? ` (${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

// A top-up names the desk's branch inside its input.
const TARGET_IN_INPUT = new Set([
  'topUpWallet',
  'createStaffBooking',
  'recordCounterPayment',
  'updateBranchSettings',
  'adjustMemberFunds',
]);

const hasTarget = (field: GraphQLField<unknown, unknown>) =>
  TARGET_IN_INPUT.has(field.name) || field.args.some((a) => a.name === 'branch_id' || a.name === 'id');

function expected(caller: Caller, scope: Scope, field: GraphQLField<unknown, unknown>): Outcome {
  const requirement = STAFF_OPERATIONS[field.name as StaffOperationName];
  if (requirement === 'anyone') return 'passed';
  if (caller === 'anonymous' || caller === 'member') return 'unauthenticated';
  if (requirement === 'signed-in') return 'passed';
  const principal = {
    kind: 'staff' as const,
    staffId: 'x',
    grants: [{ role: caller, brandIds: [], branchIds: [] }],
  };
  // Without the permission the endpoint refuses before any scope check; asked about another branch, that
  // login.notAuthorized reads as out of scope (outcomeOf).
  if (!holdsPermission(principal, requirement[0], requirement[1]))
    return scope === 'out' ? 'outOfScope' : 'notAuthorized';
  return caller === 'branch_staff' && scope === 'out' && hasTarget(field) ? 'outOfScope' : 'passed';
}

function outcomeOf(code: unknown, scope: Scope): Outcome {
  if (code === 'login.unauthenticated') return 'unauthenticated';
  if (code === 'server.unavailable') return 'unimplemented';
  // Out of scope, a booking of another branch reads as none at all (docs/access.md, How the server guards).
  if (
    scope === 'out' &&
    (code === 'login.notAuthorized' ||
      code === 'booking.notFound' ||
      code === 'request.notFound' ||
      code === 'device.notFound')
  )
    return 'outOfScope';
  if (code === 'login.notAuthorized') return 'notAuthorized';
  return 'passed';
}

describe.each(oneEngine)('staff operations by caller on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  const cookies: Partial<Record<Caller, string>> = {};
  const bookings: Record<Scope, string> = { in: '', out: '' };
  const groupRequests: Record<Scope, string> = { in: '', out: '' };
  const day = toBranchLocal(Date.now() + 3 * 86_400_000, 'Asia/Bangkok').date;
  const farDay = toBranchLocal(Date.now() + 300 * 86_400_000, 'Asia/Bangkok').date;

  const hold = async (branchId: string) => {
    const prebook = await gql<{ prebook: { booking_id: string } }>(
      server,
      `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id } }`,
      {
        input: {
          guest_count: 1,
          branch_id: branchId,
          date_time: `${day} 15:00:00`,
          treatments: JSON.stringify([{ no: 1, name: 'Niran', treatments: ['yu-locker-set', 'yu-thai-60'] }]),
          contact_name: 'Niran',
          contact_email: 'niran@example.com',
        },
      },
      { ip: `198.18.9.${++ipSeq}` },
    );
    return prebook.body.data!.prebook.booking_id;
  };

  const variablesFor = (field: GraphQLField<unknown, unknown>, scope: Scope) =>
    operationVariables(field, scope, {
      day,
      farDay,
      booking: bookings[scope],
      groupRequest: groupRequests[scope],
    });

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string) =>
      staffCookie(
        await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip: `198.18.9.${++ipSeq}` }),
      ).value;
    cookies.branch_staff = await signIn(SUKHUMVIT_DESK);
    cookies.brand_admin = await signIn(YUZEN_ADMIN);
    cookies.owner = await signIn(OWNER);
    cookies.member = authCookie(
      await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: '198.18.9.250' }),
    ).value;
    bookings.in = await hold('yuzen-sukhumvit');
    bookings.out = await hold('yuzen-ratchada');
    for (const [scope, branchId] of [
      ['in', 'yuzen-sukhumvit'],
      ['out', 'yuzen-ratchada'],
    ] as const) {
      groupRequests[scope] = crypto.randomUUID();
      await server.database.db
        .insertInto('direct_requests')
        .values({
          id: groupRequests[scope],
          brand_id: 'yuzen',
          branch_id: branchId,
          date: day,
          time: null,
          guest_count: 12,
          contact_name: 'Niran',
          contact_phone: '0812345678',
          contact_email: 'niran@example.com',
          message: null,
          locale: 'en',
        })
        .execute();
    }
  });
  afterAll(() => server.close());

  const contract = staffContract();

  const servedFields = async () => {
    const answer = await staffGql<{ __schema: Record<string, { fields: { name: string }[] } | null> }>(
      server,
      `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`,
    );
    const { queryType, mutationType } = answer.body.data!.__schema;
    return new Set([...(queryType?.fields ?? []), ...(mutationType?.fields ?? [])].map((f) => f.name));
  };

  it('declares a requirement for every operation of the contract, and none besides', () => {
    expect(Object.keys(STAFF_OPERATIONS).sort()).toEqual(contract.map((o) => o.field.name).sort());
  });

  it('answers each operation, for each caller, as its declared requirement says', async () => {
    const callers: [Caller, Scope][] = [
      ['anonymous', 'in'],
      ['member', 'in'],
      ['branch_staff', 'in'],
      ['branch_staff', 'out'],
      ['brand_admin', 'in'],
      ['owner', 'in'],
    ];
    const want: string[] = [];
    const got: string[] = [];
    const served = await servedFields();
    // A field whose feature is not registered yet is not served at all: nothing to call.
    for (const { kind, field } of contract.filter((o) => served.has(o.field.name)))
      for (const [caller, scope] of callers) {
        const options =
          caller === 'member'
            ? { cookie: cookies.member! }
            : caller === 'anonymous'
              ? {}
              : { staff: cookies[caller]! };
        const answer = await staffGql(server, documentOf(kind, field), variablesFor(field, scope), options);
        const outcome = outcomeOf(answer.code, scope);
        const expectation = expected(caller, scope, field);
        const label = `${field.name} by ${caller}${scope === 'out' ? ' out of scope' : ''}`;
        // Not registered yet: only a refusal can be checked.
        if (outcome === 'unimplemented' && (expectation === 'passed' || expectation === 'outOfScope'))
          continue;
        want.push(`${label}: ${expectation}`);
        got.push(
          `${label}: ${outcome}${outcome === 'passed' && answer.code ? ` (${String(answer.code)})` : ''}`,
        );
      }
    expect(got.map((line) => line.replace(/ \(.*\)$/, ''))).toEqual(want);
  });

  it('lists the branches each account reaches', async () => {
    const branchesOf = async (caller: Caller) =>
      (
        await staffGql<{ staffBranches: { id: string; brand_id: string }[] }>(
          server,
          `{ staffBranches { id brand_id } }`,
          {},
          { staff: cookies[caller]! },
        )
      ).body.data!.staffBranches;
    expect(await branchesOf('branch_staff')).toEqual([{ id: 'yuzen-sukhumvit', brand_id: 'yuzen' }]);
    const yuzen = await branchesOf('brand_admin');
    expect(yuzen.map((b) => b.id)).toEqual(['yuzen-sukhumvit', 'yuzen-ratchada', 'yuzen-nimman']);
    const all = await branchesOf('owner');
    expect(new Set(all.map((b) => b.brand_id))).toEqual(new Set(['yuzen', 'baansabai']));
    const count = await server.database.db
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
  });
});
