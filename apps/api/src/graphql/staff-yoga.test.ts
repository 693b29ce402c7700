// The staff endpoint starts with contract operations no feature resolves yet (docs/api.md, Staff API):
// each still answers its declared refusal, and past it server.unavailable, never a crash or a null.
import { createServerI18n } from '@sabai/i18n/server';
import dayTypeDefs from '@sabai/graphql/staff-schema/day.graphql';
import staffTypeDefs from '@sabai/graphql/staff-schema/staff.graphql';
import taxInvoiceTypeDefs from '@sabai/graphql/staff-schema/tax-invoice.graphql';
import type { ApiFeature } from '../core/feature';
import type { Principal } from '../core/principal';
import { createStaffGraphQL } from './staff-yoga';
import type { StaffGraphQLContext } from './staff-context';

const owner: Principal = {
  kind: 'staff',
  staffId: 's-1',
  grants: [{ role: 'owner', brandIds: [], branchIds: [] }],
};
const desk: Principal = {
  kind: 'staff',
  staffId: 's-2',
  grants: [{ role: 'branch_staff', brandIds: [], branchIds: ['yuzen-sukhumvit'] }],
};

async function ask(principal: Principal, query: string) {
  const i18n = createServerI18n().en;
  const features: ApiFeature[] = [
    { name: 'staff, declared only', staff: { typeDefs: staffTypeDefs } },
    { name: 'day, declared only', staff: { typeDefs: `${dayTypeDefs}\n${taxInvoiceTypeDefs}` } },
  ];
  const yoga = createStaffGraphQL(
    features,
    async () => ({ i18n, principal: async () => principal }) as unknown as StaffGraphQLContext,
    { introspection: false, fieldSuggestions: false },
  );
  const response = await yoga.fetch('http://localhost/admin/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}

it('answers an operation without a resolver after its requirement: refused, or server.unavailable', async () => {
  expect(await ask({ kind: 'guest' }, `mutation { completeBooking(id: "b") { id } }`)).toBe(
    'login.unauthenticated',
  );
  expect(await ask(owner, `mutation { completeBooking(id: "b") { id } }`)).toBe('server.unavailable');
  expect(await ask(desk, `mutation { cancelBooking(id: "b", refund: none) { id } }`)).toBe(
    'server.unavailable',
  );
});
