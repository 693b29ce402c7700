import staffTypeDefs from '@sabai/graphql/staff-schema/reports.graphql';
import type { ApiFeature } from '../core/feature';
import { reportQueries } from './reports.resolver';

/** Reports for brand admins and owners (docs/product-rules.md, Reports): revenue, bookings, utilisation, promotions
 * and members, from the payments, bookings and ledgers themselves. */
export const reportsFeature: ApiFeature = {
  name: 'reports',
  staff: { typeDefs: staffTypeDefs, queries: reportQueries },
};
