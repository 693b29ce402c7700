import typeDefs from '@sabai/graphql/staff-schema/refunds.graphql';
import type { ApiFeature } from '../core/feature';
import { refundMutations, refundQueries } from './refunds.resolver';

/** The refunds queue (docs/product-rules.md, The day at the branch: Refunds): the queue and its resolutions. */
export const refundsFeature: ApiFeature = {
  name: 'refunds',
  staff: { typeDefs, queries: refundQueries, mutations: refundMutations },
};
