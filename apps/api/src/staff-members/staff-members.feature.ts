import typeDefs from '@sabai/graphql/staff-schema/members.graphql';
import type { ApiFeature } from '../core/feature';
import { memberMutations, memberQueries } from './staff-members.resolver';

/** Members at the desk (docs/product-rules.md, Members at the desk): the search, one member, the counter top-up. */
export const staffMembersFeature: ApiFeature = {
  name: 'staff-members',
  staff: { typeDefs, queries: memberQueries, mutations: memberMutations },
};
