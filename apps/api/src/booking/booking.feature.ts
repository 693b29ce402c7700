import typeDefs from '@sabai/graphql/schema/booking.graphql';
import type { ApiFeature } from '../core/feature';
import { bookingMutations, bookingQueries } from './booking.resolver';

/** Prebooking with held places, order summaries, vouchers and a member's bookings. */
export const bookingFeature: ApiFeature = {
  typeDefs,
  name: 'booking',
  queries: bookingQueries,
  mutations: bookingMutations,
};
