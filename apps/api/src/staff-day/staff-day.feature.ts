import typeDefs from '@sabai/graphql/staff-schema/day.graphql';
import type { ApiFeature } from '../core/feature';
import { dayMutations, dayQueries } from './staff-day.resolver';

/** The branch's day for the desk (docs/product-rules.md, The day at the branch): the sheet, one booking, the moves. */
export const staffDayFeature: ApiFeature = {
  name: 'staff-day',
  staff: { typeDefs, queries: dayQueries, mutations: dayMutations },
};
