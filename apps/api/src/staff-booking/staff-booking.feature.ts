import typeDefs from '@sabai/graphql/staff-schema/desk-booking.graphql';
import type { ApiFeature } from '../core/feature';
import { deskBookingMutations, deskBookingQueries } from './staff-booking.resolver';

/** Bookings made by staff (docs/product-rules.md, Bookings made by staff): the form's catalogue, the booking, its payment. */
export const staffBookingFeature: ApiFeature = {
  name: 'staff-booking',
  staff: { typeDefs, queries: deskBookingQueries, mutations: deskBookingMutations },
};
