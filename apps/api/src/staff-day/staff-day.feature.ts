import dayTypeDefs from '@sabai/graphql/staff-schema/day.graphql';
import taxInvoiceTypeDefs from '@sabai/graphql/staff-schema/tax-invoice.graphql';
import type { ApiFeature } from '../core/feature';
import { dayMutations, dayQueries } from './staff-day.resolver';

/**
 * The branch's day for the desk (docs/product-rules.md, The day at the branch): the sheet, one booking with its
 * tax invoice, the moves.
 */
export const staffDayFeature: ApiFeature = {
  name: 'staff-day',
  staff: { typeDefs: `${dayTypeDefs}\n${taxInvoiceTypeDefs}`, queries: dayQueries, mutations: dayMutations },
};
