import typeDefs from '@sabai/graphql/staff-schema/legal.graphql';
import type { ApiFeature } from '../core/feature';
import { legalQueries, legalStaffMutations, legalStaffQueries } from './legal.resolver';

/** Legal texts by version (docs/product-rules.md, Legal texts): published in admin, read by customers. */
export const legalFeature: ApiFeature = {
  name: 'legal',
  queries: legalQueries,
  staff: { typeDefs, queries: legalStaffQueries, mutations: legalStaffMutations },
};
