import typeDefs from '@sabai/graphql/staff-schema/requests.graphql';
import type { ApiFeature } from '../core/feature';
import { requestMutations, requestQueries } from './staff-requests.resolver';

/** The group requests inbox at the desk (docs/product-rules.md, Group requests). */
export const staffRequestsFeature: ApiFeature = {
  name: 'staff-requests',
  staff: { typeDefs, queries: requestQueries, mutations: requestMutations },
};
