// The branch's day at /admin/graphql (libs/graphql/staff-schema/day.graphql): each operation calls its
// service with the request's scope and answers the booking as the desk now sees it. The endpoint has checked
// each operation's declared permission (staff/staff-operations.ts); the services check its reach.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import type { StaffGraphQLContext } from '../graphql/staff-context';
import { cancelBooking } from './cancel-booking.service';
import { daySheet } from './day-sheet.service';
import { checkInBooking, completeBooking, markNoShow } from './desk-moves.service';
import { toDaySheet, toStaffBooking } from './staff-day.mapper';
import { staffBooking } from './staff-booking.service';

const answer = async (context: StaffGraphQLContext, id: string) =>
  toStaffBooking(await staffBooking(context, id), context);

export const dayQueries: Partial<QueryResolvers> = {
  daySheet: async (_parent, args, context) => toDaySheet(await daySheet(context, args), context),
  staffBooking: (_parent, { id }, context) => answer(context, id),
};

export const dayMutations: Partial<MutationResolvers> = {
  checkInBooking: async (_parent, args, context) => answer(context, await checkInBooking(context, args)),
  completeBooking: async (_parent, { id }, context) => answer(context, await completeBooking(context, id)),
  markNoShow: async (_parent, { id }, context) => answer(context, await markNoShow(context, id)),
  cancelBooking: async (_parent, args, context) => answer(context, await cancelBooking(context, args)),
};
