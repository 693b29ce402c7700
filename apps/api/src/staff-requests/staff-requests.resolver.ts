// Group requests at /admin/graphql (libs/graphql/staff-schema/requests.graphql): each operation calls its
// service with the request's scope. The endpoint has checked each operation's declared permission
// (staff/staff-operations.ts); the services check its reach.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import { groupRequest, groupRequests, updateGroupRequest } from './group-requests.service';
import { toGroupRequest, toGroupRequestPage } from './staff-requests.mapper';

export const requestQueries: Partial<QueryResolvers> = {
  groupRequests: async (_parent, args, context) =>
    toGroupRequestPage(await groupRequests(context, args), context.locale),
  groupRequest: async (_parent, { id }, context) =>
    toGroupRequest(await groupRequest(context, id), context.locale),
};

export const requestMutations: Partial<MutationResolvers> = {
  updateGroupRequest: async (_parent, args, context) =>
    toGroupRequest(await groupRequest(context, await updateGroupRequest(context, args)), context.locale),
};
