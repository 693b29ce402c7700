// Staff management at /admin/graphql (libs/graphql/staff-schema/staff-admin.graphql; the endpoint has checked
// manage staff, the service its reach in the brand and over the account).
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import {
  brandStaff,
  createStaffAccount,
  resetStaffTotp,
  setStaffActive,
  setStaffRole,
} from './staff-admin.service';

export const staffAdminQueries: Partial<QueryResolvers> = {
  staffAccounts: (_parent, _args, context) => brandStaff(context),
};

export const staffAdminMutations: Partial<MutationResolvers> = {
  createStaffAccount: (_parent, { input }, context) => createStaffAccount(context, input),
  setStaffRole: (_parent, { input }, context) => setStaffRole(context, input),
  resetStaffTotp: (_parent, args, context) => resetStaffTotp(context, args),
  setStaffActive: (_parent, args, context) => setStaffActive(context, args),
};
