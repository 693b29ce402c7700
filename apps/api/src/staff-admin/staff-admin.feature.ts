import staffTypeDefs from '@sabai/graphql/staff-schema/staff-admin.graphql';
import type { ApiFeature } from '../core/feature';
import { staffAdminMutations, staffAdminQueries } from './staff-admin.resolver';

/** Staff management (docs/access.md, Staff management): the brand's accounts, roles, authenticators, deactivation. */
export const staffAdminFeature: ApiFeature = {
  name: 'staff-admin',
  staff: { typeDefs: staffTypeDefs, queries: staffAdminQueries, mutations: staffAdminMutations },
};
