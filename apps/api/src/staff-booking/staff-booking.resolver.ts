// Bookings made at the desk at /admin/graphql (libs/graphql/staff-schema/desk-booking.graphql): each operation
// calls its service with the request's scope and answers the booking as the desk now sees it. The endpoint has
// checked each operation's declared permission (staff/staff-operations.ts); the services check its reach.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import type { StaffGraphQLContext } from '../graphql/staff-context';
import { toStaffBooking } from '../staff-day/staff-day.mapper';
import { staffBooking } from '../staff-day/staff-booking.service';
import { branchProducts } from './branch-products.service';
import { recordCounterPayment } from './counter-payment.service';
import { createStaffBooking } from './create-staff-booking.service';
import { sendPaymentLink } from './payment-link.service';
import { toStaffProduct } from './staff-booking.mapper';

const answer = async (context: StaffGraphQLContext, id: string) =>
  toStaffBooking(await staffBooking(context, id), context);

export const deskBookingQueries: Partial<QueryResolvers> = {
  branchProducts: async (_parent, args, context) =>
    (await branchProducts(context, args)).map((row) => toStaffProduct(row, context.locale)),
};

export const deskBookingMutations: Partial<MutationResolvers> = {
  createStaffBooking: async (_parent, { input }, context) =>
    answer(context, await createStaffBooking(context, input)),
  recordCounterPayment: async (_parent, { input }, context) =>
    answer(context, await recordCounterPayment(context, input)),
  sendPaymentLink: async (_parent, args, context) => answer(context, await sendPaymentLink(context, args)),
};
