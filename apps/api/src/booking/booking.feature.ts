import typeDefs from '@sabai/graphql/schema/booking.graphql';
import type { ApiFeature } from '../core/feature';
import { registerBookingCalendarRoute } from './booking-calendar.route';
import { bookingMutations, bookingQueries } from './booking.resolver';

/** Prebooking with held places, order summaries, vouchers, a member's bookings and a booking's calendar entry. */
export const bookingFeature: ApiFeature = {
  typeDefs,
  name: 'booking',
  queries: bookingQueries,
  mutations: bookingMutations,
  routes: (app, deps) => registerBookingCalendarRoute(app, deps),
};
