import typeDefs from '@sabai/graphql/schema/availability.graphql';
import type { ApiFeature } from '../core/feature';
import { availabilityQueries } from './availability.resolver';

/** Which start times a whole party can get at a branch, before the customer types anything. */
export const availabilityFeature: ApiFeature = {
  typeDefs,
  name: 'availability',
  queries: availabilityQueries,
};
