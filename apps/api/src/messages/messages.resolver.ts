// Undelivered messages at /admin/graphql (libs/graphql/staff-schema/messages.graphql). The endpoint has checked
// manage message (staff/staff-operations.ts); the service keeps to the request's brand.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import {
  resendMessage,
  undeliveredMessages,
  type UndeliveredMessageRow,
} from './undelivered-messages.service';

const toMessage = (row: UndeliveredMessageRow) => ({ ...row, created_at: row.created_at.toISOString() });

export const messageQueries: Partial<QueryResolvers> = {
  undeliveredMessages: async (_parent, _args, context) => (await undeliveredMessages(context)).map(toMessage),
};

export const messageMutations: Partial<MutationResolvers> = {
  resendMessage: async (_parent, { id }, context) => toMessage(await resendMessage(context, id)),
};
