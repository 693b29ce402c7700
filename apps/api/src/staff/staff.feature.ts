import typeDefs from '@sabai/graphql/staff-schema/staff.graphql';
import type { ApiFeature } from '../core/feature';
import { registerStaffAuthRoutes } from './staff-auth.routes';
import { staffMutations, staffQueries } from './staff.resolver';

/** Staff accounts (docs/api.md, Staff API): sign-in and out, who is signed in, their branches, TOTP enrolment. */
export const staffFeature: ApiFeature = {
  name: 'staff',
  staff: { typeDefs, queries: staffQueries, mutations: staffMutations },
  routes: (app, deps) => registerStaffAuthRoutes(app, deps),
};
